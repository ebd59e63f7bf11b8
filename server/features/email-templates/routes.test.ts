import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { auditLog, invoices, students, users } from '../../db/schema';

let test: TestApp;
let admin: string;
let registrar: string;

beforeAll(async () => {
  test = await createTestApp({ students: 6, applications: 2 });
  admin = await test.login('admin@college.test');
  registrar = await test.login('registrar@college.test');
});
afterAll(() => test.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  test.app.inject({
    method,
    url,
    headers: { cookie: admin },
    ...(payload ? { payload } : {}),
  });

const userId = async (email: string) => {
  const [user] = await test.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no ${email}`);
  return user.id;
};

describe('/api/email-templates', () => {
  it('lists every template, none edited at first; refused without admin:templates', async () => {
    const response = await call('GET', '/api/email-templates');
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as { items: { key: string; edited: boolean }[] };
    expect(items.map((item) => item.key)).toContain('password-reset');
    expect(items.filter((item) => item.key.startsWith('onboarding-'))).toHaveLength(6);
    expect(items.every((item) => !item.edited)).toBe(true);
    const refused = await test.app.inject({
      url: '/api/email-templates',
      headers: { cookie: registrar },
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/email-templates/nope')).statusCode).toBe(404);
  });

  it('refuses an unknown placeholder with 422 naming it, and malformed braces', async () => {
    const unknown = await call('PUT', '/api/email-templates/password-reset', {
      subject: 'Reset',
      body: 'Hello {{name}}, go to {{resetUrl}}',
    });
    expect(unknown.statusCode).toBe(422);
    const body = unknown.json() as { details: { param: string; message: string }[] };
    expect(body.details).toEqual([
      expect.objectContaining({ param: 'body', message: expect.stringContaining('{{resetUrl}}') }),
    ]);
    const malformed = await call('PUT', '/api/email-templates/password-reset', {
      subject: 'Reset {{name',
      body: 'Hello',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().details[0]).toMatchObject({ param: 'subject' });
    const preview = await call('POST', '/api/email-templates/password-reset/preview', {
      subject: 'x',
      body: '{{nope}}',
    });
    expect(preview.statusCode).toBe(422);
  });

  it('saves an edit that the next reset mail sends, audited; reset to default undoes it', async () => {
    const saved = await call('PUT', '/api/email-templates/password-reset', {
      subject: 'Your new password, {{name}}',
      body: 'Dear {{name}},\n\nSet it here: {{link}}\n\nThe registry',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ edited: true, version: 1 });
    const stale = await test.app.inject({
      method: 'PUT',
      url: '/api/email-templates/password-reset',
      headers: { cookie: admin, 'if-match': '7' },
      payload: { subject: 'x', body: 'y' },
    });
    expect(stale.statusCode).toBe(409);

    const id = await userId('student@college.test');
    expect((await call('POST', '/api/auth/reset', { id })).statusCode).toBe(204);
    const mail = test.mail.at(-1);
    expect(mail?.to).toBe('student@college.test');
    expect(mail?.subject).toMatch(/^Your new password, /);
    expect(mail?.text).toMatch(/Set it here: http.*\/pages\/reset\?token=/);
    expect(mail?.text).toContain('The registry');

    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'email_templates'), eq(auditLog.recordId, 'password-reset')));
    expect(audit.map((entry) => entry.action)).toEqual(['create']);

    const reset = await call('DELETE', '/api/email-templates/password-reset');
    expect(reset.json()).toMatchObject({ edited: false, subject: 'Set your Collegium password' });
    await call('POST', '/api/auth/reset', { id });
    expect(test.mail.at(-1)?.subject).toBe('Set your Collegium password');
  });

  it('previews with a real record, or the samples, escaping values in the subject', async () => {
    const [user] = await test.database.db
      .update(users)
      .set({ name: 'Eve\r\nBcc: x@example.org' })
      .where(eq(users.email, 'student2@college.test'))
      .returning();
    const preview = await call('POST', '/api/email-templates/password-reset/preview', {
      subject: 'For {{name}}',
      body: 'Hi {{name}}: {{link}}',
      recordId: user?.id,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      source: 'record',
      subject: 'For Eve Bcc: x@example.org',
    });
    expect(preview.json().text).toContain('token=preview');
    const missing = await call('POST', '/api/email-templates/password-reset/preview', {
      subject: 'x',
      body: 'y',
      recordId: 'no-such-user',
    });
    expect(missing.statusCode).toBe(404);
    const sample = await call('POST', '/api/email-templates/ticket-reply/preview', {
      subject: 'Ticket #{{ticketNumber}}',
      body: '{{reply}}',
    });
    expect(sample.json()).toMatchObject({ source: 'sample', subject: 'Ticket #42' });

    const [invoice] = await test.database.db.select().from(invoices).limit(1);
    const invoicePreview = await call('POST', '/api/email-templates/invoice/preview', {
      subject: 'Invoice {{number}}',
      body: 'For {{name}}',
      recordId: invoice?.id,
    });
    expect(invoicePreview.json()).toMatchObject({
      source: 'record',
      subject: `Invoice ${invoice?.number}`,
    });

    const [student] = await test.database.db.select().from(students).limit(1);
    const onboarding = await call('POST', '/api/email-templates/onboarding-accounts/preview', {
      subject: 'Hi {{firstName}}',
      body: '{{email}}',
      recordId: student?.id,
    });
    expect(onboarding.json()).toMatchObject({
      subject: `Hi ${student?.firstName}`,
      text: student?.email,
    });
  });

  it('sends a test to the signed-in administrator', async () => {
    const sent = await call('POST', '/api/email-templates/invoice/test', {
      subject: 'Invoice {{number}}',
      body: 'Balance {{balance}}',
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ to: 'admin@college.test', source: 'sample' });
    expect(test.mail.at(-1)).toMatchObject({
      to: 'admin@college.test',
      subject: 'Invoice INV-000123'.replace(/^/, '[Test] '),
      text: 'Balance £1,200.00',
    });
  });
});
