import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

let test: TestApp;
let student: string;
let student2: string;
beforeAll(async () => {
  test = await createTestApp({ students: 10, applications: 5 });
  student = await test.login('student@college.test');
  student2 = await test.login('student2@college.test');
});
afterAll(() => test.close());

const put = (url: string, cookie: string, payload?: object, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'PUT', url, headers: { cookie, ...headers }, payload });

const policies = {
  codeOfConduct: true,
  studentContract: true,
  safeguarding: true,
  academicConduct: true,
  policyVersion: '2025-1',
};

describe('PUT /api/forms/student/policies-agreed and session-enrolled', () => {
  it('refuses to enrol before the policies are agreed (409)', async () => {
    const response = await put('/api/forms/student/session-enrolled', student);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Agree to the four policies first');
  });

  it('answers 422 with one detail per policy not accepted', async () => {
    const response = await put('/api/forms/student/policies-agreed', student, {
      codeOfConduct: true,
      studentContract: false,
    });
    expect(response.statusCode).toBe(422);
    const params = response.json().details.map((detail: { param: string }) => detail.param);
    expect(params).toEqual(
      expect.arrayContaining(['studentContract', 'safeguarding', 'academicConduct']),
    );
    expect(params).not.toContain('codeOfConduct');
  });

  it('records the policies with version and time, then enrols', async () => {
    const agreed = await put('/api/forms/student/policies-agreed', student, policies);
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json()).toMatchObject({
      id: 'student-00001:policies-agreed',
      formId: 'policies-agreed',
      version: 1,
      data: { ...policies, agreedAt: expect.any(String) },
    });
    const renewed = await put(
      '/api/forms/student/policies-agreed',
      student,
      { ...policies, policyVersion: '2026-1' },
      { 'if-match': '1' },
    );
    expect(renewed.json()).toMatchObject({ version: 2, data: { policyVersion: '2026-1' } });

    const enrolled = await put('/api/forms/student/session-enrolled', student);
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toMatchObject({
      id: 'student-00001:session-enrolled',
      formId: 'session-enrolled',
      data: { enrolledAt: expect.any(String) },
    });
    // A repeat keeps the first enrolment.
    const again = await put('/api/forms/student/session-enrolled', student);
    expect(again.json()).toEqual(enrolled.json());
  });

  it("keeps each student's agreement to themselves", async () => {
    const other = await put('/api/forms/student/session-enrolled', student2);
    expect(other.statusCode).toBe(409);
    const staff = await test.login('registrar@college.test');
    expect((await put('/api/forms/student/policies-agreed', staff, policies)).statusCode).toBe(403);
  });
});
