import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in Moodle for tests (loopback, port 0): it answers the two functions the sync report
// calls as Moodle's REST server does, refuses anything but a form-encoded POST, and answers a
// wrong token as Moodle does (HTTP 200 with an `invalidtoken` exception).

export interface DoubleCourse {
  id: number;
  idnumber: string;
  shortname: string;
  fullname: string;
  users: {
    id: number;
    idnumber?: string;
    fullname: string;
    email: string;
    role: string;
    /** Ids of the course groups the user is a member of. */
    groups?: number[];
  }[];
  /** The course's groups (core_group_get_course_groups). */
  groups?: { id: number; name: string; idnumber: string }[];
  /** Who completed the course, by user id; absent when the course has no completion criteria. */
  completed?: number[];
}

/** A platform account (core_user_*); enrolments are the courses' `users`. */
export interface DoubleUser {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  idnumber: string;
  /** Unix seconds; 0 when never. */
  lastaccess: number;
}

const exception = (errorcode: string, message: string) => ({
  exception: errorcode === 'invalidparameter' ? 'invalid_parameter_exception' : 'moodle_exception',
  errorcode,
  message,
});

/** Moodle's indexed form fields back into records: `users[0][email]` → [{ email }]. */
function records(form: URLSearchParams, name: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const [key, value] of form) {
    const match = new RegExp(`^${name}\\[(\\d+)\\]\\[(\\w+)\\]$`).exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    found[index] = { ...found[index], [match[2] ?? '']: value };
  }
  return found.filter(Boolean);
}

export interface MoodleDouble {
  url: string;
  token: string;
  courses: DoubleCourse[];
  users: DoubleUser[];
  /** Usernames whose creation the platform refuses (as a duplicate e-mail would be). */
  refuse: Set<string>;
  /** The form fields of every call, in order. */
  calls: URLSearchParams[];
  close(): Promise<void>;
}

export async function startMoodleDouble(courses: DoubleCourse[] = []): Promise<MoodleDouble> {
  const token = 'test-token-0123456789';
  const calls: URLSearchParams[] = [];
  const double: Omit<MoodleDouble, 'url' | 'close'> = {
    token,
    courses,
    users: [],
    refuse: new Set(),
    calls,
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const json = (value: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (
        request.method !== 'POST' ||
        request.url !== '/webservice/rest/server.php' ||
        !request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
      ) {
        response.writeHead(400);
        response.end('Expected a form-encoded POST to /webservice/rest/server.php');
        return;
      }
      const form = new URLSearchParams(body);
      calls.push(form);
      if (form.get('wstoken') !== token)
        return json({
          exception: 'moodle_exception',
          errorcode: 'invalidtoken',
          message: 'Invalid token - token not found',
        });
      if (form.get('moodlewsrestformat') !== 'json') {
        response.end('<?xml version="1.0"?><RESPONSE/>');
        return;
      }
      const present = ({ users: _users, completed: _completed, ...course }: DoubleCourse) => course;
      const handled = more(double, form, present);
      if (handled !== undefined) return json(handled);
      switch (form.get('wsfunction')) {
        case 'core_course_get_courses_by_field': {
          const field = form.get('field') ?? '';
          const value = form.get('value') ?? '';
          const found = double.courses.filter(
            (course) => field === '' || (field === 'idnumber' && course.idnumber === value),
          );
          return json({ courses: found.map(present), warnings: [] });
        }
        case 'core_enrol_get_enrolled_users': {
          const course = double.courses.find((each) => String(each.id) === form.get('courseid'));
          if (!course)
            return json({
              exception: 'dml_missing_record_exception',
              errorcode: 'invalidrecord',
              message: 'Cannot find data record in database table course.',
            });
          const groupsOf = (ids: number[] = []) =>
            (course.groups ?? [])
              .filter((group) => ids.includes(group.id))
              .map((group) => ({ id: group.id, name: group.name, description: '' }));
          return json(
            course.users.map(({ role, groups, ...user }) => ({
              ...user,
              groups: groupsOf(groups),
              roles: [
                { roleid: role === 'student' ? 5 : 3, name: '', shortname: role, sortorder: 0 },
              ],
            })),
          );
        }
        default:
          return json({
            exception: 'webservice_access_exception',
            errorcode: 'accessexception',
            message: 'Access control exception',
          });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...double,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The account and enrolment calls of the registrations screens (issue 20). */
function more(
  double: Omit<MoodleDouble, 'url' | 'close'>,
  form: URLSearchParams,
  present: (course: DoubleCourse) => Omit<DoubleCourse, 'users' | 'completed' | 'groups'>,
): unknown {
  switch (form.get('wsfunction')) {
    case 'core_user_get_users_by_field': {
      const values = [...form.keys()]
        .filter((key) => key.startsWith('values['))
        .map((key) => form.get(key));
      if (values.length > 100) return exception('invalidparameter', 'Too many values');
      const field = form.get('field');
      if (field === 'email') {
        // Moodle compares e-mail addresses without regard to case.
        const wanted = values.map((value) => value?.toLowerCase());
        return double.users.filter((user) => wanted.includes(user.email.toLowerCase()));
      }
      if (field !== 'idnumber') return exception('invalidparameter', 'Invalid field');
      return double.users.filter((user) => values.includes(user.idnumber));
    }
    case 'core_enrol_get_users_courses': {
      const id = Number(form.get('userid'));
      if (!double.users.some((user) => user.id === id))
        return exception('invaliduser', 'Invalid user');
      return double.courses
        .filter((course) => course.users.some((user) => user.id === id))
        .map((course) => ({ ...present(course), lastaccess: 0, completed: false }));
    }
    case 'core_user_create_users': {
      const wanted = records(form, 'users');
      if (wanted.length > 100) return exception('invalidparameter', 'Too many users');
      // All or none, as Moodle's transaction does.
      for (const user of wanted) {
        const name = user.username ?? '';
        if (double.refuse.has(name) || double.users.some((each) => each.username === name))
          return exception('invalidparameter', `Username already exists: ${name}`);
      }
      const made = wanted.map((user, index) => ({
        id: 5000 + double.users.length + index,
        username: user.username ?? '',
        firstname: user.firstname ?? '',
        lastname: user.lastname ?? '',
        email: user.email ?? '',
        idnumber: user.idnumber ?? '',
        lastaccess: 0,
      }));
      double.users.push(...made);
      return made.map(({ id, username }) => ({ id, username }));
    }
    case 'enrol_manual_enrol_users': {
      const wanted = records(form, 'enrolments');
      for (const each of wanted) {
        const course = double.courses.find((c) => String(c.id) === each.courseid);
        const user = double.users.find((u) => String(u.id) === each.userid);
        if (!course || !user) return exception('invalidrecord', 'Cannot find data record');
      }
      for (const each of wanted) {
        const course = double.courses.find((c) => String(c.id) === each.courseid);
        const user = double.users.find((u) => String(u.id) === each.userid);
        if (!course || !user || course.users.some((u) => u.id === user.id)) continue;
        course.users.push({
          id: user.id,
          idnumber: user.idnumber,
          fullname: `${user.firstname} ${user.lastname}`,
          email: user.email,
          role: each.roleid === '5' ? 'student' : 'editingteacher',
        });
      }
      return null;
    }
    case 'core_group_get_course_groups': {
      const course = double.courses.find((c) => String(c.id) === form.get('courseid'));
      if (!course) return exception('invalidrecord', 'Cannot find data record');
      return (course.groups ?? []).map((group) => ({
        ...group,
        courseid: course.id,
        description: '',
        descriptionformat: 1,
        enrolmentkey: '',
      }));
    }
    case 'core_completion_get_course_completion_status': {
      const course = double.courses.find((c) => String(c.id) === form.get('courseid'));
      const id = Number(form.get('userid'));
      if (!course) return exception('invalidrecord', 'Cannot find data record');
      if (!course.users.some((user) => user.id === id))
        return exception('usernotenroled', 'User is not enrolled in this course');
      if (!course.completed) return exception('nocriteriaset', 'No criteria set for this course');
      return {
        completionstatus: {
          completed: course.completed.includes(id),
          aggregation: 1,
          completions: [],
        },
        warnings: [],
      };
    }
    default:
      return undefined;
  }
}
