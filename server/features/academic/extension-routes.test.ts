import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentAssignment, CurrentExtension } from '#domain/forms/student-records';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { multipart, PDF_BYTES, PNG_BYTES } from '../../../tests/api/multipart';
import { studentRequests } from '../../db/schema';
import { isUniqueViolation } from '../../platform/evidence/evidence-store';

let test: TestApp;
const cookies: Record<string, string> = {};
let assignments: CurrentAssignment[] = [];

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 5 });
  for (const account of ['student', 'student2', 'admin', 'hd']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
  const response = await test.app.inject({
    url: '/api/forms/student/current-assignments',
    headers: { cookie: cookies.student ?? '' },
  });
  assignments = response.json().items;
});
afterAll(() => test.close());

const pathOf = (a: CurrentAssignment | undefined, slash = '/') =>
  `/api/forms/student/extension-request/${a?.engagementId}/${a?.sessionId}/${a?.moduleInstanceId}${slash}`;

function post(url: string, account: string, payload: object, headers: Record<string, string> = {}) {
  return test.app.inject({
    method: 'POST',
    url,
    headers: { cookie: cookies[account] ?? '', ...headers },
    payload,
  });
}

describe('POST /api/forms/student/extension-request/…', () => {
  it('approves a plain 7-day request at once', async () => {
    const response = await post(pathOf(assignments[0]), 'student', { length: 7, reason: 'Flu' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      type: 'extension',
      status: 'Approved',
      studentId: 'student-00001',
      decisionReason: 'Approved automatically: 7-day extension',
      subjectKey: `${assignments[0]?.engagementId}/${assignments[0]?.sessionId}/${assignments[0]?.moduleInstanceId}`,
      data: { mode: 'extensions', length: 7, reason: 'Flu', evidenceFileIds: [] },
    });
    expect(created.decidedAt).toEqual(expect.any(String));
    expect(created).not.toHaveProperty('scopeKeys');
  });

  it('refuses a second request for the same assignment (409), also without the slash', async () => {
    const again = await post(pathOf(assignments[0], ''), 'student', { length: 7, reason: 'Flu' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You have already asked for an extension for this assignment',
    );
  });

  it('needs evidence for 14 days: 422 without, Pending with a file', async () => {
    const url = pathOf(assignments[1]);
    const bare = await post(url, 'student', { length: 14, reason: 'Bereavement' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().details).toEqual([expect.objectContaining({ param: 'evidence' })]);
    const body = multipart({ data: JSON.stringify({ length: 14, reason: 'Bereavement' }) }, [
      { name: 'certificate.pdf', content: PDF_BYTES, type: 'application/pdf' },
    ]);
    const response = await post(url, 'student', body.payload, body.headers);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.status).toBe('Pending');
    expect(created.data.evidenceFileIds).toHaveLength(1);
    // Named on the request, for the student's list and the staff record.
    expect(created.data.evidenceFiles).toEqual([
      expect.objectContaining({ id: created.data.evidenceFileIds[0], fileName: 'certificate.pdf' }),
    ]);
    const listed = await test.app.inject({
      url: '/api/forms/student/current-extensions',
      headers: { cookie: cookies.student ?? '' },
    });
    const items = listed.json<{ items: CurrentExtension[] }>().items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      id: created.id,
      length: 14,
      status: 'Pending',
      newDueDate: null,
      originalDueDate: assignments[1]?.dueDate,
      evidenceFiles: [
        expect.objectContaining({ fileName: 'certificate.pdf', contentType: 'application/pdf' }),
      ],
    });
    expect(items[1]?.status).toBe('Approved');
    expect(items[1]?.newDueDate).not.toBeNull();
    const list = await test.app.inject({
      url: '/api/forms/student/current-assignments',
      headers: { cookie: cookies.student ?? '' },
    });
    const withRequest = list.json<{ items: CurrentAssignment[] }>().items;
    expect(
      withRequest.find((a) => a.moduleInstanceId === assignments[1]?.moduleInstanceId),
    ).toMatchObject({ extensionRequestId: created.id });
  });

  it('keeps the id a device gave a request queued offline (multipart too); refuses a bad one', async () => {
    const id = crypto.randomUUID();
    const own = await test.app.inject({
      url: '/api/forms/student/current-assignments',
      headers: { cookie: cookies.student2 ?? '' },
    });
    const target = own.json<{ items: CurrentAssignment[] }>().items.at(-1);
    const bad = await post(pathOf(target), 'student2', {
      id: 'no spaces',
      length: 7,
      reason: 'Flu',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([expect.objectContaining({ param: 'id' })]);
    const body = multipart({ data: JSON.stringify({ id, length: 21, reason: 'Surgery' }) }, [
      { name: 'letter.pdf', content: PDF_BYTES, type: 'application/pdf' },
    ]);
    const response = await post(pathOf(target), 'student2', body.payload, body.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id, status: 'Pending' });
    // Withdrawn again, so the assignment is free for the tests below.
    const withdrawn = await test.app.inject({
      method: 'DELETE',
      url: `/api/forms/student/requests/${id}`,
      headers: { cookie: cookies.student2 ?? '' },
    });
    expect(withdrawn.statusCode).toBe(204);
  });

  it('lets the student ask again after withdrawing', async () => {
    const url = pathOf(assignments[2]);
    const first = await post(url, 'student', { length: 21, reason: 'Surgery', evidence: 'Letter' });
    expect(first.statusCode).toBe(201);
    const withdrawn = await test.app.inject({
      method: 'DELETE',
      url: `/api/forms/student/requests/${first.json().id}`,
      headers: { cookie: cookies.student ?? '' },
    });
    expect(withdrawn.statusCode).toBe(204);
    const again = await post(url, 'student', {
      length: 'more',
      reason: 'Surgery',
      evidence: 'Letter',
    });
    expect(again.statusCode).toBe(201);
  });

  it('gives one detail per bad field', async () => {
    const response = await post(pathOf(assignments[2]), 'student', {
      length: 10,
      reason: ' ',
      evidenceFileIds: 'x',
    });
    expect(response.statusCode).toBe(422);
    const params = response
      .json()
      .details.map((d: { param: string }) => d.param)
      .sort();
    expect(params).toEqual(['evidenceFileIds', 'length', 'reason']);
  });

  it('answers 404 for another student’s engagement or a module not taken', async () => {
    const other = await post(pathOf(assignments[0]), 'student2', { length: 7, reason: 'Flu' });
    expect(other.statusCode).toBe(404);
    const a = assignments[0];
    const wrongSession = `/api/forms/student/extension-request/${a?.engagementId}/2019-20/${a?.moduleInstanceId}/`;
    expect((await post(wrongSession, 'student', { length: 7, reason: 'Flu' })).statusCode).toBe(
      404,
    );
  });

  it('refuses staff (403) and the administrator without a student record (404)', async () => {
    expect((await post(pathOf(assignments[0]), 'hd', { length: 7, reason: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await post(pathOf(assignments[0]), 'admin', { length: 7, reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('replays the answer for a repeated Idempotency-Key', async () => {
    const own = await test.app.inject({
      url: '/api/forms/student/current-assignments',
      headers: { cookie: cookies.student2 ?? '' },
    });
    const url = pathOf(own.json().items[0]);
    const headers = { 'idempotency-key': 'extension-once' };
    const first = await post(url, 'student2', { length: 7, reason: 'Flu' }, headers);
    const second = await post(url, 'student2', { length: 7, reason: 'Flu' }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().id).toBe(first.json().id);
  });
});

describe('evidence uploads with a request', () => {
  it('claims files uploaded first, once, and only the student’s own', async () => {
    const own = await test.app.inject({
      url: '/api/forms/student/current-assignments',
      headers: { cookie: cookies.student2 ?? '' },
    });
    const [, second, third] = own.json<{ items: CurrentAssignment[] }>().items;
    const upload = multipart({}, [{ name: 'scan.png', content: PNG_BYTES }]);
    const uploaded = await post(
      '/api/forms/student/evidence',
      'student2',
      upload.payload,
      upload.headers,
    );
    expect(uploaded.statusCode).toBe(201);
    const [file] = uploaded.json().items;
    expect(file).toMatchObject({ fileName: 'scan.png', contentType: 'image/png' });
    // Another student cannot claim it, here through a deferral request.
    const deferral = (evidenceFileIds: string[]) => ({
      type: 'deferral-waiver',
      data: { kind: 'Deferral', assignmentId: 'BT6101-2026-27', reason: 'Ill', evidenceFileIds },
    });
    const theirs = await post('/api/forms/student/requests', 'student', deferral([file.id]));
    expect(theirs.statusCode).toBe(422);
    const body = { length: 14, reason: 'Ill', evidenceFileIds: [file.id] };
    expect((await post(pathOf(second), 'student2', body)).statusCode).toBe(201);
    const reused = await post(pathOf(third), 'student2', body);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().details).toEqual([expect.objectContaining({ param: 'evidenceFileIds' })]);
    // A deferral claims a file uploaded for it.
    const next = await post(
      '/api/forms/student/evidence',
      'student2',
      upload.payload,
      upload.headers,
    );
    const claimed = await post(
      '/api/forms/student/requests',
      'student2',
      deferral([next.json().items[0].id]),
    );
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json().data.evidenceFileIds).toEqual([next.json().items[0].id]);
  });

  it('refuses a file that is not one of the accepted kinds, and bad data', async () => {
    const url = pathOf(assignments[2]);
    const html = multipart({ data: JSON.stringify({ length: 14, reason: 'x' }) }, [
      {
        name: 'evidence.pdf',
        content: '<html><script>alert(1)</script></html>',
        type: 'application/pdf',
      },
    ]);
    const refused = await post(url, 'student', html.payload, html.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details[0].message).toContain('Attach a PDF, PNG, JPEG');
    const noData = multipart({}, [{ name: 'a.pdf', content: PDF_BYTES }]);
    expect((await post(url, 'student', noData.payload, noData.headers)).json().details).toEqual([
      expect.objectContaining({ param: 'data' }),
    ]);
    const badJson = multipart({ data: '{' });
    expect((await post(url, 'student', badJson.payload, badJson.headers)).statusCode).toBe(422);
  });
});

describe('one live request per assignment, enforced by the database', () => {
  it('answers 201 then 409 to two requests at once', async () => {
    const response = await test.app.inject({
      url: '/api/forms/student/current-assignments',
      headers: { cookie: cookies.student2 ?? '' },
    });
    const last = response.json<{ items: CurrentAssignment[] }>().items.at(-1);
    const body = { length: 21, reason: 'Illness', evidence: 'Hospital letter' };
    const answers = await Promise.all([
      post(pathOf(last), 'student2', body),
      post(pathOf(last), 'student2', body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('recognises the unique index violation of this database', async () => {
    const row = {
      studentId: 'student-00003',
      type: 'extension',
      status: 'Pending',
      data: {},
      subjectKey: 'e/2026-27/m',
    };
    await test.context.db.insert(studentRequests).values({ ...row, id: 'race-1' });
    const error = await test.context.db
      .insert(studentRequests)
      .values({ ...row, id: 'race-2' })
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, 'student_requests_one_per_subject')).toBe(true);
    expect(isUniqueViolation(error, 'another_index')).toBe(false);
    expect(isUniqueViolation(new Error('x'), 'student_requests_one_per_subject')).toBe(false);
  });
});
