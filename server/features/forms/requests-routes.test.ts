import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { multipart, PDF_BYTES } from '../../../tests/api/multipart';
import { auditLog } from '../../db/schema';

let test: TestApp;
let student: string;
let student2: string;
let registrar: string;
let finance: string;
beforeAll(async () => {
  test = await createTestApp({ students: 10, applications: 5 });
  student = await test.login('student@college.test');
  student2 = await test.login('student2@college.test');
  registrar = await test.login('registrar@college.test');
  finance = await test.login('finance@college.test');
});
afterAll(() => test.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
  headers: Record<string, string> = {},
) => test.app.inject({ method, url, headers: { cookie, ...headers }, payload });

const recording = { sessionDate: '2025-10-01', session: 'Old Testament 1', reason: 'Illness' };
const ios = {
  category: '04',
  startDate: '2026-01-05',
  expectedReturnDate: '2026-09-01',
  details: 'A long illness after surgery',
};

async function newRequest(cookie = student): Promise<string> {
  const response = await call('POST', '/api/forms/student/requests', cookie, {
    type: 'recording',
    data: recording,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const params = (response: { json(): { details: { param: string }[] } }) =>
  response.json().details.map((detail) => detail.param);

describe('POST /api/forms/student/requests', () => {
  it('creates a pending request for the caller, audited', async () => {
    const response = await call('POST', '/api/forms/student/requests', student, {
      type: 'recording',
      data: recording,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      studentId: 'student-00001',
      type: 'recording',
      status: 'Pending',
      data: recording,
      version: 1,
      decidedAt: null,
    });
    expect(created.scopeKeys).toBeUndefined();
    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, created.id));
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
  });

  it('keeps the id the device gave a request queued offline; a second create with it is 409', async () => {
    const id = crypto.randomUUID();
    const first = await call('POST', '/api/forms/student/requests', student, {
      id,
      type: 'recording',
      data: recording,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().id).toBe(id);
    const again = await call('POST', '/api/forms/student/requests', student, {
      id,
      type: 'recording',
      data: recording,
    });
    expect(again.statusCode).toBe(409);
    const bad = await call('POST', '/api/forms/student/requests', student, {
      id: 'x y',
      type: 'recording',
      data: recording,
    });
    expect(bad.statusCode).toBe(422);
    expect(params(bad)).toEqual(['id']);
  });

  it('takes evidence files with a deferral (multipart), named on the request; refuses others', async () => {
    const deferral = {
      type: 'deferral-waiver',
      data: { kind: 'Deferral', assignmentId: 'a-1', reason: 'In hospital for a week' },
    };
    const body = multipart({ data: JSON.stringify(deferral) }, [
      { name: 'discharge-letter.pdf', content: PDF_BYTES, type: 'application/pdf' },
    ]);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/forms/student/requests',
      headers: { cookie: student, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.data.evidenceFiles).toEqual([
      expect.objectContaining({ fileName: 'discharge-letter.pdf', contentType: 'application/pdf' }),
    ]);
    const download = await test.app.inject({
      url: `/api/evidence/${created.data.evidenceFileIds[0]}`,
      headers: { cookie: registrar },
    });
    expect(download.statusCode).toBe(200);

    const recordingWithFile = multipart(
      { data: JSON.stringify({ type: 'recording', data: recording }) },
      [{ name: 'note.pdf', content: PDF_BYTES, type: 'application/pdf' }],
    );
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/forms/student/requests',
      headers: { cookie: student, ...recordingWithFile.headers },
      payload: recordingWithFile.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(params(refused)).toEqual(['evidence']);
  });

  it('answers 422 with one detail per bad field', async () => {
    const bad = await call('POST', '/api/forms/student/requests', student, {
      type: 'recording',
      data: { sessionDate: 'soon', reason: 'Because' },
    });
    expect(bad.statusCode).toBe(422);
    expect(params(bad)).toEqual(
      expect.arrayContaining(['data.sessionDate', 'data.session', 'data.reason']),
    );
    const unknown = await call('POST', '/api/forms/student/requests', student, {
      type: 'holiday',
      data: {},
    });
    expect(unknown.statusCode).toBe(422);
    expect(params(unknown)).toEqual(['type']);
  });

  it('refuses staff without forms:student', async () => {
    const response = await call('POST', '/api/forms/student/requests', registrar, {
      type: 'recording',
      data: recording,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('DELETE /api/forms/student/requests/{id}', () => {
  it('withdraws a pending request and keeps it', async () => {
    const id = await newRequest();
    expect((await call('DELETE', `/api/forms/student/requests/${id}`, student)).statusCode).toBe(
      204,
    );
    const kept = await call('GET', `/api/student-requests/${id}`, student);
    expect(kept.json()).toMatchObject({ status: 'Withdrawn', version: 2 });
    const again = await call('DELETE', `/api/forms/student/requests/${id}`, student);
    expect(again.statusCode).toBe(409);
  });

  it("answers 404 for another student's request, changing nothing", async () => {
    const id = await newRequest();
    expect((await call('DELETE', `/api/forms/student/requests/${id}`, student2)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/student-requests/${id}`, student2)).statusCode).toBe(404);
    expect((await call('GET', `/api/student-requests/${id}`, student)).json().status).toBe(
      'Pending',
    );
  });

  it('refuses to withdraw a decided request (409)', async () => {
    const id = await newRequest();
    await call('POST', `/api/student-requests/${id}/decision`, registrar, { decision: 'Approved' });
    const response = await call('DELETE', `/api/forms/student/requests/${id}`, student);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This request has been decided and cannot be withdrawn');
  });
});

describe('POST /api/student-requests/{id}/decision', () => {
  it('records the decision and mails the student with the reason', async () => {
    const id = await newRequest();
    const response = await call('POST', `/api/student-requests/${id}/decision`, registrar, {
      decision: 'Rejected',
      reason: 'The session was not recorded',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Rejected',
      decisionReason: 'The session was not recorded',
      decidedBy: 'user-registrar',
      version: 2,
    });
    expect(response.json().decidedAt).toEqual(expect.any(String));
    const mail = test.mail.at(-1);
    expect(mail).toMatchObject({ subject: 'Your request: recording Rejected' });
    expect(mail?.text).toContain('The session was not recorded');
    const seen = await call('GET', `/api/student-requests/${id}`, student);
    expect(seen.json()).toMatchObject({
      status: 'Rejected',
      decisionReason: 'The session was not recorded',
    });
  });

  it('decides only once (409), and needs a reason to reject (422)', async () => {
    const id = await newRequest();
    const noReason = await call('POST', `/api/student-requests/${id}/decision`, registrar, {
      decision: 'Rejected',
    });
    expect(noReason.statusCode).toBe(422);
    expect(params(noReason)).toEqual(['reason']);
    const first = await call('POST', `/api/student-requests/${id}/decision`, registrar, {
      decision: 'Approved',
    });
    expect(first.statusCode).toBe(200);
    const mails = test.mail.length;
    const second = await call('POST', `/api/student-requests/${id}/decision`, registrar, {
      decision: 'Rejected',
      reason: 'Changed my mind',
    });
    expect(second.statusCode).toBe(409);
    expect(test.mail.length).toBe(mails);
  });

  it('refuses staff without permission and students (403), and unknown ids (404)', async () => {
    const id = await newRequest();
    for (const cookie of [finance, student]) {
      const response = await call('POST', `/api/student-requests/${id}/decision`, cookie, {
        decision: 'Approved',
      });
      expect(response.statusCode).toBe(403);
    }
    const missing = await call('POST', '/api/student-requests/none/decision', registrar, {
      decision: 'Approved',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('cannot decide a withdrawn request', async () => {
    const id = await newRequest();
    await call('DELETE', `/api/forms/student/requests/${id}`, student);
    const response = await call('POST', `/api/student-requests/${id}/decision`, registrar, {
      decision: 'Approved',
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('GET/POST /api/forms/student/ios-request', () => {
  it("creates the caller's IoS requests and lists only theirs", async () => {
    const created = await call('POST', '/api/forms/student/ios-request', student, ios);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ type: 'ios', status: 'Pending', data: ios });
    await newRequest();
    const own = (await call('GET', '/api/forms/student/ios-request', student)).json();
    expect(own.items.map((item: { id: string }) => item.id)).toEqual([created.json().id]);
    expect(own.total).toBe(1);
    const other = (await call('GET', '/api/forms/student/ios-request', student2)).json();
    expect(other).toEqual({ items: [], total: 0 });
  });

  it('answers 422 with one detail per bad field', async () => {
    const response = await call('POST', '/api/forms/student/ios-request', student, {
      category: '99',
      startDate: '2026-01-05',
      expectedReturnDate: '2025-09-01',
    });
    expect(response.statusCode).toBe(422);
    expect(params(response)).toEqual(expect.arrayContaining(['category', 'details']));
  });

  it('refuses staff without forms:student', async () => {
    expect((await call('GET', '/api/forms/student/ios-request', registrar)).statusCode).toBe(403);
  });
});

describe('POST /api/student-requests (the generic record route)', () => {
  it('refuses a decision time that is no date and time: 422 on the field, not a 500', async () => {
    const admin = await test.login('admin@college.test');
    const response = await call('POST', '/api/student-requests', admin, {
      studentId: 'student-00001',
      type: 'recording',
      status: 'Rejected',
      data: recording,
      decidedAt: 'CCC',
    });
    expect(response.statusCode).toBe(422);
    expect(params(response)).toContain('decidedAt');
  });
});
