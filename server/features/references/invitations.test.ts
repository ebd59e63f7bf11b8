import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceInvitationListSchema } from '#domain/applications/invitations';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { referenceInvitations } from '../../db/schema';

let test: TestApp;
let registrar: string;
let admin: string;
let hd: string;
let faculty: string;

beforeAll(async () => {
  test = await createTestApp({ students: 5, applications: 5 });
  registrar = await test.login('registrar@college.test');
  admin = await test.login('admin@college.test');
  hd = await test.login('hd@college.test');
  faculty = await test.login('faculty@college.test');
});
afterAll(() => test.close());

const ANSWERS = {
  timeKnown: '5 years',
  timeAttendedChurch: '3 years',
  churchResponsibilities: 'Leads the youth group',
  concerns: '',
  recommended: true,
};

async function newApplication(): Promise<string> {
  const id = `app-${randomUUID().slice(0, 8)}`;
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { cookie: admin },
    payload: {
      id,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `${id}@example.org`,
      hubId: 'hub-1',
      status: 'Under review',
      intake: '2099-09-01',
      course: { course: 'BA', studyPace: 'PT', hub: 'hub-1', flexi: false },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

async function invite(id: string, name = 'Rev Ruth Price', kind = 'reference') {
  const response = await test.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/reference-invitations`,
    headers: { cookie: registrar },
    payload: { kind, refereeName: name, refereeEmail: 'ruth@example.org' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { invitation: response.json(), token: lastLinkToken() };
}

function lastLinkToken(): string {
  const text = test.mail.at(-1)?.text ?? '';
  const match = /\/pages\/reference\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No reference link in: ${text}`);
  return match[1];
}

const list = (id: string, cookie = registrar) =>
  test.app.inject({ url: `/api/applications/${id}/reference-invitations`, headers: { cookie } });
const resend = (id: string, invitationId: string, cookie = registrar) =>
  test.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/reference-invitations/${invitationId}/resend`,
    headers: { cookie },
  });
const answer = (token: string) =>
  test.app.inject({ method: 'POST', url: `/api/references/${token}`, payload: ANSWERS });
const expire = (invitationId: string) =>
  test.database.db
    .update(referenceInvitations)
    .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
    .where(eq(referenceInvitations.id, invitationId));

describe('GET /api/applications/:id/reference-invitations (the staff record)', () => {
  it('lists every invitation with when it was sent and when it expires, never the token', async () => {
    const id = await newApplication();
    const waiting = await invite(id, 'Rev Ruth Price');
    const received = await invite(id, 'Canon Mark Ellis', 'leader');
    expect((await answer(received.token)).statusCode).toBe(201);
    for (const cookie of [registrar, hd]) {
      const response = await list(id, cookie);
      expect(response.statusCode).toBe(200);
      const { items } = referenceInvitationListSchema.parse(response.json());
      expect(items.map((i) => [i.refereeName, i.kind, i.usedAt === null])).toEqual([
        ['Rev Ruth Price', 'reference', true],
        ['Canon Mark Ellis', 'leader', false],
      ]);
      const [first] = items;
      expect(Date.now() - Date.parse(first?.sentAt ?? '')).toBeLessThan(60_000);
      expect(Date.parse(first?.expiresAt ?? '') - Date.parse(first?.sentAt ?? '')).toBeCloseTo(
        30 * 86_400_000,
        -3,
      );
      const text = response.body;
      expect(text).not.toContain(waiting.token);
      expect(text).not.toMatch(/token|hash/i);
    }
    expect((await list(id, faculty)).statusCode).toBe(403);
    expect((await list('nope')).statusCode).toBe(404);
  });
});

describe('POST /api/applications/:id/reference-invitations/:invitationId/resend', () => {
  it('mails a waiting referee a new link; the old link stops working', async () => {
    const id = await newApplication();
    const { invitation, token } = await invite(id);
    const response = await resend(id, invitation.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: invitation.id, usedAt: null });
    const mail = test.mail.at(-1);
    expect(mail?.to).toBe('ruth@example.org');
    expect(mail?.subject).toBe('Reminder: reference request for Grace Hopper');
    expect(mail?.text).toMatch(/replaces the one we sent you before/);
    const fresh = lastLinkToken();
    expect(fresh).not.toBe(token);
    expect((await test.app.inject({ url: `/api/references/${token}` })).statusCode).toBe(404);
    expect((await answer(fresh)).statusCode).toBe(201);
    // Answered: no further link, and the list shows it received.
    const again = await resend(id, invitation.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This referee has already answered');
    expect((await list(id)).json().items[0].usedAt).not.toBeNull();
  });

  it('reopens an expired invitation for another 30 days', async () => {
    const id = await newApplication();
    const { invitation } = await invite(id);
    await expire(invitation.id);
    const response = await resend(id, invitation.id, admin);
    expect(response.statusCode).toBe(200);
    const { sentAt, expiresAt } = response.json();
    expect(Date.now() - Date.parse(sentAt)).toBeLessThan(60_000);
    expect((Date.parse(expiresAt) - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    expect((await test.app.inject({ url: `/api/references/${lastLinkToken()}` })).statusCode).toBe(
      200,
    );
  });

  it('does not reopen an expired invitation the reference list could not hold (409)', async () => {
    const id = await newApplication();
    const { invitation } = await invite(id);
    await expire(invitation.id);
    for (let index = 0; index < 10; index += 1) await invite(id, `Referee ${index}`);
    const response = await resend(id, invitation.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/10 references received or awaited/);
  });

  it('keeps the old link when the new mail cannot be sent', async () => {
    const id = await newApplication();
    const { invitation, token } = await invite(id);
    const send = test.context.mailer.send;
    test.context.mailer.send = async () => {
      throw new Error('Mail to ruth@example.org could not be sent: refused');
    };
    try {
      expect((await resend(id, invitation.id)).statusCode).toBe(500);
    } finally {
      test.context.mailer.send = send;
    }
    expect((await test.app.inject({ url: `/api/references/${token}` })).statusCode).toBe(200);
    expect((await list(id)).json().items[0]).toEqual(invitation);
  });

  it('is the college’s staff’s only, for an invitation of that application', async () => {
    const id = await newApplication();
    const other = await newApplication();
    const { invitation } = await invite(id);
    expect((await resend(other, invitation.id)).statusCode).toBe(404);
    expect((await resend(id, 'none')).statusCode).toBe(404);
    expect((await resend('nope', invitation.id)).statusCode).toBe(404);
    expect((await resend(id, invitation.id, hd)).statusCode).toBe(403);
    expect((await resend(id, invitation.id, faculty)).statusCode).toBe(403);
    const anonymous = await test.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/reference-invitations/${invitation.id}/resend`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
