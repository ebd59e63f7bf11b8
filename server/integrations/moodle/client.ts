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
});
export type MoodleEnrolledUser = z.infer<typeof enrolledUserSchema>;

export interface MoodleClient {
  /** Every course the token may see (`core_course_get_courses_by_field` with no field). */
  allCourses(): Promise<MoodleCourse[]>;
  /** The course whose idnumber is given, if any. */
  courseByIdnumber(idnumber: string): Promise<MoodleCourse | undefined>;
  /** The users enrolled on a course (`core_enrol_get_enrolled_users`). */
  enrolledUsers(courseId: number): Promise<MoodleEnrolledUser[]>;
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
  };
}
