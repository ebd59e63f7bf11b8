import { z } from 'zod';

// Registrations → All (spec §2.3 `/registrations`, issue 20): our students with their account on
// the course platform (Moodle), matched on the platform's `idnumber` = our student id, and our
// staff with theirs, matched on e-mail (staff have no student id); and the plan of the "create
// missing accounts and enrol" job. Shared by the server and the screens.

export const ACCOUNT_STATES = ['With account', 'No account', 'Missing enrolments'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** Whose account a row is: a student's or a member of staff's. */
export const PERSON_KINDS = ['Student', 'Staff'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

export const registrationRowSchema = z.object({
  kind: z.enum(PERSON_KINDS),
  /** Our student id; for a staff row, our user id. */
  studentId: z.string(),
  name: z.string(),
  email: z.string(),
  hubId: z.string(),
  programmeCode: z.string(),
  /** The platform's user id; null without an account. */
  platformUserId: z.number().nullable(),
  username: z.string().nullable(),
  /** ISO date-time of the last visit; null when never (or no account). */
  lastAccess: z.string().nullable(),
  /** Short names of the platform courses the student is enrolled on. */
  courses: z.array(z.string()),
  /** Our module instances this session whose platform course lacks the student. */
  missingCourses: z.array(z.string()),
  state: z.enum(ACCOUNT_STATES),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

export const registrationListSchema = z.object({
  session: z.string(),
  items: z.array(registrationRowSchema),
  total: z.number(),
  options: z.object({ hubs: z.array(z.string()), programmes: z.array(z.string()) }),
});
export type RegistrationList = z.infer<typeof registrationListSchema>;

const text = z.string().trim().max(100).optional();
export const registrationListQuerySchema = z.strictObject({
  kind: z.enum(PERSON_KINDS).optional(),
  state: z.enum(ACCOUNT_STATES).optional(),
  hub: text,
  programme: text,
  q: text,
  export: z.enum(['excel', 'csv', 'pdf']).optional(),
});
export type RegistrationListQuery = z.infer<typeof registrationListQuerySchema>;

/** The state of a row: no account, an account missing some of its courses, or complete. */
export function accountState(hasAccount: boolean, missingCourses: number): AccountState {
  if (!hasAccount) return 'No account';
  return missingCourses > 0 ? 'Missing enrolments' : 'With account';
}

/** Whether a row passes the filters and the search (name, id, e-mail, username). */
export function matchesRegistration(row: RegistrationRow, query: RegistrationListQuery): boolean {
  if (query.kind && row.kind !== query.kind) return false;
  if (query.state && row.state !== query.state) return false;
  if (query.hub && row.hubId !== query.hub) return false;
  if (query.programme && row.programmeCode !== query.programme) return false;
  const needle = query.q?.toLowerCase();
  if (!needle) return true;
  return [row.name, row.studentId, row.email, row.username ?? ''].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

/** The platform username of a student: their id in lower case (Moodle usernames are lower case). */
export function platformUsername(studentId: string): string {
  return studentId.toLowerCase();
}

// Roles a person holds for themselves only; any other role makes the account a staff account.
const SELF_ROLES: readonly string[] = ['student', 'bursary', 'applicant'];

/** True for a staff account: it holds a role beyond the student's and applicant's own. */
export function isStaffAccount(roles: readonly string[]): boolean {
  return roles.some((role) => !SELF_ROLES.includes(role));
}

/**
 * The platform username of a member of staff: their e-mail in lower case (Moodle allows `@` and
 * `.` in usernames), so it never meets a student's, which is a student id.
 */
export function staffUsername(email: string): string {
  return email.trim().toLowerCase();
}

/** First and last name from one full name (the platform needs both): the last word is the last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: '-', lastName: '-' };
  if (words.length === 1) return { firstName: words[0] ?? '-', lastName: '-' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '-' };
}

/** One row's outcome in the provisioning job. */
export const provisionResultSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  account: z.enum(['existed', 'created', 'failed', 'pending']),
  enrolled: z.array(z.string()),
  error: z.string().nullable(),
});
export type ProvisionResult = z.infer<typeof provisionResultSchema>;

export const provisionJobSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'finished']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  total: z.number(),
  done: z.number(),
  results: z.array(provisionResultSchema),
});
export type ProvisionJob = z.infer<typeof provisionJobSchema>;

/** What the provisioning job is asked: everyone in scope, or these students. */
export const provisionBodySchema = z.strictObject({
  studentIds: z.array(z.string().trim().min(1).max(100)).min(1).max(5000).optional(),
});

export const registrationRecordSchema = z.object({
  row: registrationRowSchema,
  courses: z.array(
    z.object({
      id: z.number(),
      shortname: z.string(),
      fullname: z.string(),
      idnumber: z.string(),
      lastAccess: z.string().nullable(),
      /** true/false, or null when the course tracks no completion. */
      completed: z.boolean().nullable(),
      completionNote: z.string().nullable(),
    }),
  ),
});
export type RegistrationRecord = z.infer<typeof registrationRecordSchema>;

/** A Unix time in seconds as ISO, or null for 0 / absent (Moodle's "never"). */
export function platformTime(seconds: number | null | undefined): string | null {
  return seconds ? new Date(seconds * 1000).toISOString() : null;
}
