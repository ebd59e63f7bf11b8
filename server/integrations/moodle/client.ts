import { z } from 'zod';

// A small typed client of Moodle's REST web services (there is no official Node client). Every
// call is a form-encoded POST to webservice/rest/server.php; Moodle answers errors with HTTP 200
// and a body holding `exception`, so every answer is checked for that before its own schema.

/** Where the platform is and the web-service token (MOODLE_URL, MOODLE_TOKEN). */
export interface MoodleSettings {
  url: string;
  token: string;
}

/** A failed call: Moodle's own error code (`invalidtoken`…) or ours (`unreachable`, `badanswer`). */
export class MoodleError extends Error {
  constructor(
    readonly errorcode: string,
    message: string,
  ) {
    super(message);
    this.name = 'MoodleError';
  }
}

const exceptionSchema = z.object({
  exception: z.string(),
  errorcode: z.string().optional(),
  message: z.string().optional(),
});

const courseSchema = z.object({
  id: z.number(),
  shortname: z.string(),
  fullname: z.string(),
  idnumber: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
});
export type MoodleCourse = z.infer<typeof courseSchema>;

const coursesAnswerSchema = z.object({ courses: z.array(courseSchema) });

const enrolledUserSchema = z.object({
  id: z.number(),
  fullname: z.string().optional(),
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  email: z.string().optional(),
  // Shown only with the capability to see it; without it the user cannot be paired with a student.
  idnumber: z.string().nullish(),
  roles: z.array(z.object({ shortname: z.string() })).optional(),
  groups: z.array(z.object({ id: z.number(), name: z.string() })).optional(),
});
export type MoodleEnrolledUser = z.infer<typeof enrolledUserSchema>;

const platformUserSchema = z.object({
  id: z.number(),
  username: z.string().optional(),
  fullname: z.string().optional(),
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  email: z.string().optional(),
  idnumber: z.string().nullish(),
  /** Unix seconds; 0 when the user never came. */
  lastaccess: z.number().nullish(),
});
export type MoodleUser = z.infer<typeof platformUserSchema>;

const userCourseSchema = courseSchema.extend({
  lastaccess: z.number().nullish(),
  completed: z.boolean().nullish(),
  progress: z.number().nullish(),
  startdate: z.number().nullish(),
  enddate: z.number().nullish(),
});
export type MoodleUserCourse = z.infer<typeof userCourseSchema>;

const completionSchema = z.object({
  completionstatus: z.object({ completed: z.boolean() }),
});

const groupSchema = z.object({
  id: z.number(),
  courseid: z.number(),
  name: z.string(),
  idnumber: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
});
export type MoodleGroup = z.infer<typeof groupSchema>;

/** A user to create (`core_user_create_users`): idnumber is our student id. */
export interface NewMoodleUser {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  idnumber: string;
}

/** How many values one `core_user_get_users_by_field` or create call carries at most. */
export const MOODLE_CHUNK = 100;

/** Moodle's indexed form fields: `users[0][email]`… from a list of flat records. */
function indexed(name: string, records: readonly Record<string, string | number>[]) {
  const fields: Record<string, string> = {};
  records.forEach((record, index) => {
    for (const [key, value] of Object.entries(record))
      fields[`${name}[${index}][${key}]`] = String(value);
  });
  return fields;
}

export interface MoodleClient {
  /** Every course the token may see (`core_course_get_courses_by_field` with no field). */
  allCourses(): Promise<MoodleCourse[]>;
  /** The course whose idnumber is given, if any. */
  courseByIdnumber(idnumber: string): Promise<MoodleCourse | undefined>;
  /** The users enrolled on a course (`core_enrol_get_enrolled_users`). */
  enrolledUsers(courseId: number): Promise<MoodleEnrolledUser[]>;
  /** The users whose idnumber is one of these, in calls of at most MOODLE_CHUNK values. */
  usersByIdnumber(idnumbers: readonly string[]): Promise<MoodleUser[]>;
  /** The users whose e-mail is one of these, in calls of at most MOODLE_CHUNK values. */
  usersByEmail(emails: readonly string[]): Promise<MoodleUser[]>;
  /** The courses a user is enrolled on (`core_enrol_get_users_courses`). */
  userCourses(userId: number): Promise<MoodleUserCourse[]>;
  /** Creates users (one call: Moodle creates all or none); their new ids by username. */
  createUsers(users: readonly NewMoodleUser[]): Promise<{ id: number; username: string }[]>;
  /** Enrols users on courses with the manual enrolment method (student role unless given). */
  enrol(
    enrolments: readonly { userId: number; courseId: number; roleId?: number }[],
  ): Promise<void>;
  /** A course's groups (`core_group_get_course_groups`). */
  courseGroups(courseId: number): Promise<MoodleGroup[]>;
  /** Whether a user completed a course (`core_completion_get_course_completion_status`). */
  completion(userId: number, courseId: number): Promise<boolean>;
}

/** A Moodle client over `fetch`; each call waits at most `timeoutMs`. */
export function createMoodleClient(
  settings: MoodleSettings,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): MoodleClient {
  const send = options.fetch ?? fetch;
  const endpoint = `${settings.url.replace(/\/+$/, '')}/webservice/rest/server.php`;

  async function call<T>(
    wsfunction: string,
    params: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const body = new URLSearchParams({
      wstoken: settings.token,
      wsfunction,
      moodlewsrestformat: 'json',
      ...params,
    });
    let text: string;
    try {
      const response = await send(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      text = await response.text();
      if (!response.ok)
        throw new MoodleError('httperror', `The course platform answered HTTP ${response.status}`);
    } catch (error) {
      if (error instanceof MoodleError) throw error;
      throw new MoodleError(
        'unreachable',
        `The course platform at ${settings.url} could not be reached`,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new MoodleError('badanswer', 'The course platform answered something that is not JSON');
    }
    const exception = exceptionSchema.safeParse(json);
    if (exception.success) {
      const { errorcode, message, exception: name } = exception.data;
      throw new MoodleError(errorcode ?? name, message ?? name);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new MoodleError(
        'badanswer',
        `The course platform's answer to ${wsfunction} was not as expected`,
      );
    return parsed.data;
  }

  /** core_user_get_users_by_field over many values, MOODLE_CHUNK at a time. */
  async function usersByField(field: 'idnumber' | 'email', all: readonly string[]) {
    const found: MoodleUser[] = [];
    for (let start = 0; start < all.length; start += MOODLE_CHUNK) {
      const values: Record<string, string> = {};
      all.slice(start, start + MOODLE_CHUNK).forEach((value, index) => {
        values[`values[${index}]`] = value;
      });
      found.push(
        ...(await call(
          'core_user_get_users_by_field',
          { field, ...values },
          z.array(platformUserSchema),
        )),
      );
    }
    return found;
  }

  return {
    async allCourses() {
      const answer = await call('core_course_get_courses_by_field', {}, coursesAnswerSchema);
      return answer.courses;
    },
    async courseByIdnumber(idnumber) {
      const answer = await call(
        'core_course_get_courses_by_field',
        { field: 'idnumber', value: idnumber },
        coursesAnswerSchema,
      );
      return answer.courses[0];
    },
    async enrolledUsers(courseId) {
      return call(
        'core_enrol_get_enrolled_users',
        { courseid: String(courseId) },
        z.array(enrolledUserSchema),
      );
    },
    async usersByIdnumber(idnumbers) {
      return usersByField('idnumber', idnumbers);
    },
    async usersByEmail(emails) {
      return usersByField('email', emails);
    },
    async userCourses(userId) {
      return call(
        'core_enrol_get_users_courses',
        { userid: String(userId) },
        z.array(userCourseSchema),
      );
    },
    async createUsers(users) {
      const records = users.map((user) => ({ ...user, createpassword: 1, auth: 'manual' }));
      return call(
        'core_user_create_users',
        indexed('users', records),
        z.array(z.object({ id: z.number(), username: z.string() })),
      );
    },
    async enrol(enrolments) {
      const records = enrolments.map((each) => ({
        roleid: each.roleId ?? 5,
        userid: each.userId,
        courseid: each.courseId,
      }));
      await call('enrol_manual_enrol_users', indexed('enrolments', records), z.null());
    },
    async courseGroups(courseId) {
      return call(
        'core_group_get_course_groups',
        { courseid: String(courseId) },
        z.array(groupSchema),
      );
    },
    async completion(userId, courseId) {
      const answer = await call(
        'core_completion_get_course_completion_status',
        { userid: String(userId), courseid: String(courseId) },
        completionSchema,
      );
      return answer.completionstatus.completed;
    },
  };
}
