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
  users: { id: number; idnumber?: string; fullname: string; email: string; role: string }[];
}

export interface MoodleDouble {
  url: string;
  token: string;
  courses: DoubleCourse[];
  /** The form fields of every call, in order. */
  calls: URLSearchParams[];
  close(): Promise<void>;
}

export async function startMoodleDouble(courses: DoubleCourse[] = []): Promise<MoodleDouble> {
  const token = 'test-token-0123456789';
  const calls: URLSearchParams[] = [];
  const double: Omit<MoodleDouble, 'url' | 'close'> = { token, courses, calls };
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
      const present = ({ users: _users, ...course }: DoubleCourse) => course;
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
          return json(
            course.users.map(({ role, ...user }) => ({
              ...user,
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
