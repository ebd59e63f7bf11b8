import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

// A hub director got 404 reading another hub's student but 403 changing it: the 403 said the
// record exists (issue 17, finding 9). A record out of the caller's scope, or missing, is 404
// to every action; 403 only for a record they see but may not change.

let test: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 30 });
  for (const name of ['admin', 'hd', 'student', 'student2']) {
    cookies[name] = await test.login(`${name}@college.test`);
  }
  const first = async (url: string) =>
    (await test.app.inject({ url, headers: { cookie: cookies.admin ?? '' } })).json().items[0];
  ids.ownStudent = (await first('/api/students?hubId=hub-1&pageSize=1')).id;
  ids.otherStudent = (await first('/api/students?hubId=hub-2&pageSize=1')).id;
  ids.ownApplication = (await first('/api/applications?hubId=hub-1&pageSize=1')).id;
  ids.otherApplication = (await first('/api/applications?hubId=hub-2&pageSize=1')).id;
  ids.otherEngagement = (await first('/api/engagements?studentId=student-00001&pageSize=1')).id;
  for (const [name, key] of [
    ['student', 'ownRequest'],
    ['student2', 'otherRequest'],
  ] as const) {
    const made = await test.app.inject({
      method: 'POST',
      url: '/api/forms/student/requests',
      headers: { cookie: cookies[name] ?? '' },
      payload: {
        type: 'recording',
        data: { sessionDate: '2025-10-01', session: 'Old Testament 1', reason: 'Illness' },
      },
    });
    ids[key] = made.json().id;
  }
});
afterAll(() => test.close());

async function statuses(
  who: string,
  calls: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object }[],
) {
  const answered: number[] = [];
  for (const call of calls) {
    const response = await test.app.inject({
      ...call,
      headers: { cookie: cookies[who] ?? '', 'if-match': '999' },
    });
    answered.push(response.statusCode);
  }
  return answered;
}

const everyAction = (url: string) => [
  { method: 'GET' as const, url },
  { method: 'PATCH' as const, url, payload: { changes: { phone: '1' } } },
  {
    method: 'PUT' as const,
    url,
    payload: {
      firstName: 'A',
      lastName: 'B',
      email: 'ab@example.org',
      hubId: 'hub-1',
      programmeCode: 'BA',
    },
  },
  { method: 'DELETE' as const, url },
];

describe('actions on records out of scope', () => {
  it('answers a hub director 404 for every action on another hub’s student, as for none', async () => {
    expect(await statuses('hd', everyAction(`/api/students/${ids.otherStudent}`))).toEqual([
      404, 404, 404, 404,
    ]);
    expect(await statuses('hd', everyAction('/api/students/student-99999'))).toEqual([
      404, 404, 404, 404,
    ]);
    // Their own hub's student: seen, and their details theirs to change (here refused only as
    // stale, If-Match 999: 409), but not to delete.
    expect(await statuses('hd', everyAction(`/api/students/${ids.ownStudent}`))).toEqual([
      200, 409, 409, 403,
    ]);
  });

  it('answers a student 404 for changes to another student’s engagement', async () => {
    const url = `/api/engagements/${ids.otherEngagement}`;
    expect(
      await statuses('student2', [
        { method: 'GET', url },
        { method: 'PATCH', url, payload: { changes: { code: 'E2' } } },
        { method: 'DELETE', url },
      ]),
    ).toEqual([404, 404, 404]);
  });

  it('answers 404 for the named commands on another hub’s application or request', async () => {
    const commands = (application: string, request: string) => [
      {
        method: 'POST' as const,
        url: `/api/applications/${application}/status`,
        payload: { status: 'Under review' },
      },
      {
        method: 'PUT' as const,
        url: `/api/applications/${application}/conditions`,
        payload: { conditions: [] },
      },
      {
        method: 'POST' as const,
        url: `/api/applications/${application}/deposit`,
        payload: { amountPence: 25000, paidOn: '2026-08-01' },
      },
      {
        method: 'POST' as const,
        url: `/api/applications/${application}/reference-invitations`,
        payload: { kind: 'reference', refereeName: 'R', refereeEmail: 'r@example.org' },
      },
      {
        method: 'POST' as const,
        url: `/api/applications/${application}/reference-invitations/none/resend`,
      },
      {
        method: 'POST' as const,
        url: `/api/student-requests/${request}/decision`,
        payload: { decision: 'Approved' },
      },
      { method: 'DELETE' as const, url: `/api/forms/student/requests/${request}` },
    ];
    expect(
      await statuses('hd', commands(ids.otherApplication ?? '', ids.otherRequest ?? '')),
    ).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(await statuses('hd', commands(ids.ownApplication ?? '', ids.ownRequest ?? ''))).toEqual([
      403, 403, 403, 403, 403, 403, 403,
    ]);
  });
});
