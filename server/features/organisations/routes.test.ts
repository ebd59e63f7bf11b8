import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { alumniProfiles, contacts, engagements } from '../../db/schema';

let test: TestApp;
let registrar: string;
let manager: string;

beforeAll(async () => {
  test = await createTestApp();
  registrar = await test.login('registrar@college.test');
  manager = await test.login('manager@college.test');
});
afterAll(async () => {
  await test.close();
});

const church = {
  name: 'Grace Church, Leeds',
  partnerType: 'Church',
  status: 'Feeder Church',
  hubId: 'hub-5',
  address: { address1: '1 High Street', city: 'Leeds', postCode: 'LS1 1AA' },
  email: 'office@grace.example.org',
  phone: '0113 496 0000',
  website: 'https://grace.example.org',
};

async function create(payload: object, cookie = registrar) {
  return test.app.inject({
    method: 'POST',
    url: '/api/organisations',
    headers: { cookie },
    payload,
  });
}

describe('organisations', () => {
  it('lists the seeded churches and partners with their hub, filtered and searched', async () => {
    const all = await test.app.inject({ url: '/api/organisations', headers: { cookie: manager } });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBeGreaterThanOrEqual(40);
    expect(body.options.partnerTypes).toContain('Church');
    const churches = await test.app.inject({
      url: '/api/organisations?partnerType=Church&status=Hub%20Church&hub=hub-1',
      headers: { cookie: manager },
    });
    const items: { partnerType: string; status: string; hubId: string; hubName: string }[] =
      churches.json().items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toMatchObject({ partnerType: 'Church', status: 'Hub Church', hubId: 'hub-1' });
    }
    const csv = await test.app.inject({
      url: '/api/organisations?partnerType=Church&export=csv',
      headers: { cookie: manager },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Partner type');
    expect(csv.body).not.toContain('Mission agency');
  });

  it('creates a church with its address, and the record shows it', async () => {
    const created = await create(church);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const record = await test.app.inject({
      url: `/api/organisations/${id}`,
      headers: { cookie: registrar },
    });
    expect(record.json().organisation).toMatchObject({
      name: 'Grace Church, Leeds',
      status: 'Feeder Church',
      city: 'Leeds',
      postCode: 'LS1 1AA',
      hubName: expect.stringContaining('Hub'),
      version: 1,
    });
  });

  it('refuses a status of the other partner type list with 422 naming the field', async () => {
    const refused = await create({ ...church, status: 'Partner' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION',
      details: [{ param: 'status', message: expect.stringContaining('partner type') }],
    });
    const charity = await create({ ...church, partnerType: 'Charity', status: 'Hub Church' });
    expect(charity.statusCode).toBe(422);
    expect(charity.json().details[0].param).toBe('status');
    const hub = await create({ ...church, hubId: 'hub-99' });
    expect(hub.statusCode).toBe(422);
    expect(hub.json().details).toEqual([{ message: 'No such hub', param: 'hubId' }]);
  });

  it('edits with the version it read, and refuses a stale one', async () => {
    const { id } = (await create({ ...church, name: 'Hope Church' })).json();
    const put = (version: number, payload: object) =>
      test.app.inject({
        method: 'PUT',
        url: `/api/organisations/${id}`,
        headers: { cookie: manager, 'if-match': String(version) },
        payload,
      });
    const edited = await put(1, { ...church, name: 'Hope Church', status: 'Hub Church' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'Hub Church', version: 2 });
    const stale = await put(1, { ...church, name: 'Hope Church' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.version).toBe(2);
    const partner = await put(2, {
      ...church,
      partnerType: 'Mission agency',
      status: 'Hub Church',
    });
    expect(partner.statusCode).toBe(422);
  });

  it('lists the alumni who serve there and its contacts', async () => {
    const { id } = (await create({ ...church, name: 'Linked Church' })).json();
    const { db } = test.context;
    const [done] = await db
      .select({ studentId: engagements.studentId })
      .from(engagements)
      .where(eq(engagements.status, 'Completed'))
      .limit(1);
    if (!done) throw new Error('The seed has no completed engagement');
    await db
      .insert(alumniProfiles)
      .values({ studentId: done.studentId, organisationId: id, servingAs: 'Curate' })
      .onConflictDoUpdate({
        target: alumniProfiles.studentId,
        set: { organisationId: id, servingAs: 'Curate' },
      });
    await db.insert(contacts).values({
      id: 'contact-linked',
      name: 'Ruth',
      lastName: 'Price',
      relationship: 'Church leader',
      roleTitle: 'Vicar',
      organisationId: id,
    });
    const record = await test.app.inject({
      url: `/api/organisations/${id}`,
      headers: { cookie: manager },
    });
    expect(record.json().alumni).toEqual([
      expect.objectContaining({ studentId: done.studentId, servingAs: 'Curate' }),
    ]);
    expect(record.json().contacts).toEqual([
      expect.objectContaining({ name: 'Ruth Price', roleTitle: 'Vicar' }),
    ]);
  });

  it('is not for students, hub directors or finance', async () => {
    for (const email of ['student@college.test', 'hd@college.test', 'finance@college.test']) {
      const cookie = await test.login(email);
      const list = await test.app.inject({ url: '/api/organisations', headers: { cookie } });
      expect(list.statusCode).toBe(403);
      expect(list.json().code).toBe('FORBIDDEN');
      expect((await create(church, cookie)).statusCode).toBe(403);
    }
    const missing = await test.app.inject({
      url: '/api/organisations/no-such-organisation',
      headers: { cookie: registrar },
    });
    expect(missing.statusCode).toBe(404);
  });
});
