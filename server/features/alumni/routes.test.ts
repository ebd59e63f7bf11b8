import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { consents, engagements } from '../../db/schema';

let test: TestApp;
let manager: string;

beforeAll(async () => {
  test = await createTestApp();
  manager = await test.login('manager@college.test');
});
afterAll(async () => {
  await test.close();
});

interface Row {
  studentId: string;
  organisationId: string | null;
  organisationName: string | null;
  servingAs: string | null;
  consents: string[];
}

async function list(query = '', cookie = manager) {
  return test.app.inject({ url: `/api/alumni${query}`, headers: { cookie } });
}

const serve = (studentId: string, payload: object, cookie = manager) =>
  test.app.inject({
    method: 'PUT',
    url: `/api/alumni/${studentId}/serving`,
    headers: { cookie },
    payload,
  });

describe('alumni', () => {
  it('lists exactly the students with a Completed engagement', async () => {
    const items: Row[] = (await list()).json().items;
    const completed = await test.context.db
      .selectDistinct({ studentId: engagements.studentId })
      .from(engagements)
      .where(eq(engagements.status, 'Completed'));
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((row) => row.studentId).sort()).toEqual(
      completed.map((row) => row.studentId).sort(),
    );
  });

  it('shows consent both ways, and the mailing export leaves out those without Post or Marketing e-mail', async () => {
    const items: Row[] = (await list()).json().items;
    const [withPost, without] = [
      items.find((row) => row.consents.includes('Post')),
      items.find((row) => row.consents.length === 0),
    ];
    if (!withPost || !without) throw new Error('The seed should have both kinds of alumni');
    // A Phone-only consent does not put someone on the mailing list.
    await test.context.db.insert(consents).values({
      id: 'consent-phone-only',
      personKind: 'student',
      personId: without.studentId,
      personName: 'Someone',
      purpose: 'Phone',
      source: 'Test',
      givenOn: '2020-01-01',
    });
    const consented: Row[] = (await list('?consent=Consented')).json().items;
    expect(consented.every((row) => row.consents.length > 0)).toBe(true);
    const mailing = await list('?export=csv&for=mailing');
    expect(mailing.statusCode).toBe(200);
    expect(mailing.body).toContain(withPost.studentId);
    expect(mailing.body).not.toContain(without.studentId);
    const mailable = items.filter((row) =>
      row.consents.some((purpose) => purpose === 'Post' || purpose === 'Marketing e-mail'),
    );
    expect(mailing.body.trim().split('\n')).toHaveLength(mailable.length + 1);
    await test.context.db.delete(consents).where(inArray(consents.id, ['consent-phone-only']));
  });

  it('sets where an alumnus serves, validated', async () => {
    const items: Row[] = (await list()).json().items;
    const alumnus = items[0];
    if (!alumnus) throw new Error('No alumni');
    const set = await serve(alumnus.studentId, { organisationId: 'org-002', servingAs: 'Elder' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ organisationId: 'org-002', servingAs: 'Elder' });
    expect(set.json().organisationName).toBeTruthy();
    const unknown = await serve(alumnus.studentId, { organisationId: 'org-none' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([
      { message: 'No such organisation', param: 'organisationId' },
    ]);
    const roleOnly = await serve(alumnus.studentId, { organisationId: null, servingAs: 'Elder' });
    expect(roleOnly.statusCode).toBe(422);
    expect(roleOnly.json().details[0].param).toBe('servingAs');
    const cleared = await serve(alumnus.studentId, { organisationId: null });
    expect(cleared.json()).toMatchObject({ organisationId: null, servingAs: null });
  });

  it('refuses a student who has not completed, and students and finance', async () => {
    const current = await test.context.db
      .select({ studentId: engagements.studentId })
      .from(engagements)
      .where(eq(engagements.status, 'Current'));
    const alumni = new Set(((await list()).json().items as Row[]).map((row) => row.studentId));
    const notAlumnus = current.find((row) => !alumni.has(row.studentId));
    if (!notAlumnus) throw new Error('No current student');
    expect((await serve(notAlumnus.studentId, { organisationId: 'org-001' })).statusCode).toBe(404);
    for (const email of ['student@college.test', 'finance@college.test', 'hd@college.test']) {
      const cookie = await test.login(email);
      expect((await list('', cookie)).statusCode).toBe(403);
      expect((await serve(notAlumnus.studentId, { organisationId: null }, cookie)).statusCode).toBe(
        403,
      );
    }
  });
});
