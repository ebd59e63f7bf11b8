import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES, type Feature } from '#domain/config/feature-list';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { applications, auditLog, users } from '../../db/schema';

let test: TestApp;
const cookies: Record<string, string> = {};
let applicationId = '';

type Account = 'admin' | 'finance' | 'student' | 'registrar';

beforeAll(async () => {
  test = await createTestApp();
  // The demo student answers the HESA form too (forms:hesa), as a college may grant.
  await test.database.db
    .update(users)
    .set({ claims: ['forms:hesa'] })
    .where(eq(users.email, 'student@college.test'));
  for (const account of ['admin', 'finance', 'student', 'registrar'] as const) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
  const [application] = await test.database.db.select().from(applications).limit(1);
  applicationId = application?.id ?? '';
});
afterAll(async () => {
  await test.close();
});

async function setSwitch(name: string, enabled: boolean, account: Account = 'admin') {
  return test.app.inject({
    method: 'PUT',
    url: `/api/admin/features/${name}`,
    headers: { cookie: cookies[account] ?? '' },
    payload: { enabled },
  });
}

async function call(account: Account, method: 'GET' | 'PUT' | 'POST', url: string, body?: object) {
  return test.app.inject({
    method,
    url: url.replace('{application}', applicationId),
    headers: { cookie: cookies[account] ?? '' },
    ...(body ? { payload: body } : {}),
  });
}

// Each switch of spec §1 and a call of the area it switches: off, the area does not exist (404
// "… switched off"); on, the call is answered as usual. Switches whose area is only the client's
// (or that have no behaviour here, README) are checked through the account the client follows.
const ROUTES: Partial<
  Record<Feature, { account: Account; method: 'GET' | 'PUT' | 'POST'; url: string; body?: object }>
> = {
  invoices: { account: 'finance', method: 'GET', url: '/api/finance/invoices' },
  payments: {
    account: 'finance',
    method: 'POST',
    url: '/api/finance/invoices/no-such-invoice/payments',
    body: { amountPence: 100, paidOn: '2026-10-01', method: 'Bank transfer' },
  },
  bursaries: { account: 'finance', method: 'GET', url: '/api/finance/bursaries' },
  financeRequests: { account: 'finance', method: 'GET', url: '/api/finance/requests' },
  accountingService: { account: 'finance', method: 'GET', url: '/api/finance/xero' },
  conditionalOffers: {
    account: 'admin',
    method: 'PUT',
    url: '/api/applications/{application}/conditions',
    body: {},
  },
  hesa: { account: 'student', method: 'GET', url: '/api/forms/student/hesaquestions' },
};

const isSwitchedOff = (response: { statusCode: number; body: string }) =>
  response.statusCode === 404 && /switched off/.test(response.body);

describe('feature switches', () => {
  it('lists the 19 switches with their defaults, values and last change', async () => {
    const response = await call('admin', 'GET', '/api/admin/features');
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { name: string; default: boolean; enabled: boolean }[];
    expect(items.map((item) => item.name)).toEqual([...FEATURES]);
    for (const item of items) {
      expect(item.default).toBe(test.context.config.features[item.name as Feature]);
    }
  });

  it('lets only a sysadmin change a switch, and answers 404 for an unknown one', async () => {
    expect((await setSwitch('helpdesk', false, 'registrar')).statusCode).toBe(403);
    expect((await call('registrar', 'GET', '/api/admin/features')).statusCode).toBe(403);
    const unknown = await setSwitch('no-such-switch', true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'There is no such feature switch' });
    expect((await call('admin', 'PUT', '/api/admin/features/helpdesk', { on: 1 })).statusCode).toBe(
      422,
    );
  });

  for (const name of FEATURES) {
    it(`${name}: switching it changes what the API answers`, async () => {
      const original = test.context.config.features[name];
      const route = ROUTES[name];
      try {
        for (const enabled of [!original, original]) {
          const changed = await setSwitch(name, enabled);
          expect(changed.statusCode).toBe(200);
          expect(changed.json()).toMatchObject({ name, enabled, default: original });
          expect(changed.json().changed.byName).toBe('Alex Morgan');
          // The account every signed-in user gets brings the switch as it is now.
          const account = await call('registrar', 'GET', '/api/auth/account');
          expect(account.json().features[name]).toBe(enabled);
          if (route) {
            const answer = await call(route.account, route.method, route.url, route.body);
            expect(isSwitchedOff(answer), `${route.url} ${answer.body}`).toBe(!enabled);
          }
        }
      } finally {
        await setSwitch(name, original);
      }
    });
  }

  it('audits each change with who made it', async () => {
    await setSwitch('badges', false);
    await setSwitch('badges', true);
    const rows = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, 'badges'));
    const changes = rows
      .filter((row) => row.entity === 'feature-settings')
      .map((row) => row.changes);
    expect(changes).toContainEqual({ enabled: { before: true, after: false } });
    expect(changes).toContainEqual({ enabled: { before: false, after: true } });
  });
});
