import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/pglite-image';
import type { Database } from '../../db/client';
import { mailLog } from '../../db/schema';
import { AppError } from '../errors';
import { createMailer } from './mailer';

describe('mailer', () => {
  let database: Database;
  let smtp: SMTPServer;
  let smtpUrl: string;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    smtp = new SMTPServer({
      authOptional: true,
      // The test server has no trusted certificate: nodemailer would try STARTTLS and fail.
      hideSTARTTLS: true,
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.close();
  });

  beforeEach(async () => {
    received.length = 0;
    await database.db.delete(mailLog);
  });

  it('sends through SMTP_URL and logs the mail as smtp', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl,
      from: 'Collegium <no-reply@college.test>',
    });
    await mailer.send({
      to: 'student@college.test',
      subject: 'Your reset link',
      text: 'Follow it.',
    });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@college.test');
    expect(mail?.to).toEqual(['student@college.test']);
    expect(mail?.raw).toMatch(/^Subject: Your reset link\r?$/m);
    expect(mail?.raw).toMatch(/^To: student@college\.test\r?$/m);
    expect(mail?.raw).toContain('Follow it.');
    const rows = await database.db.select().from(mailLog);
    expect(rows).toMatchObject([
      {
        to: 'student@college.test',
        subject: 'Your reset link',
        text: 'Follow it.',
        transport: 'smtp',
      },
    ]);
  });

  it('without SMTP_URL only logs the mail (the log is the outbox)', async () => {
    const mailer = createMailer({ db: database.db, from: 'no-reply@college.test' });
    await mailer.send({ to: 'admin@college.test', subject: 'Welcome', text: 'Hello.' });

    expect(received).toHaveLength(0);
    const rows = await database.db.select().from(mailLog);
    expect(rows).toMatchObject([
      { to: 'admin@college.test', subject: 'Welcome', text: 'Hello.', transport: 'log' },
    ]);
  });

  it('throws a plain Error and logs the mail as failed when SMTP refuses it', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      hideSTARTTLS: true,
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(new Error('mailbox unavailable'));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const port = (refusing.server.address() as AddressInfo).port;
    try {
      const mailer = createMailer({
        db: database.db,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'no-reply@college.test',
      });
      const sending = mailer.send({ to: 'nobody@college.test', subject: 'Hi', text: 'Lost.' });
      await expect(sending).rejects.toThrow(/nobody@college\.test could not be sent/);
      await expect(sending).rejects.not.toBeInstanceOf(AppError);
      const rows = await database.db.select().from(mailLog);
      expect(rows).toMatchObject([{ to: 'nobody@college.test', transport: 'failed' }]);
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});
