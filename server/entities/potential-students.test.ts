import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/api/harness';

// Potential students and their activity log: scoped to the hub director's hub, the programme
// director's programme, all for the registrar; a stage move logs one 'Stage change' activity;
// the author of an activity is the server's; activities are append-only and follow their lead.

let test: TestApp;
const cookies: Record<string, string> = {};

interface Lead {
  id: string;
  version: number;
  hubId: string | null;
  programme: string | null;
  ownerId: string | null;
  ownerName?: string | null;
  applicationId: string | null;
  stage: string;
}
interface Activity {
  id: string;
  kind: string;
  summary: string;
  authorId: string | null;
  authorName: string | null;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
async function call(
  who: string,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return test.app.inject({
    method,
    url,
    payload,
    headers: { cookie: cookies[who] ?? '', ...headers },
  });
}
const list = async <T>(who: string, url: string): Promise<T[]> => {
  const answer = await call(who, 'GET', url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().items;
};
const activitiesOf = (who: string, leadId: string) =>
  list<Activity>(who, `/api/lead-activities?potentialStudentId=${leadId}&pageSize=100`);

let all: Lead[] = [];
let own: Lead;
let elsewhere: Lead;

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 40 });
  for (const name of ['admin', 'registrar', 'hd', 'pd', 'manager', 'student']) {
    cookies[name] = await test.login(`${name}@college.test`);
  }
  all = await list<Lead>('registrar', '/api/potential-students?pageSize=200');
  own = all.find((lead) => lead.hubId === 'hub-1' && lead.stage === 'Initial contact made') as Lead;
  elsewhere = all.find(
    (lead) => lead.hubId !== 'hub-1' && lead.ownerId !== 'user-hd' && lead.programme !== 'BA',
  ) as Lead;
  expect(own).toBeDefined();
  expect(elsewhere).toBeDefined();
});
afterAll(() => test.close());

describe('who sees potential students', () => {
  it('the seed holds every stage, and several leads of the demo hub', () => {
    expect(new Set(all.map((lead) => lead.stage)).size).toBe(13);
    expect(all.filter((lead) => lead.hubId === 'hub-1').length).toBeGreaterThanOrEqual(5);
    // Applicants and students name their application; no one else does.
    const linked = all.filter((lead) => lead.applicationId);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((lead) => ['Applicant', 'Student'].includes(lead.stage))).toBe(true);
  });

  it('a hub director sees their hub’s leads only (404 for another hub’s)', async () => {
    const seen = await list<Lead>('hd', '/api/potential-students?pageSize=200');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(all.length);
    expect(seen.every((lead) => lead.hubId === 'hub-1' || lead.ownerId === 'user-hd')).toBe(true);
    expect((await call('hd', 'GET', `/api/potential-students/${elsewhere.id}`)).statusCode).toBe(
      404,
    );
    const patched = await call(
      'hd',
      'PATCH',
      `/api/potential-students/${elsewhere.id}`,
      { changes: { stage: 'Rejected' } },
      { 'if-match': String(elsewhere.version) },
    );
    expect(patched.statusCode).toBe(404);
  });

  it('a programme director sees their programme’s leads only', async () => {
    const seen = await list<Lead>('pd', '/api/potential-students?pageSize=200');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((lead) => lead.programme === 'BA' || lead.ownerId === 'user-pd')).toBe(true);
    expect((await call('pd', 'GET', `/api/potential-students/${elsewhere.id}`)).statusCode).toBe(
      404,
    );
  });

  it('the relationships manager sees them all; a student none (403)', async () => {
    expect((await list<Lead>('manager', '/api/potential-students?pageSize=200')).length).toBe(
      all.length,
    );
    expect((await call('student', 'GET', '/api/potential-students')).statusCode).toBe(403);
    expect((await call('student', 'GET', `/api/potential-students/${own.id}`)).statusCode).toBe(
      403,
    );
    expect((await call('student', 'GET', '/api/lead-activities')).statusCode).toBe(403);
  });

  it('a hub director cannot put a lead in another hub (403)', async () => {
    const made = await call('hd', 'POST', '/api/potential-students', {
      name: 'Outside',
      stage: 'Unknown',
      hubId: 'hub-2',
      programme: 'MA',
    });
    expect(made.statusCode, made.body).toBe(403);
    const mine = await call('hd', 'POST', '/api/potential-students', {
      name: 'Inside',
      stage: 'Unknown',
      hubId: 'hub-1',
    });
    expect(mine.statusCode, mine.body).toBe(201);
  });
});

describe('moving a stage', () => {
  it('logs one Stage change activity by the mover, once however often it is sent', async () => {
    const before = await activitiesOf('hd', own.id);
    const headers = { 'if-match': String(own.version), 'idempotency-key': 'move-once-1' };
    const body = { changes: { stage: 'Engaged with HD/PD' }, base: { stage: own.stage } };
    const url = `/api/potential-students/${own.id}`;
    const moved = await call('hd', 'PATCH', url, body, headers);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().stage).toBe('Engaged with HD/PD');
    const again = await call('hd', 'PATCH', url, body, headers);
    expect(again.statusCode).toBe(200);
    const after = await activitiesOf('hd', own.id);
    const changes = after.filter((a) => a.kind === 'Stage change');
    expect(after.length).toBe(before.length + 1);
    expect(changes.at(-1)).toMatchObject({
      summary: 'Moved from Initial contact made to Engaged with HD/PD',
      authorId: 'user-hd',
      authorName: 'Harriet Dunmore',
    });
    own = moved.json();
  });

  it('an edit that keeps the stage logs nothing', async () => {
    const before = (await activitiesOf('hd', own.id)).length;
    const edited = await call(
      'hd',
      'PATCH',
      `/api/potential-students/${own.id}`,
      { changes: { nextActionOn: '2026-12-01' } },
      { 'if-match': String(own.version) },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await activitiesOf('hd', own.id)).length).toBe(before);
    own = edited.json();
  });
});

describe('the owner', () => {
  it("is named by the server from the owner's account, whatever the client sends", async () => {
    const seeded = all.find((lead) => lead.ownerId === 'user-hd');
    expect(seeded).toMatchObject({ ownerName: 'Harriet Dunmore' });
    const taken = await call(
      'registrar',
      'PATCH',
      `/api/potential-students/${elsewhere.id}`,
      { changes: { ownerId: 'user-registrar', ownerName: 'Someone Forged' } },
      { 'if-match': String(elsewhere.version) },
    );
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ ownerId: 'user-registrar', ownerName: 'Rachel Okafor' });
    const released = await call(
      'registrar',
      'PATCH',
      `/api/potential-students/${elsewhere.id}`,
      { changes: { ownerId: null } },
      { 'if-match': String(taken.json().version) },
    );
    expect(released.json()).toMatchObject({ ownerId: null, ownerName: null });
    elsewhere = released.json();
  });

  it('a hub director takes on a lead of their hub', async () => {
    const unowned = all.find((lead) => lead.hubId === 'hub-1' && lead.id !== own.id) as Lead;
    const current = (await call('hd', 'GET', `/api/potential-students/${unowned.id}`)).json();
    const taken = await call(
      'hd',
      'PATCH',
      `/api/potential-students/${unowned.id}`,
      { changes: { ownerId: 'user-hd' }, base: { ownerId: current.ownerId } },
      { 'if-match': String(current.version) },
    );
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ ownerId: 'user-hd', ownerName: 'Harriet Dunmore' });
  });
});

describe('the activity log', () => {
  let activityId = '';

  it('a hub director logs a call; the author is the server’s', async () => {
    const made = await call('hd', 'POST', '/api/lead-activities', {
      potentialStudentId: own.id,
      kind: 'Call',
      on: '2026-10-01',
      summary: 'Talked about the open night',
      authorId: 'user-admin',
      authorName: 'Someone else',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ authorId: 'user-hd', authorName: 'Harriet Dunmore' });
    activityId = made.json().id;
  });

  it('refuses a Stage change logged by hand, and an empty summary (422 on the field)', async () => {
    const stage = await call('hd', 'POST', '/api/lead-activities', {
      potentialStudentId: own.id,
      kind: 'Stage change',
      on: '2026-10-01',
      summary: 'Moved',
    });
    expect(stage.statusCode).toBe(422);
    expect(stage.json().details[0].param).toBe('kind');
    const empty = await call('hd', 'POST', '/api/lead-activities', {
      potentialStudentId: own.id,
      kind: 'Call',
      on: '2026-10-01',
      summary: ' ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().details[0].param).toBe('summary');
  });

  it('no one changes or deletes an activity (403)', async () => {
    for (const who of ['hd', 'admin']) {
      const url = `/api/lead-activities/${activityId}`;
      const patched = await call(
        who,
        'PATCH',
        url,
        { changes: { summary: 'x' } },
        {
          'if-match': '1',
        },
      );
      expect(patched.statusCode).toBe(403);
      expect((await call(who, 'DELETE', url)).statusCode).toBe(403);
    }
  });

  it('a hub director cannot log an activity on another hub’s lead (422, not revealed)', async () => {
    const made = await call('hd', 'POST', '/api/lead-activities', {
      potentialStudentId: elsewhere.id,
      kind: 'Call',
      on: '2026-10-01',
      summary: 'Not mine',
    });
    expect([403, 422]).toContain(made.statusCode);
  });

  it('activities follow their lead to another hub', async () => {
    const moved = await call(
      'admin',
      'PATCH',
      `/api/potential-students/${own.id}`,
      { changes: { hubId: 'hub-2', ownerId: null, programme: 'MA' } },
      { 'if-match': String(own.version) },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call('hd', 'GET', `/api/lead-activities/${activityId}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/lead-activities/${activityId}`)).statusCode).toBe(200);
  });

  it('only the administrator deletes a lead, and not one with activities (409)', async () => {
    const url = `/api/potential-students/${own.id}`;
    expect((await call('registrar', 'DELETE', url)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', url)).statusCode).toBe(409);
  });
});
