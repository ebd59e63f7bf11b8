import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentRow } from '#domain/consents/records';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

const TODAY = new Date().toISOString().slice(0, 10);

describe('consents: manager-only list and changes, consents:view to read one', () => {
  let test: TestApp;
  const cookie: Record<string, string> = {};
  let held: ConsentRow;
  beforeAll(async () => {
    test = await createTestApp({ students: 3, applications: 3 });
    for (const account of ['manager', 'registrar', 'student', 'admin', 'finance'])
      cookie[account] = await test.login(`${account}@college.test`);
  });
  afterAll(() => test.close());

  const call = (
    who: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    ifMatch?: number,
  ) =>
    test.app.inject({
      method,
      url,
      headers: { cookie: cookie[who] ?? '', ...(ifMatch ? { 'if-match': String(ifMatch) } : {}) },
      ...(payload ? { payload } : {}),
    });

  it('lists consents for the manager (and the administrator) only', async () => {
    const answer = await call('manager', 'GET', '/api/consents?purpose=Fundraising');
    expect(answer.statusCode).toBe(200);
    const items: ConsentRow[] = answer.json().items;
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((c) => c.purpose === 'Fundraising')).toBe(true);
    expect(items.some((c) => c.withdrawnOn !== null)).toBe(true);
    held = items.find((c) => c.personId === 'contact-0001') as ConsentRow;
    expect(held).toBeDefined();
    expect((await call('admin', 'GET', '/api/consents')).statusCode).toBe(200);
    for (const who of ['registrar', 'student', 'finance'])
      expect((await call(who, 'GET', '/api/consents')).statusCode).toBe(403);
  });

  it('lets the registrar read one consent, but not students', async () => {
    const answer = await call('registrar', 'GET', `/api/consents/${held.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ personName: 'Hannah Whitfield', purpose: 'Fundraising' });
    expect((await call('student', 'GET', `/api/consents/${held.id}`)).statusCode).toBe(403);
    expect((await call('registrar', 'GET', '/api/consents/consent-none')).statusCode).toBe(404);
  });

  it('records a consent (manager), refusing a second that holds and an unknown person', async () => {
    const body = {
      personKind: 'contact',
      personId: 'contact-0001',
      purpose: 'Phone',
      source: 'Phone call',
      givenOn: TODAY,
    };
    expect((await call('registrar', 'POST', '/api/consents', body)).statusCode).toBe(403);
    const created = await call('manager', 'POST', '/api/consents', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...body, personName: 'Hannah Whitfield' });
    expect((await call('manager', 'POST', '/api/consents', body)).statusCode).toBe(409);
    const nobody = await call('manager', 'POST', '/api/consents', { ...body, personId: 'x' });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().details).toEqual([{ param: 'personId', message: 'No such person' }]);
    const future = await call('manager', 'POST', '/api/consents', {
      ...body,
      purpose: 'Post',
      givenOn: '2999-01-01',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().details[0].param).toBe('givenOn');
  });

  it('withdraws a consent (manager), keeping its row; not twice, not by the registrar', async () => {
    const url = `/api/consents/${held.id}/withdraw`;
    const body = { withdrawnOn: TODAY, reason: 'Asked by e-mail to stop' };
    expect((await call('registrar', 'POST', url, body, held.version)).statusCode).toBe(403);
    expect((await call('student', 'POST', url, body, held.version)).statusCode).toBe(403);
    const early = await call(
      'manager',
      'POST',
      url,
      { ...body, withdrawnOn: '2000-01-01' },
      held.version,
    );
    expect(early.statusCode).toBe(422);
    expect((await call('manager', 'POST', url, body)).statusCode).toBe(400);
    const done = await call('manager', 'POST', url, body, held.version);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      id: held.id,
      withdrawnOn: TODAY,
      withdrawnReason: body.reason,
      version: held.version + 1,
    });
    const again = await call('manager', 'POST', url, body, held.version + 1);
    expect(again.statusCode).toBe(409);
    const kept = await call('manager', 'GET', '/api/consents?state=Withdrawn');
    expect(kept.json().items.map((c: ConsentRow) => c.id)).toContain(held.id);
  });
});
