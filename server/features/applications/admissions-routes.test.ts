import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPEN_INTAKE, type TestApp } from '../../../tests/api/harness';

let test: TestApp;
let registrar: string;
let admin: string;
let hd: string;
let faculty: string;
let student: string;
beforeAll(async () => {
  test = await createTestApp({ students: 5, applications: 5 });
  registrar = await test.login('registrar@college.test');
  admin = await test.login('admin@college.test');
  hd = await test.login('hd@college.test');
  faculty = await test.login('faculty@college.test');
  student = await test.login('student@college.test');
});
afterAll(() => test.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie: string,
  payload?: object,
  headers: Record<string, string> = {},
) => test.app.inject({ method, url, headers: { cookie, ...headers }, payload });

/** A new application at a hub, made by the administrator. */
async function newApplication(hubId = 'hub-1', status = 'Under review'): Promise<string> {
  const id = `app-${randomUUID().slice(0, 8)}`;
  const response = await call('POST', '/api/applications', admin, {
    id,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `${id}@example.org`,
    hubId,
    status,
    intake: '2027-09-01',
    course: { course: 'BA', studyPace: 'PT', hub: hubId, flexi: false },
  });
  expect(response.statusCode).toBe(201);
  return id;
}

const review = (id: string, cookie: string, body: object, headers?: Record<string, string>) =>
  call('POST', `/api/applications/${id}/review`, cookie, body, headers);

describe('POST /api/applications/:id/review', () => {
  it('sets one section and records it in the history', async () => {
    const id = await newApplication();
    const response = await review(id, registrar, {
      section: 'placement',
      outcome: 'Accepted',
      comment: 'Good placement',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.version).toBe(2);
    expect(body.scopeKeys).toBeUndefined();
    expect(body.sections.placement).toMatchObject({
      outcome: 'Accepted',
      comment: 'Good placement',
      reviewedBy: 'user-registrar',
      reviewedByName: expect.any(String),
      reviewedAt: expect.any(String),
    });
    expect(body.history).toEqual([
      expect.objectContaining({
        kind: 'review',
        by: 'user-registrar',
        section: 'placement',
        outcome: 'Accepted',
        comment: 'Good placement',
      }),
    ]);
  });

  it('lets a hub director review their own hub only; faculty and students none', async () => {
    const own = await newApplication('hub-1');
    const other = await newApplication('hub-2');
    const body = { section: 'convictions', outcome: 'Acknowledged' };
    expect((await review(own, hd, body)).statusCode).toBe(200);
    expect((await review(other, hd, body)).statusCode).toBe(404);
    expect((await review(own, faculty, body)).statusCode).toBe(403);
    expect((await review(own, student, body)).statusCode).toBe(403);
    expect((await review('no-such-application', registrar, body)).statusCode).toBe(404);
  });

  it('refuses an outcome of another section, naming the section', async () => {
    const id = await newApplication();
    const response = await review(id, registrar, { section: 'placement', outcome: 'Received' });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { param: 'outcome', message: "'Received' is not an outcome of the Placement section" },
    ]);
    const unknown = await review(id, registrar, { section: 'hobbies', outcome: 'Accepted' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details.map((d: { param: string }) => d.param)).toEqual(['section']);
    const empty = await review(id, registrar, {});
    expect(
      empty
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['outcome', 'section']);
  });

  it('answers 409 with the current record when the section changed since its base', async () => {
    const id = await newApplication();
    const base = { outcome: null, comment: null };
    const first = await review(id, hd, { section: 'finances', outcome: 'Accepted', base });
    expect(first.statusCode).toBe(200);
    const stale = await review(id, registrar, {
      section: 'finances',
      outcome: 'Insufficient finances',
      base,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      section: 'finances',
      current: { id, version: 2, sections: { finances: { outcome: 'Accepted' } } },
    });
    // Another section reviewed from an older copy does not conflict.
    const otherSection = await review(id, registrar, {
      section: 'attendance',
      outcome: 'Accepted',
      base,
    });
    expect(otherSection.statusCode).toBe(200);
    expect(otherSection.json().sections).toMatchObject({
      finances: { outcome: 'Accepted' },
      attendance: { outcome: 'Accepted' },
    });
    // With the current review as base, the change applies.
    const current = await review(id, registrar, {
      section: 'finances',
      outcome: 'Insufficient finances',
      base: { outcome: 'Accepted', comment: null },
    });
    expect(current.statusCode).toBe(200);
  });

  it('checks the whole record version when If-Match is sent', async () => {
    const id = await newApplication();
    const body = { section: 'nextSteps', outcome: 'Accepted' };
    const stale = await review(id, registrar, body, { 'if-match': '"7"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.version).toBe(1);
    expect((await review(id, registrar, body, { 'if-match': '"1"' })).statusCode).toBe(200);
  });
});

describe('POST /api/applications/:id/quick-accept', () => {
  it('sets the sections that have no outcome, leaving reviewed ones', async () => {
    const id = await newApplication();
    await review(id, registrar, { section: 'placement', outcome: 'Rejected' });
    const response = await call('POST', `/api/applications/${id}/quick-accept`, hd, {});
    expect(response.statusCode).toBe(200);
    const { sections, history } = response.json();
    expect(sections.placement.outcome).toBe('Rejected');
    expect(sections.eligibility.outcome).toBe('Accepted');
    expect(sections.convictions.outcome).toBe('Acknowledged');
    expect(sections.bursaryApplication).toBeUndefined();
    // One entry per section changed: 18 sections, less placement and the two bursary ones.
    expect(history).toHaveLength(1 + 15);
    const again = await call('POST', `/api/applications/${id}/quick-accept`, registrar);
    expect(again.json().history).toHaveLength(16);
    expect((await call('POST', `/api/applications/${id}/quick-accept`, faculty)).statusCode).toBe(
      403,
    );
    const bad = await call('POST', `/api/applications/${id}/quick-accept`, hd, { all: true });
    expect(bad.statusCode).toBe(422);
  });
});

describe('POST /api/applications/:id/status', () => {
  it('needs a reason to reject, decline or defer', async () => {
    const id = await newApplication();
    const url = `/api/applications/${id}/status`;
    const missing = await call('POST', url, registrar, { status: 'Rejected (by the college)' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details).toEqual([expect.objectContaining({ param: 'reason' })]);
    const response = await call('POST', url, registrar, {
      status: 'Deferred (to future year)',
      reason: 'Family circumstances',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('Deferred (to future year)');
    expect(response.json().history).toEqual([
      expect.objectContaining({
        kind: 'status',
        from: 'Under review',
        status: 'Deferred (to future year)',
        reason: 'Family circumstances',
      }),
    ]);
  });

  it('refuses unknown statuses, confirmation by hand and non-admissions staff', async () => {
    const id = await newApplication();
    const url = `/api/applications/${id}/status`;
    const unknown = await call('POST', url, registrar, { status: 'Submitted' });
    expect(unknown.statusCode).toBe(422);
    const confirmed = await call('POST', url, registrar, { status: 'Confirmed (deposit paid)' });
    expect(confirmed.json().details).toEqual([
      { param: 'status', message: 'Record the deposit to confirm a place' },
    ]);
    expect((await call('POST', url, hd, { status: 'Approved' })).statusCode).toBe(403);
    expect((await call('POST', url, faculty, { status: 'Approved' })).statusCode).toBe(403);
    expect((await call('POST', url, registrar, { status: 'Approved' })).statusCode).toBe(200);
  });

  it('refuses a change made on a status someone else changed since (409 with the record)', async () => {
    const id = await newApplication();
    const url = `/api/applications/${id}/status`;
    const first = await call('POST', url, admin, {
      status: 'Place offered',
      base: { status: 'Under review' },
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('POST', url, registrar, {
      status: 'Deferred (to future year)',
      reason: 'Visa not yet granted',
      base: { status: 'Under review' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'The status of this application was changed by someone else meanwhile',
      current: { id, status: 'Place offered' },
    });
    const rebased = await call('POST', url, registrar, {
      status: 'Deferred (to future year)',
      reason: 'Visa not yet granted',
      base: { status: 'Place offered' },
    });
    expect(rebased.statusCode).toBe(200);
    expect(rebased.json().status).toBe('Deferred (to future year)');
    const bad = await call('POST', url, registrar, { status: 'Approved', base: { state: 'x' } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('PUT /api/applications/:id/conditions', () => {
  it('replaces the conditions, giving new ones an id', async () => {
    const id = await newApplication('hub-1', 'Place offered');
    const url = `/api/applications/${id}/conditions`;
    const response = await call('PUT', url, registrar, {
      conditions: [{ text: 'Satisfactory DBS check', met: false }],
    });
    expect(response.statusCode).toBe(200);
    const [condition] = response.json().conditions;
    expect(condition).toEqual({
      id: expect.any(String),
      text: 'Satisfactory DBS check',
      met: false,
    });
    const met = await call('PUT', url, registrar, {
      conditions: [
        { ...condition, met: true },
        { text: 'Second reference', met: false },
      ],
    });
    expect(met.json().conditions[0]).toEqual({ ...condition, met: true });
    expect(met.json().history.map((e: { kind: string }) => e.kind)).toEqual([
      'conditions',
      'conditions',
    ]);
    const bad = await call('PUT', url, registrar, { conditions: [{ text: '', met: 'no' }] });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['conditions.0.met', 'conditions.0.text']);
    expect((await call('PUT', url, hd, { conditions: [] })).statusCode).toBe(403);
  });

  it('is not there when conditional offers are switched off', async () => {
    const id = await newApplication();
    test.context.config.features.conditionalOffers = false;
    try {
      const response = await call('PUT', `/api/applications/${id}/conditions`, registrar, {
        conditions: [],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Conditional offers are switched off');
    } finally {
      test.context.config.features.conditionalOffers = true;
    }
  });
});

describe('GET /api/applications/:id/offer-letter', () => {
  it('prints the offer of an offered place as a PDF', async () => {
    const id = await newApplication('hub-1', 'Place offered');
    await call('PUT', `/api/applications/${id}/conditions`, registrar, {
      conditions: [{ text: 'Satisfactory DBS check', met: false }],
    });
    const response = await call('GET', `/api/applications/${id}/offer-letter`, registrar);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="offer-${id}\\.pdf"`),
    );
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('gives applicants the letter of the offer made to them, and no one else’s', async () => {
    const applicant = async (name: string) => {
      const { cookie, account } = await test.registerApplicant(name, `${randomUUID()}@example.org`);
      return { cookie, id: account.id };
    };
    const offered = await applicant('Ada Offered');
    const other = await applicant('Bo Other');
    const id = `app-${randomUUID().slice(0, 8)}`;
    const created = await call('POST', '/api/applications', admin, {
      id,
      applicantUserId: offered.id,
      firstName: 'Ada',
      lastName: 'Offered',
      email: `${id}@example.org`,
      hubId: 'hub-1',
      status: 'Place offered',
      intake: OPEN_INTAKE,
      course: { course: 'BA', studyPace: 'PT', hub: 'hub-1', flexi: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const own = await call('GET', `/api/applications/${id}/offer-letter`, offered.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(
      (await call('GET', `/api/applications/${id}/offer-letter`, other.cookie)).statusCode,
    ).toBe(404);
  });

  it('answers 409 without an offer, 404 out of scope, 403 without permission', async () => {
    const id = await newApplication('hub-1', 'Under review');
    const response = await call('GET', `/api/applications/${id}/offer-letter`, registrar);
    expect(response.statusCode).toBe(409);
    expect(response.json().current.id).toBe(id);
    expect((await call('GET', `/api/applications/nope/offer-letter`, registrar)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/applications/${id}/offer-letter`, hd)).statusCode).toBe(403);
  });
});
