import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortContacts } from '#domain/contacts/sorting';
import type { ContactRow } from '#domain/records/contact';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { organisations } from '../../db/schema';

describe('contacts: /api/contacts', () => {
  let test: TestApp;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    test = await createTestApp({ students: 3, applications: 3 });
    for (const account of ['manager', 'registrar', 'student', 'hd'])
      cookie[account] = await test.login(`${account}@college.test`);
    await test.database.db.insert(organisations).values({
      id: 'org-test',
      name: 'St Aidan’s, Leeds',
      partnerType: 'Church',
      status: 'Hub Church',
    });
  });
  afterAll(() => test.close());

  const get = (url: string, who: string) =>
    test.app.inject({ url, headers: { cookie: cookie[who] ?? '' } });

  it('lists every contact in spec §3 contact order (the server sorts as compareContacts)', async () => {
    const answer = await get('/api/contacts', 'manager');
    expect(answer.statusCode).toBe(200);
    const items: ContactRow[] = answer.json().items;
    expect(items).toHaveLength(80);
    expect(items.map((c) => c.id)).toEqual(sortContacts(items).map((c) => c.id));
    // Not merely the seed's order.
    expect(items.map((c) => c.id)).not.toEqual([...items.map((c) => c.id)].sort());
    const supporters = await get('/api/contacts?relationship=Supporter', 'manager');
    expect(supporters.json().items.every((c: ContactRow) => c.relationship === 'Supporter')).toBe(
      true,
    );
  });

  it('refuses students and hub directors (403, in the error shape)', async () => {
    for (const who of ['student', 'hd']) {
      const answer = await get('/api/contacts', who);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
    }
    expect((await get('/api/contacts/contact-0001', 'student')).statusCode).toBe(403);
  });

  it('shows a contact with their consents to who holds consents:view', async () => {
    const answer = await get('/api/contacts/contact-0001', 'registrar');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().contact.name).toBe('Hannah Whitfield');
    expect(answer.json().consents.map((c: { purpose: string }) => c.purpose)).toContain(
      'Fundraising',
    );
    expect((await get('/api/contacts/contact-nobody', 'manager')).statusCode).toBe(404);
  });

  it('creates and edits a contact, with an organisation and an address', async () => {
    const body = {
      name: 'Peter Ngata',
      lastName: 'Ngata',
      relationship: 'Church leader',
      organisationId: 'org-test',
      address1: '2 Kirkgate',
      city: 'Leeds',
      postCode: 'LS1 6BH',
    };
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { cookie: cookie.manager ?? '' },
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const contact: ContactRow = created.json();
    expect(contact).toMatchObject({ ...body, version: 1, organisationName: 'St Aidan’s, Leeds' });
    const put = (ifMatch: string | undefined, payload: object) =>
      test.app.inject({
        method: 'PUT',
        url: `/api/contacts/${contact.id}`,
        headers: { cookie: cookie.manager ?? '', ...(ifMatch ? { 'if-match': ifMatch } : {}) },
        payload,
      });
    const edited = await put('1', { ...body, roleTitle: 'Vicar' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ roleTitle: 'Vicar', version: 2 });
    expect((await put('1', body)).statusCode).toBe(409);
    expect((await put(undefined, body)).statusCode).toBe(400);
  });

  it('refuses a half address, an unknown organisation and a student (422 / 403)', async () => {
    const post = (who: string, payload: object) =>
      test.app.inject({
        method: 'POST',
        url: '/api/contacts',
        headers: { cookie: cookie[who] ?? '' },
        payload,
      });
    const half = await post('manager', {
      name: 'A B',
      relationship: 'Referee',
      address1: '1 Road',
    });
    expect(half.statusCode).toBe(422);
    expect(half.json().details.map((d: { param: string }) => d.param)).toContain('city');
    const org = await post('manager', {
      name: 'A B',
      relationship: 'Referee',
      organisationId: 'x',
    });
    expect(org.statusCode).toBe(422);
    expect(org.json().details).toEqual([
      { param: 'organisationId', message: 'No such organisation' },
    ]);
    expect((await post('student', { name: 'A B', relationship: 'Referee' })).statusCode).toBe(403);
  });
});
