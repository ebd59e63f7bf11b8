import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

// Issue 23: GET /api/residentials/choices, the tutors and module instances a residential's page
// and form name.

let test: TestApp;
const cookie: Record<string, string> = {};

const get = (who: string) =>
  test.app.inject({
    url: '/api/residentials/choices',
    headers: who === 'anonymous' ? {} : { cookie: cookie[who] ?? '' },
  });

beforeAll(async () => {
  test = await createTestApp({ students: 5, applications: 1 });
  for (const who of ['registrar', 'faculty', 'student', 'finance']) {
    cookie[who] = await test.login(`${who}@college.test`);
  }
});

afterAll(async () => {
  await test.close();
});

describe('GET /api/residentials/choices', () => {
  it('names the tutors and the module instances to the staff who see residentials', async () => {
    const answer = await get('registrar');
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{
      tutors: { id: string; name: string }[];
      moduleInstances: { id: string; moduleId: string; title: string }[];
    }>();
    expect(body.tutors.map((tutor) => tutor.id)).toContain('user-faculty');
    expect(body.tutors.every((tutor) => tutor.name.length > 0)).toBe(true);
    expect(body.moduleInstances.length).toBeGreaterThan(0);
    const first = body.moduleInstances[0];
    expect(first?.id.startsWith(first.moduleId)).toBe(true);
    expect((await get('faculty')).statusCode).toBe(200);
  });

  it('refuses those who do not, in the error shape', async () => {
    for (const who of ['student', 'finance']) {
      const answer = await get(who);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ message: expect.any(String) });
    }
    expect((await get('anonymous')).statusCode).toBe(401);
  });

  it('answers 404 while residential attendance is switched off', async () => {
    test.context.config.features.residentialAttendance = false;
    try {
      const answer = await get('registrar');
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: 'Residential attendance is switched off' });
    } finally {
      test.context.config.features.residentialAttendance = true;
    }
  });
});
