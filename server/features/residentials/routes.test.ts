import { and, eq, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlinePackSchema, type PackStudent } from '#domain/residentials/offline-pack';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { changes, featureSettings, residentials, studentForms } from '../../db/schema';
import { DEMO_STUDENT_ID, DEMO_TUTOR_ID } from '../../db/seed/demo-accounts';
import {
  HUB_RESIDENTIAL_ID,
  OTHER_HUB_RESIDENTIAL_ID,
  PAST_RESIDENTIAL_ID,
} from '../../db/seed/residentials';
import { refreshFeatureSwitches } from '../../platform/features';
import { readExpectedStudents } from './expected';

// Issue 23: who sees which residential, and what the offline pack holds for each caller.

let t: TestApp;
const ACCOUNTS = ['admin', 'registrar', 'hd', 'faculty', 'student', 'student2', 'finance'] as const;
type Account = (typeof ACCOUNTS)[number];
const cookies: Partial<Record<Account, string>> = {};

beforeAll(async () => {
  t = await createTestApp({ students: 40, applications: 0 });
  for (const account of ACCOUNTS) cookies[account] = await t.login(`${account}@college.test`);
});
afterAll(() => t.close());

const get = (account: Account, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookies[account] ?? '' } });

async function pack(account: Account, id = HUB_RESIDENTIAL_ID) {
  const response = await get(account, `/api/residentials/${id}/offline-pack`);
  expect(response.statusCode).toBe(200);
  return offlinePackSchema.parse(response.json());
}

async function setForm(studentId: string, formId: string, data: unknown) {
  const where = and(eq(studentForms.studentId, studentId), eq(studentForms.formId, formId));
  await t.context.db.delete(studentForms).where(where);
  await t.context.db
    .insert(studentForms)
    .values({ id: `${studentId}:${formId}`, studentId, formId, data, scopeKeys: [] });
}

const REQUIREMENTS = {
  dietary: ['Vegetarian'],
  accessibility: 'Yes',
  accessibilityDetails: 'Ground-floor room',
  evacuation: 'Needs help on stairs',
};
const CONTACTS = {
  contacts: [
    {
      name: 'Sam Pryce',
      relationship: 'Spouse',
      phone: '07700 900123',
      email: 'sam@example.org',
      consentToContact: true,
    },
  ],
};
const support = (consentToShare: boolean) => ({
  needs: ['Dyslexia'],
  details: 'Extra reading time',
  supportPlan: 'Yes',
  consentToShare,
});

describe('residentials: the seed', () => {
  it('expects the demo student at the hub-1 residential, and only hub-1 students', async () => {
    const [row] = await t.context.db
      .select()
      .from(residentials)
      .where(eq(residentials.id, HUB_RESIDENTIAL_ID));
    if (!row) throw new Error('No hub-1 residential');
    const expected = await readExpectedStudents(t.context.db, row);
    expect(expected.map((student) => student.id)).toContain(DEMO_STUDENT_ID);
    expect(new Set(expected.map((student) => student.hubId))).toEqual(new Set(['hub-1']));
    const names = expected.map((student) => student.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(row.sessions.filter((session) => session.tutorId === DEMO_TUTOR_ID)).toHaveLength(1);
  });
});

describe('residentials: scope', () => {
  it('lists to each caller the residentials of their hub or where they teach, by start', async () => {
    const ids = async (account: Account) => {
      const response = await get(account, '/api/residentials');
      expect(response.statusCode).toBe(200);
      const body = response.json() as {
        residentials: { id: string; startDate: string; expectedCount: number }[];
      };
      const dates = body.residentials.map((item) => item.startDate);
      expect(dates).toEqual([...dates].sort());
      return body.residentials.map((item) => item.id);
    };
    expect((await ids('registrar')).sort()).toEqual(
      [HUB_RESIDENTIAL_ID, OTHER_HUB_RESIDENTIAL_ID, PAST_RESIDENTIAL_ID].sort(),
    );
    expect((await ids('hd')).sort()).toEqual([HUB_RESIDENTIAL_ID, PAST_RESIDENTIAL_ID].sort());
    expect((await ids('faculty')).sort()).toEqual([HUB_RESIDENTIAL_ID, PAST_RESIDENTIAL_ID].sort());
    for (const account of ['student', 'finance'] as const) {
      expect((await get(account, '/api/residentials')).statusCode).toBe(403);
    }
  });

  it('answers 404 for a residential out of the caller’s scope', async () => {
    for (const account of ['hd', 'faculty'] as const) {
      for (const suffix of ['', '/offline-pack']) {
        const response = await get(
          account,
          `/api/residentials/${OTHER_HUB_RESIDENTIAL_ID}${suffix}`,
        );
        expect([account, suffix, response.statusCode]).toEqual([account, suffix, 404]);
      }
    }
    const own = await get('hd', `/api/residentials/${HUB_RESIDENTIAL_ID}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().expectedStudentIds).toContain(DEMO_STUDENT_ID);
    expect((await get('registrar', '/api/residentials/no-such')).statusCode).toBe(404);
    expect((await get('student', `/api/residentials/${HUB_RESIDENTIAL_ID}`)).statusCode).toBe(403);
  });

  it('counts the expected students each caller sees', async () => {
    const count = async (account: Account, id: string) => {
      const body = (await get(account, '/api/residentials')).json() as {
        residentials: { id: string; expectedCount: number }[];
      };
      return body.residentials.find((item) => item.id === id)?.expectedCount;
    };
    const past = (await pack('registrar', PAST_RESIDENTIAL_ID)).students;
    expect(await count('registrar', PAST_RESIDENTIAL_ID)).toBe(past.length);
    // The college's weekend: the hub director counts their hub's students only.
    expect(await count('hd', PAST_RESIDENTIAL_ID)).toBe(
      past.filter((student) => student.hubId === 'hub-1').length,
    );
  });
});

describe('residentials: the offline pack', () => {
  it('gives a hub director their hub’s students with details, and every session to mark', async () => {
    const hd = await pack('hd', PAST_RESIDENTIAL_ID);
    const all = await pack('registrar', PAST_RESIDENTIAL_ID);
    expect(all.students.some((student) => student.hubId !== 'hub-1')).toBe(true);
    expect(hd.students.length).toBeGreaterThan(0);
    expect(hd.students.every((student) => student.hubId === 'hub-1')).toBe(true);
    expect(hd.markableSessionIds).toHaveLength(4);
    const names = hd.students.map((student) => student.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });

  it('gives a tutor every expected student, but details only of their tutees', async () => {
    const expected = await readExpectedStudents(t.context.db, {
      hubId: 'hub-1',
      moduleInstanceIds:
        (
          await t.context.db
            .select({ ids: residentials.moduleInstanceIds })
            .from(residentials)
            .where(eq(residentials.id, HUB_RESIDENTIAL_ID))
        )[0]?.ids ?? [],
    });
    const other = expected.find((student) => student.tutorId !== DEMO_TUTOR_ID);
    if (!other) throw new Error('No expected student who is not the demo tutor’s tutee');
    for (const studentId of [DEMO_STUDENT_ID, other.id]) {
      await setForm(studentId, 'residential-requirements', REQUIREMENTS);
      await setForm(studentId, 'emergency-contacts', CONTACTS);
      await setForm(studentId, 'learning-support', support(true));
    }
    const tutor = await pack('faculty');
    expect(tutor.students.map((student) => student.id).sort()).toEqual(
      expected.map((student) => student.id).sort(),
    );
    expect(tutor.markableSessionIds).toEqual([`${HUB_RESIDENTIAL_ID}-session-1`]);
    const byId = (list: PackStudent[], id: string) => list.find((student) => student.id === id);
    expect(byId(tutor.students, DEMO_STUDENT_ID)).toMatchObject({
      requirements: { dietary: ['Vegetarian'], evacuation: 'Needs help on stairs' },
      emergencyContacts: [{ name: 'Sam Pryce', relationship: 'Spouse', phone: '07700 900123' }],
      support: { needs: ['Dyslexia'], details: 'Extra reading time' },
    });
    // Only what staff need at the venue: not the contact's e-mail or consent.
    expect(byId(tutor.students, DEMO_STUDENT_ID)?.emergencyContacts?.[0]).not.toHaveProperty(
      'email',
    );
    expect(byId(tutor.students, other.id)).toMatchObject({
      name: other.name,
      requirements: null,
      emergencyContacts: null,
      support: null,
    });
    // The hub director sees both students' details.
    const hd = await pack('hd');
    expect(byId(hd.students, other.id)?.requirements).toMatchObject({ dietary: ['Vegetarian'] });
    expect(hd.markableSessionIds).toHaveLength(4);
  });

  it('holds learning support only when the student agreed to share it', async () => {
    await setForm(DEMO_STUDENT_ID, 'learning-support', support(false));
    for (const account of ['faculty', 'hd', 'registrar'] as const) {
      const student = (await pack(account)).students.find((s) => s.id === DEMO_STUDENT_ID);
      expect([account, student?.support]).toEqual([account, null]);
      expect(student?.requirements).not.toBeNull();
    }
  });
});

describe('residentials: the student’s own', () => {
  it('lists the residentials the student is expected at, with venue and tutors', async () => {
    const response = await get('student', '/api/forms/residentials');
    expect(response.statusCode).toBe(200);
    const { residentials: own } = response.json() as {
      residentials: {
        id: string;
        venue: { name: string; wifiNetwork?: string };
        sessions: { id: string; tutorName?: string; tutorId?: string }[];
      }[];
    };
    // The college's weekend ended more than 30 days ago; hub-2's is another hub's.
    expect(own.map((item) => item.id)).toEqual([HUB_RESIDENTIAL_ID]);
    expect(own[0]?.venue.wifiNetwork).toBeTruthy();
    expect(own[0]?.sessions[0]).toMatchObject({ tutorName: 'Dr Fiona Hale' });
    expect(own[0]?.sessions[0]).not.toHaveProperty('tutorId');
    const other = (await get('student2', '/api/forms/residentials')).json() as {
      residentials: { id: string }[];
    };
    expect(other.residentials.map((item) => item.id)).not.toContain(HUB_RESIDENTIAL_ID);
    for (const account of ['registrar', 'faculty', 'hd'] as const) {
      expect((await get(account, '/api/forms/residentials')).statusCode).toBe(403);
    }
  });
});

describe('residentials: switched off', () => {
  /** The entities of the registrar's feed from just before the seeded residentials' changes. */
  async function feedEntities() {
    const [first] = await t.context.db
      .select({ seq: min(changes.seq) })
      .from(changes)
      .where(eq(changes.entity, 'residentials'));
    const cursor = Number(first?.seq ?? 1) - 1;
    const feed = await get('registrar', `/api/sync?cursor=${cursor}&limit=2000`);
    return (feed.json() as { changes: { entity: string }[] }).changes.map((c) => c.entity);
  }

  it('answers 404 on every route while residentialAttendance is off', async () => {
    expect(await feedEntities()).toEqual(
      expect.arrayContaining(['residentials', 'attendance-marks']),
    );
    await t.context.db.insert(featureSettings).values({
      name: 'residentialAttendance',
      enabled: false,
      updatedBy: 'user-admin',
      updatedByName: 'A',
    });
    await refreshFeatureSwitches(t.context, true);
    try {
      const id = HUB_RESIDENTIAL_ID;
      for (const [account, method, url] of [
        ['registrar', 'GET', '/api/residentials'],
        ['registrar', 'POST', '/api/residentials'],
        ['registrar', 'GET', `/api/residentials/${id}`],
        ['registrar', 'PUT', `/api/residentials/${id}`],
        ['hd', 'GET', `/api/residentials/${id}/offline-pack`],
        ['faculty', 'POST', `/api/residentials/${id}/marks`],
        ['student', 'GET', '/api/forms/residentials'],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { cookie: cookies[account] ?? '', 'if-match': '1' },
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        expect([url, method, response.statusCode]).toEqual([url, method, 404]);
        expect(response.json()).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Residential attendance is switched off',
        });
      }
      // The seeded residentials and marks are no longer fed to staff devices.
      expect(await feedEntities()).not.toContain('residentials');
      expect(await feedEntities()).not.toContain('attendance-marks');
    } finally {
      await t.context.db
        .delete(featureSettings)
        .where(eq(featureSettings.name, 'residentialAttendance'));
      await refreshFeatureSwitches(t.context, true);
    }
  });
});
