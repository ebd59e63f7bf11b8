import { type SQL, sql } from 'drizzle-orm';
import { isoTimestamp } from '#domain/records/timestamp';
import { students } from '../../db/schema';
import type { Scope } from '../../platform/auth/scope';

/**
 * The students a caller reaches, by the student's own scope keys (a hub director their hub's,
 * a tutor their tutees'): undefined for everyone.
 */
export function studentsInScope(scope: Scope): SQL | undefined {
  if (scope.all) return undefined;
  return sql`${students.scopeKeys} && ${sql.param(scope.keys)}::text[]`;
}

/** A student's name as lists show it: preferred or first name, then last name. */
export function studentName(row: {
  firstName: string;
  lastName: string;
  preferredName: string | null;
}): string {
  return `${row.preferredName || row.firstName} ${row.lastName}`;
}

/** A nullable timestamptz of the database in ISO 8601 UTC. */
export function isoTime(value: string): string;
export function isoTime(value: string | null): string | null;
export function isoTime(value: string | null): string | null {
  return value === null ? null : isoTimestamp(value);
}
