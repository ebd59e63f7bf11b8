import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicYearOf } from '#domain/calendar/academic-year';
import type { ProvisionJob, RegistrationRow } from '#domain/course-platform/registrations';
import { isStaffAccount } from '#domain/course-platform/registrations';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { moduleInstances, moduleRegistrations, students, users } from '../../db/schema';
import { type MoodleDouble, startMoodleDouble } from '../../integrations/moodle/moodle-double';

let test: TestApp;
let moodle: MoodleDouble;
let admin: string;
/** A student registered on modules this session, and one of their instances. */
let studentId: string;
let instanceId: string;
let studentCount: number;
/** Our active staff accounts (listed beside the students, matched on e-mail). */
let staff: { id: string; email: string }[];
let peopleCount: number;

beforeAll(async () => {
  test = await createTestApp();
  admin = await test.login('admin@college.test');
  const { db } = test.context;
  const session = academicYearOf(test.context.clock?.() ?? new Date()).title;
  const instances = await db
    .select()
    .from(moduleInstances)
    .where(eq(moduleInstances.sessionId, session));
  const registered = await db
    .select()
    .from(moduleRegistrations)
    .innerJoin(moduleInstances, eq(moduleInstances.id, moduleRegistrations.moduleInstanceId))
    .where(eq(moduleInstances.sessionId, session));
  const first = registered[0]?.module_registrations;
  if (!first) throw new Error('The seed registered nobody this session');
  studentId = first.studentId;
  instanceId = first.moduleInstanceId;
  studentCount = (await db.select({ id: students.id }).from(students)).length;
  staff = (await db.select().from(users))
    .filter((user) => user.active && isStaffAccount(user.roles))
    .map((user) => ({ id: user.id, email: user.email }));
  peopleCount = studentCount + staff.length;
  moodle = await startMoodleDouble(
    instances.map((instance, index) => ({
      id: 100 + index,
      idnumber: instance.id,
      shortname: `C-${instance.id}`,
      fullname: instance.id,
      users: [],
      ...(instance.id === instanceId ? { completed: [] } : {}),
    })),
  );
});
afterAll(async () => {
  await moodle.close();
  await test.close();
});

const get = (url: string, cookie = admin) =>
  test.app.inject({ url: `/api/registrations${url}`, headers: { cookie } });

async function list(query = ''): Promise<RegistrationRow[]> {
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

async function provision(payload: object = {}): Promise<ProvisionJob> {
  const started = await test.app.inject({
    method: 'POST',
    url: '/api/registrations/provision',
    headers: { cookie: admin },
    payload,
  });
  expect(started.statusCode).toBe(202);
  let job: ProvisionJob = started.json();
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 20));
    job = (await get(`/provision/${job.id}`)).json();
  }
  return job;
}

describe('registrations (course platform)', () => {
  it('answers 409 when the platform is not configured, and 403 without the menu', async () => {
    test.context.moodle = undefined;
    const response = await get('');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ platformError: 'notconfigured' });
    expect(response.json().message).toContain('MOODLE_URL');
    expect((await get(`/${studentId}`)).statusCode).toBe(409);
    const registrar = await test.login('registrar@college.test');
    expect((await get('', registrar)).statusCode).toBe(403);
  });

  it('lists every student and member of staff without an account at first, with filters and search', async () => {
    test.context.moodle = { url: moodle.url, token: moodle.token };
    const rows = await list();
    expect(rows).toHaveLength(peopleCount);
    expect(
      rows
        .filter((row) => row.kind === 'Staff')
        .map((row) => row.studentId)
        .sort(),
    ).toEqual(staff.map((each) => each.id).sort());
    expect(rows.every((row) => row.state === 'No account')).toBe(true);
    const row = rows.find((each) => each.studentId === studentId);
    expect(row?.missingCourses).toContain(`C-${instanceId}`);
    // idnumbers are asked for in calls of at most 100.
    const lookups = moodle.calls.filter(
      (c) =>
        c.get('wsfunction') === 'core_user_get_users_by_field' && c.get('field') === 'idnumber',
    );
    expect(lookups.length).toBe(Math.ceil(studentCount / 100));
    // Staff are looked up by e-mail.
    const byEmail = moodle.calls.filter(
      (c) => c.get('wsfunction') === 'core_user_get_users_by_field' && c.get('field') === 'email',
    );
    expect(byEmail.length).toBe(Math.ceil(staff.length / 100));
    expect(await list('?kind=Staff')).toHaveLength(staff.length);
    expect((await list(`?q=${studentId}`)).map((each) => each.studentId)).toEqual([studentId]);
    expect(await list('?state=With%20account')).toEqual([]);
    expect((await get('?state=bogus')).statusCode).toBe(422);
  });

  it('creates the missing accounts in chunks and enrols them; a refused row is reported', async () => {
    const refused = (await list())[1];
    if (!refused) throw new Error('Too few students');
    moodle.refuse.add(refused.studentId.toLowerCase());
    const job = await provision();
    expect(job.total).toBe(peopleCount);
    expect(job.done).toBe(peopleCount);
    const failed = job.results.filter((result) => result.account === 'failed');
    expect(failed.map((result) => result.studentId)).toEqual([refused.studentId]);
    expect(failed[0]?.error).toContain('Username already exists');
    const creates = moodle.calls.filter((c) => c.get('wsfunction') === 'core_user_create_users');
    expect(
      creates.every((c) => [...c.keys()].filter((k) => k.endsWith('[idnumber]')).length <= 100),
    ).toBe(true);
    const mine = job.results.find((result) => result.studentId === studentId);
    expect(mine).toMatchObject({ account: 'created', error: null });
    expect(mine?.enrolled).toContain(`C-${instanceId}`);
    const rows = await list();
    expect(rows.find((row) => row.studentId === studentId)?.state).toBe('With account');
    expect(rows.find((row) => row.studentId === refused.studentId)?.state).toBe('No account');
  });

  it('is resumable: running it again creates and enrols only what is missing', async () => {
    moodle.refuse.clear();
    const before = moodle.users.length;
    const job = await provision();
    expect(moodle.users.length).toBe(before + 1);
    expect(job.results.filter((result) => result.account === 'created')).toHaveLength(1);
    expect(job.results.filter((result) => result.account === 'failed')).toHaveLength(0);
    expect((await list('?state=No%20account')).length).toBe(0);
  });

  it('matches staff on e-mail whatever the idnumber, and creates their accounts with the e-mail as username', async () => {
    const tutor = staff.find((each) => each.id !== 'user-admin') ?? staff[0];
    if (!tutor) throw new Error('No staff');
    const account = moodle.users.find((user) => user.email === tutor.email);
    // Created by the job: username = e-mail in lower case, idnumber = our user id, no courses.
    expect(account).toMatchObject({ username: tutor.email.toLowerCase(), idnumber: tutor.id });
    if (!account) return;
    // A hand-made account: another idnumber, the e-mail in capitals. Still this member of staff.
    account.idnumber = '';
    account.email = tutor.email.toUpperCase();
    const row = (await list('?kind=Staff')).find((each) => each.studentId === tutor.id);
    expect(row).toMatchObject({
      kind: 'Staff',
      state: 'With account',
      platformUserId: account.id,
      missingCourses: [],
    });
    const record = await get(`/${tutor.id}`);
    expect(record.statusCode).toBe(200);
    expect(record.json().row).toMatchObject({ kind: 'Staff', platformUserId: account.id });
    // Nothing more to create: no duplicate account for the renamed e-mail.
    const before = moodle.users.length;
    await provision();
    expect(moodle.users.length).toBe(before);
    // A student's account is never matched on e-mail.
    const other = (await list('?kind=Student')).find((each) => each.studentId !== studentId);
    const theirs = moodle.users.find((user) => user.idnumber === other?.studentId);
    if (!other || !theirs) throw new Error('No other student account');
    theirs.idnumber = '';
    expect((await list(`?q=${other.studentId}`))[0]?.state).toBe('No account');
    theirs.idnumber = other.studentId;
  });

  it("shows one student's account, courses and completion, tolerating nocriteriaset", async () => {
    const response = await get(`/${studentId}`);
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record.row.studentId).toBe(studentId);
    const tracked = record.courses.find((c: { idnumber: string }) => c.idnumber === instanceId);
    expect(tracked).toMatchObject({ completed: false, completionNote: null });
    const untracked = record.courses.find((c: { idnumber: string }) => c.idnumber !== instanceId);
    if (untracked) expect(untracked).toMatchObject({ completed: null });
    expect((await get('/nobody-at-all')).statusCode).toBe(404);
  });

  it('lists every course taken: our history beside the platform, with filters', async () => {
    const stray = moodle.courses.find((course) => course.idnumber !== instanceId);
    const user = moodle.users.find((each) => each.idnumber === studentId);
    if (!stray || !user) throw new Error('No course or account to use');
    // On the platform, not registered here: listed as "Platform only".
    if (!stray.users.some((each) => each.id === user.id))
      stray.users.push({ id: user.id, fullname: 'x', email: 'x', role: 'student' });
    const response = await get(`/historic?q=${studentId}`);
    expect(response.statusCode).toBe(200);
    const rows: { course: string; session: string | null; source: string; active: boolean }[] =
      response.json().items;
    const registered = await test.context.db
      .select()
      .from(moduleRegistrations)
      .where(eq(moduleRegistrations.studentId, studentId));
    expect(rows.filter((row) => row.source !== 'Platform only')).toHaveLength(registered.length);
    expect(rows.some((row) => row.source === 'Both' && row.active)).toBe(true);
    const sessions = new Set(rows.map((row) => row.session));
    expect(sessions.size).toBeGreaterThan(0);
    const platformOnly = await get(`/historic?q=${studentId}&source=Platform%20only`);
    const strayRegistered = registered.some((row) => row.moduleInstanceId === stray.idnumber);
    if (!strayRegistered)
      expect(platformOnly.json().items.map((row: { course: string }) => row.course)).toEqual([
        stray.shortname,
      ]);
  });

  it('reports the course groups and their leaders by hub', async () => {
    const course = moodle.courses.find((each) => each.idnumber === instanceId);
    if (!course) throw new Error('No course');
    course.groups = [
      { id: 1, name: 'Group A', idnumber: 'hub-1' },
      { id: 2, name: 'Nowhere', idnumber: '' },
    ];
    course.users.push(
      { id: 900, fullname: 'Tess Teacher', email: 't@x', role: 'editingteacher', groups: [1] },
      { id: 901, fullname: 'Other Teacher', email: 'o@x', role: 'editingteacher', groups: [] },
    );
    const student = course.users.find((user) => user.role === 'student');
    if (student) student.groups = [1];
    const response = await get('/groups');
    expect(response.statusCode).toBe(200);
    const rows: { group: string; hubId: string | null; leaders: string[]; students: number }[] =
      response.json().items;
    expect(rows.map((row) => [row.group, row.hubId, row.leaders, row.students])).toEqual([
      ['Group A', 'hub-1', ['Tess Teacher'], student ? 1 : 0],
      ['Nowhere', null, [], 0],
    ]);
    const without = (await get('/groups?leaders=without')).json().items;
    expect(without.map((row: { group: string }) => row.group)).toEqual(['Nowhere']);
    expect((await get('/groups?hub=hub-1')).json().total).toBe(1);
  });

  it("answers 502 with the platform's message for a wrong token, and exports CSV", async () => {
    const csv = await get('?export=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(studentId);
    test.context.moodle = { url: moodle.url, token: 'wrong' };
    const response = await get('');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ platformError: 'invalidtoken' });
    test.context.moodle = undefined;
  });
});
