import { scopeLevelsOf } from './roles';

/** The records a caller may reach: all of them, or those sharing one of these scope keys. */
export type Scope = { all: true } | { all: false; keys: string[] };

interface ScopedUser {
  id: string;
  roles: readonly string[];
  hubId: string | null;
  studentId: string | null;
  /** The programme a programme director directs (users.programme). */
  programme?: string | null;
}

/** A caller's scope from their roles: a hub director their hub, a tutor their tutees, etc. */
export function scopeOf(user: ScopedUser): Scope {
  const levels = scopeLevelsOf(user);
  if (levels.includes('all')) return { all: true };
  const keys = new Set<string>([`user:${user.id}`]);
  if (user.studentId) keys.add(`student:${user.studentId}`);
  if (levels.includes('hub') && user.hubId) keys.add(`hub:${user.hubId}`);
  if (levels.includes('tutor')) keys.add(`tutor:${user.id}`);
  if (levels.includes('programme') && user.programme) keys.add(`programme:${user.programme}`);
  return { all: false, keys: [...keys] };
}

/** The scope key of helpdesk records, held by every tickets:admin holder (issue 21). */
export const HELPDESK_SCOPE_KEY = 'helpdesk';

/** A scope with the helpdesk's key added for a tickets:admin holder (an all-scope is kept). */
export function withHelpdeskKey(scope: Scope, helpdesk: boolean): Scope {
  if (scope.all || !helpdesk) return scope;
  return { all: false, keys: [...scope.keys, HELPDESK_SCOPE_KEY] };
}

/** True when a record with these scope keys is within the caller's scope. */
export function inScope(scope: Scope, recordKeys: readonly string[]): boolean {
  return scope.all || recordKeys.some((key) => scope.keys.includes(key));
}

/**
 * Scope keys of a student (and of their engagements): their hub, tutor, programme (its
 * programme director) and themselves.
 */
export function studentScopeKeys(student: {
  id: string;
  hubId: string;
  tutorId: string | null;
  programmeCode: string;
}) {
  return [
    `hub:${student.hubId}`,
    `student:${student.id}`,
    ...(student.tutorId ? [`tutor:${student.tutorId}`] : []),
    `programme:${student.programmeCode}`,
  ];
}

/** Scope keys of an application: its hub and its applicant's account. */
export function applicationScopeKeys(application: {
  hubId: string;
  applicantUserId: string | null;
}) {
  return [
    `hub:${application.hubId}`,
    ...(application.applicantUserId ? [`user:${application.applicantUserId}`] : []),
  ];
}

/** Scope keys of a user account: only the user themselves (staff lists need users:menu). */
export function userScopeKeys(user: { id: string }) {
  return [`user:${user.id}`];
}

/**
 * Scope keys of a potential student (and of their activities): their hub (its hub director),
 * the programme of interest (its programme director) and their owner.
 */
export function potentialStudentScopeKeys(lead: {
  hubId: string | null;
  programme: string | null;
  ownerId: string | null;
}) {
  return [
    ...(lead.hubId ? [`hub:${lead.hubId}`] : []),
    ...(lead.programme ? [`programme:${lead.programme}`] : []),
    ...(lead.ownerId ? [`user:${lead.ownerId}`] : []),
  ];
}
