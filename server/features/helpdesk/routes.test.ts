import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { multipart, PDF_BYTES } from '../../../tests/api/multipart';
import { featureSettings, tickets } from '../../db/schema';
import { ticketScopeKeys } from '../../entities/tickets';
import { refreshFeatureSwitches } from '../../platform/features';

let t: TestApp;
const cookies: Record<string, string> = {};
const ACCOUNTS = ['admin', 'registrar', 'finance', 'student', 'student2'] as const;

beforeAll(async () => {
  t = await createTestApp({ students: 5, applications: 0 });
  for (const account of ACCOUNTS) cookies[account] = await t.login(`${account}@college.test`);
});
afterAll(() => t.close());

type Account = (typeof ACCOUNTS)[number];
const call = (
  account: Account,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({ method, url, payload, headers: { cookie: cookies[account] ?? '', ...headers } });

async function raise(account: Account, subject = 'Cannot open Moodle') {
  const id = `t-${randomUUID()}`;
  const response = await call(account, 'POST', '/api/tickets', {
    id,
    category: 'Moodle and IT',
    subject,
    description: 'It says my account is locked.',
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; number: number; status: string; subject: string };
}

async function feed(account: Account) {
  const response = await call(account, 'GET', '/api/sync?cursor=0&limit=2000');
  expect(response.statusCode).toBe(200);
  return (response.json() as { changes: { entity: string; id: string; record?: unknown }[] })
    .changes;
}

describe('helpdesk tickets', () => {
  it('a student raises a ticket; the same Idempotency-Key replayed makes no second one', async () => {
    const body = {
      id: `t-${randomUUID()}`,
      category: 'Forms and requests',
      subject: 'Deferral form',
      description: 'The form will not send.',
    };
    const headers = { 'idempotency-key': randomUUID() };
    const first = await call('student', 'POST', '/api/tickets', body, headers);
    const again = await call('student', 'POST', '/api/tickets', body, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const mine = (await call('student', 'GET', '/api/tickets?mode=mine')).json() as {
      items: { id: string }[];
    };
    expect(mine.items.filter((item) => item.id === body.id)).toHaveLength(1);
    // Raising is acknowledged by mail.
    expect(t.mail.at(-1)).toMatchObject({ to: 'student@college.test' });
  });

  it('a requester sees only their own tickets (another’s is 404); the helpdesk sees all', async () => {
    const own = await raise('student');
    const other = await raise('student2', 'Password');
    const mine = (await call('student', 'GET', '/api/tickets?mode=mine')).json() as {
      items: { id: string }[];
    };
    expect(mine.items.map((item) => item.id)).toContain(own.id);
    expect(mine.items.map((item) => item.id)).not.toContain(other.id);
    expect((await call('student', 'GET', `/api/tickets/${other.id}`)).statusCode).toBe(404);
    expect(
      (
        await call('student', 'POST', `/api/tickets/${other.id}/messages`, {
          id: 'm-x',
          body: 'hi',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('student', 'GET', '/api/tickets?mode=all')).statusCode).toBe(403);
    // Finance raises tickets but is not the helpdesk: its scope of "all" does not reach others'.
    expect((await call('finance', 'GET', `/api/tickets/${own.id}`)).statusCode).toBe(404);
    const all = (await call('registrar', 'GET', '/api/tickets?mode=all')).json() as {
      items: { id: string }[];
    };
    expect(all.items.map((item) => item.id)).toEqual(expect.arrayContaining([own.id, other.id]));
    // The sync feed: the student gets their own ticket, not the other student's.
    const ids = (await feed('student')).map((change) => change.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
  });

  it('internal notes never reach the requester, by the API or the sync feed', async () => {
    const ticket = await raise('student');
    const noteId = `n-${randomUUID()}`;
    const note = await call('registrar', 'POST', `/api/tickets/${ticket.id}/notes`, {
      id: noteId,
      body: 'Check the Moodle sync log first',
    });
    expect(note.statusCode).toBe(201);
    expect(
      (await call('student', 'POST', `/api/tickets/${ticket.id}/notes`, { id: 'n-2', body: 'x' }))
        .statusCode,
    ).toBe(403);
    const thread = (await call('student', 'GET', `/api/tickets/${ticket.id}`)).json() as {
      messages: { id: string }[];
    };
    expect(thread.messages.map((message) => message.id)).not.toContain(noteId);
    expect((await feed('student')).map((change) => change.id)).not.toContain(noteId);
    const staffThread = (await call('registrar', 'GET', `/api/tickets/${ticket.id}`)).json() as {
      messages: { id: string; internal: boolean }[];
    };
    expect(staffThread.messages).toEqual([expect.objectContaining({ id: noteId, internal: true })]);
    expect((await feed('registrar')).map((change) => change.id)).toContain(noteId);
  });

  it('a helpdesk reply mails the requester and waits on them; close, reopen, assign', async () => {
    const ticket = await raise('student');
    const sent = t.mail.length;
    const reply = await call('registrar', 'POST', `/api/tickets/${ticket.id}/messages`, {
      id: `m-${randomUUID()}`,
      body: 'Your account is unlocked now.',
    });
    expect(reply.statusCode).toBe(201);
    expect(t.mail.slice(sent)).toEqual([
      expect.objectContaining({
        to: 'student@college.test',
        // The ticket-reply template (admin/emailtemplates), with the link to the ticket.
        subject: `Ticket #${ticket.number}: ${ticket.subject}`,
        text: expect.stringMatching(
          new RegExp(`Your account is unlocked now\\.[\\s\\S]*/tickets/${ticket.id}$`),
        ),
      }),
    ]);
    const read = async () =>
      (
        (await call('student', 'GET', `/api/tickets/${ticket.id}`)).json() as {
          ticket: { status: string; assigneeName: string | null };
        }
      ).ticket;
    expect((await read()).status).toBe('Waiting');
    expect((await call('student', 'POST', `/api/tickets/${ticket.id}/close`)).statusCode).toBe(200);
    expect((await read()).status).toBe('Closed');
    const late = await call('student', 'POST', `/api/tickets/${ticket.id}/messages`, {
      id: `m-${randomUUID()}`,
      body: 'One more thing',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'Reopen the ticket to reply' });
    expect((await call('student', 'POST', `/api/tickets/${ticket.id}/reopen`)).statusCode).toBe(
      200,
    );
    expect((await read()).status).toBe('Open');
    const assigned = await call('admin', 'POST', `/api/tickets/${ticket.id}/assign`, {
      assigneeId: 'user-registrar',
    });
    expect(assigned.statusCode).toBe(200);
    expect((await read()).assigneeName).toBe('Rachel Okafor');
    const nobody = await call('admin', 'POST', `/api/tickets/${ticket.id}/assign`, {
      assigneeId: 'user-finance',
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json()).toMatchObject({ details: [{ param: 'assigneeId' }] });
  });

  it('attachments: a PDF is kept and downloaded; over 10 MB is 413, another kind 422', async () => {
    const ticket = await raise('student');
    const url = `/api/tickets/${ticket.id}/attachments`;
    const pdf = multipart({}, [{ name: 'screenshot.pdf', content: PDF_BYTES }]);
    const stored = await t.app.inject({
      method: 'POST',
      url,
      payload: pdf.payload,
      headers: { ...pdf.headers, cookie: cookies.student ?? '' },
    });
    expect(stored.statusCode).toBe(201);
    const [file] = (stored.json() as { items: { id: string }[] }).items;
    const download = await call('student', 'GET', `${url}/${file?.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect((await call('student2', 'GET', `${url}/${file?.id}`)).statusCode).toBe(404);

    const big = multipart({}, [
      { name: 'big.pdf', content: Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    const tooBig = await t.app.inject({
      method: 'POST',
      url,
      payload: big.payload,
      headers: { ...big.headers, cookie: cookies.student ?? '' },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    const exe = multipart({}, [{ name: 'virus.exe', content: 'MZ not a pdf' }]);
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      payload: exe.payload,
      headers: { ...exe.headers, cookie: cookies.student ?? '' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ details: [{ param: 'evidence.0' }] });
  });

  it('the demo tickets: each requester sees their own, never a note; the helpdesk all', async () => {
    const [seeded] = await t.context.db
      .select()
      .from(tickets)
      .where(eq(tickets.id, 'demo-ticket-2'));
    expect(seeded?.scopeKeys).toEqual(ticketScopeKeys(seeded ?? {}));
    const mine = (await call('student', 'GET', '/api/tickets?mode=mine')).json() as {
      items: { id: string; requesterId: string }[];
    };
    const demo = mine.items.filter((item) => item.id.startsWith('demo-ticket-'));
    expect(demo.map((item) => item.id).sort()).toEqual(['demo-ticket-1', 'demo-ticket-2']);
    const thread = (await call('student', 'GET', '/api/tickets/demo-ticket-2')).json() as {
      ticket: { status: string; assigneeName: string };
      messages: { internal: boolean; authorName: string }[];
    };
    expect(thread.ticket).toMatchObject({ status: 'Waiting', assigneeName: 'Rachel Okafor' });
    expect(thread.messages).toEqual([
      expect.objectContaining({ internal: false, authorName: 'Rachel Okafor' }),
    ]);
    const studentFeed = (await feed('student')).map((change) => change.id);
    expect(studentFeed).toEqual(
      expect.arrayContaining(['demo-ticket-2', 'demo-ticket-2-message-2']),
    );
    expect(studentFeed).not.toContain('demo-ticket-2-message-1');
    expect(studentFeed).not.toContain('demo-ticket-5');
    const all = (await call('registrar', 'GET', '/api/tickets?mode=all')).json() as {
      items: { id: string; status: string }[];
    };
    const queue = all.items.filter((item) => item.id.startsWith('demo-ticket-'));
    expect(queue).toHaveLength(5);
    expect(new Set(queue.map((item) => item.status))).toEqual(
      new Set(['Open', 'Waiting', 'Closed']),
    );
  });

  it('refuses a bad ticket with one detail per field', async () => {
    const response = await call('student', 'POST', '/api/tickets', {
      id: 'bad id!',
      category: 'Nope',
      subject: '',
      description: 'x',
    });
    expect(response.statusCode).toBe(422);
    const params = (response.json() as { details: { param: string }[] }).details.map(
      (detail) => detail.param,
    );
    expect(params.sort()).toEqual(['category', 'id', 'subject']);
  });

  it('with the helpdesk switched off every route is 404 and the feed sends no tickets', async () => {
    const ticket = await raise('student');
    await t.context.db
      .insert(featureSettings)
      .values({ name: 'helpdesk', enabled: false, updatedBy: 'user-admin', updatedByName: 'A' });
    await refreshFeatureSwitches(t.context, true);
    try {
      for (const [account, method, url] of [
        ['student', 'GET', '/api/tickets?mode=mine'],
        ['admin', 'GET', '/api/tickets?mode=all'],
        ['student', 'GET', `/api/tickets/${ticket.id}`],
        ['student', 'POST', `/api/tickets/${ticket.id}/close`],
        ['admin', 'GET', '/api/tickets/assignees'],
      ] as const) {
        const response = await call(account, method, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ message: 'The helpdesk is switched off' });
      }
      const raised = await call('student', 'POST', '/api/tickets', {
        id: 'x-1',
        category: 'Other',
        subject: 's',
        description: 'd',
      });
      expect(raised.statusCode).toBe(404);
      expect((await feed('student')).some((change) => change.entity === 'tickets')).toBe(false);
    } finally {
      await t.context.db.delete(featureSettings);
      await refreshFeatureSwitches(t.context, true);
    }
  });
});
