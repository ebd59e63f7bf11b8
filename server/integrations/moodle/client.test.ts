import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoodleClient, MoodleError } from './client';
import { type MoodleDouble, startMoodleDouble } from './moodle-double';

let moodle: MoodleDouble;
beforeAll(async () => {
  moodle = await startMoodleDouble([
    {
      id: 7,
      idnumber: 'BT4101-2026-27',
      shortname: 'BT4101',
      fullname: 'Biblical texts',
      users: [{ id: 40, idnumber: 'S1', fullname: 'Ann Lee', email: 'a@x.test', role: 'student' }],
    },
  ]);
});
afterAll(() => moodle.close());

describe('Moodle client', () => {
  it('sends form-encoded calls with the token and reads courses and enrolled users', async () => {
    const client = createMoodleClient({ url: `${moodle.url}/`, token: moodle.token });
    const courses = await client.allCourses();
    expect(courses).toEqual([
      { id: 7, idnumber: 'BT4101-2026-27', shortname: 'BT4101', fullname: 'Biblical texts' },
    ]);
    expect((await client.courseByIdnumber('BT4101-2026-27'))?.id).toBe(7);
    expect(await client.courseByIdnumber('nothing')).toBeUndefined();
    const users = await client.enrolledUsers(7);
    expect(users[0]).toMatchObject({ id: 40, idnumber: 'S1', roles: [{ shortname: 'student' }] });
    const last = moodle.calls.at(-1);
    expect(last?.get('wsfunction')).toBe('core_enrol_get_enrolled_users');
    expect(last?.get('courseid')).toBe('7');
    expect(last?.get('moodlewsrestformat')).toBe('json');
  });

  it("turns Moodle's exception answer into a MoodleError with its code and message", async () => {
    const client = createMoodleClient({ url: moodle.url, token: 'wrong' });
    const failure = await client.allCourses().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MoodleError);
    expect(failure).toMatchObject({
      errorcode: 'invalidtoken',
      message: 'Invalid token - token not found',
    });
  });

  it('says plainly when the platform cannot be reached or answers something else', async () => {
    const unreachable = createMoodleClient({ url: 'http://127.0.0.1:1', token: 't' });
    await expect(unreachable.allCourses()).rejects.toMatchObject({ errorcode: 'unreachable' });
    const notJson = createMoodleClient(
      { url: moodle.url, token: moodle.token },
      { fetch: async () => new Response('<html>down</html>') },
    );
    await expect(notJson.allCourses()).rejects.toMatchObject({ errorcode: 'badanswer' });
    const wrongShape = createMoodleClient(
      { url: moodle.url, token: moodle.token },
      { fetch: async () => Response.json({ courses: 'none' }) },
    );
    await expect(wrongShape.allCourses()).rejects.toMatchObject({ errorcode: 'badanswer' });
  });
});
