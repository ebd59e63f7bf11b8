import type { AddressInfo } from 'node:net';
import { desc, eq, gt } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentListRow } from '#domain/students/lists';
import { onboardingSendResultSchema } from '#domain/students/onboarding-emails';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { changes, engagements, mailLog, students } from '../../db/schema';
import { createMailer } from '../../platform/mail/mailer';

// The mails go through the real mailer to an SMTP server here, as in production; it refuses
// one address, so a failure for one student can be seen not to stop the others.
const REFUSED = 'refused@example.org';

let test: TestApp;
let smtp: SMTPServer;
const received: { to: string[]; raw: string }[] = [];
const cookies: Record<string, string> = {};
const ACCOUNTS = ['admin', 'registrar', 'finance', 'faculty', 'hd', 'pd', 'student'] as const;

beforeAll(async () => {
  test = await createTestApp({ students: 40, applications: 5 });
  smtp = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address === REFUSED ? new Error('Mailbox unavailable') : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  test.context.mailer = createMailer({
    db: test.database.db,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Collegium <no-reply@college.test>',
  });
  for (const account of ACCOUNTS) cookies[account] = await test.login(`${account}@college.test`);
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await test.close();
});

const send = (payload: unknown, account = 'registrar') =>
  test.app.inject({
    method: 'POST',
    url: '/api/students/onboarding-emails',
    headers: { cookie: cookies[account] ?? '' },
    payload: payload as object,
  });
const newList = async (): Promise<StudentListRow[]> =>
  (
    await test.app.inject({
      url: '/api/students?mode=new&pageSize=500',
      headers: { cookie: cookies.registrar ?? '' },
    })
  ).json().items;

describe('POST /api/students/onboarding-emails', () => {
  it('is students:recruitment’s (the New list’s readers)', async () => {
    const statuses: Record<string, number> = {};
    for (const account of ACCOUNTS) {
      statuses[account] = (await send({ kind: 'vle', studentIds: ['nobody'] }, account)).statusCode;
    }
    expect(statuses).toEqual({
      admin: 200,
      registrar: 200,
      finance: 403,
      faculty: 403,
      hd: 403,
      pd: 403,
      student: 403,
    });
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/students/onboarding-emails',
      payload: { kind: 'vle', studentIds: ['x'] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a bad kind or an empty list with 422 in the error shape', async () => {
    const badKind = await send({ kind: 'welcome', studentIds: ['student-00001'] });
    expect(badKind.statusCode).toBe(422);
    expect(badKind.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Validation error',
      details: [expect.objectContaining({ param: 'kind' })],
    });
    const empty = await send({ kind: 'accounts', studentIds: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().details).toEqual([expect.objectContaining({ param: 'studentIds' })]);
  });

  it('sends to new students, records the date in the feed, skips the rest, never twice', async () => {
    const rows = await newList();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const [first, second, fc, refused] = rows.map((row) => row.id) as [
      string,
      string,
      string,
      string,
    ];
    // An FC engagement takes a new student off the onboarding mails (spec §9).
    const [engagement] = await test.database.db
      .select()
      .from(engagements)
      .where(eq(engagements.studentId, fc));
    if (!engagement) throw new Error(`No engagement of ${fc}`);
    const { seq: _seq, createdAt: _created, updatedAt: _updated, ...copy } = engagement;
    await test.database.db
      .insert(engagements)
      .values({ ...copy, id: `${fc}-fc`, programmeCode: 'FC' });
    await test.database.db.update(students).set({ email: REFUSED }).where(eq(students.id, refused));
    const [{ seq: before } = { seq: 0 }] = await test.database.db
      .select({ seq: changes.seq })
      .from(changes)
      .orderBy(desc(changes.seq))
      .limit(1);

    const response = await send({
      kind: 'accounts',
      studentIds: [first, second, fc, refused, 'student-00001', 'no-such-student', first],
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = onboardingSendResultSchema.parse(response.json());
    expect(result.sent).toEqual([first, second]);
    expect(result.skipped).toEqual([
      { id: fc, reason: 'fc' },
      { id: 'student-00001', reason: 'not-new' },
      { id: 'no-such-student', reason: 'not-new' },
    ]);
    expect(result.failed).toEqual([{ id: refused, message: expect.stringContaining(REFUSED) }]);

    // The mails reached the students, in the college's words.
    const firstRow = rows.find((row) => row.id === first);
    const mail = received.find((m) => m.to.includes(firstRow?.email ?? '?'));
    expect(mail?.raw).toContain(`Dear ${firstRow?.firstName}`);
    expect(mail?.raw).toContain('Your Collegium Theological College account');
    expect(received.filter((m) => m.to.includes(REFUSED))).toEqual([]);
    const failedLog = await test.database.db.select().from(mailLog).where(eq(mailLog.to, REFUSED));
    expect(failedLog.map((row) => row.transport)).toEqual(['failed']);

    // The list shows the date; the refused student still awaits it.
    const today = new Date().toISOString().slice(0, 10);
    const after = new Map((await newList()).map((row) => [row.id, row]));
    expect(after.get(first)?.onboarding.accounts).toBe(today);
    expect(after.get(second)?.onboarding.accounts).toBe(today);
    expect(after.get(refused)?.onboarding.accounts).toBe('');
    expect(after.get(first)?.onboarding.vle).toBe('');

    // Devices hear of it: the student's change is in the feed.
    const fed = await test.database.db
      .select({ entity: changes.entity, recordId: changes.recordId })
      .from(changes)
      .where(gt(changes.seq, before));
    expect(fed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ recordId: first }),
        expect.objectContaining({ recordId: second }),
      ]),
    );

    // Run again: nothing is sent twice.
    const count = received.length;
    const again = onboardingSendResultSchema.parse(
      (await send({ kind: 'accounts', studentIds: [first, second] })).json(),
    );
    expect(again.sent).toEqual([]);
    expect(again.skipped).toEqual([
      { id: first, reason: 'already-sent' },
      { id: second, reason: 'already-sent' },
    ]);
    expect(received.length).toBe(count);

    // Another kind is another mail.
    const vle = onboardingSendResultSchema.parse(
      (await send({ kind: 'vle', studentIds: [first] })).json(),
    );
    expect(vle.sent).toEqual([first]);
    expect(received.length).toBe(count + 1);
  });
});
