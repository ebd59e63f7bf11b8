import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Requirement } from '#domain/permissions/requirement';
import type { ResidentialSession } from '#domain/residentials/residential';
import type { Db } from '../../db/client';
import { residentials } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { type AuthContext, requirePermission } from '../../platform/auth/context';
import { inScope } from '../../platform/auth/scope';
import { notFound } from '../../platform/errors';
import { requireFeature } from '../../platform/features';

export const VIEW = ['residentials:view'] as const;
export const ATTENDANCE = ['residentials:attendance'] as const;
export const ADMIN = ['residentials:admin'] as const;

export const idParams = z.object({ id: z.string().min(1).max(200) });

export type ResidentialRow = typeof residentials.$inferSelect;

/** The caller, once residential attendance is switched on (404 for everyone otherwise: spec §1). */
export function residentialsCaller(
  context: AppContext,
  request: FastifyRequest,
  requirement: Requirement,
): AuthContext {
  requireFeature(context, 'residentialAttendance', 'Residential attendance');
  return requirePermission(request, requirement);
}

/**
 * The residential, when it is within the caller's scope (its hub's director, a tutor of one of
 * its sessions, the registrar); 404 otherwise, so one out of scope is not revealed to exist.
 */
export async function visibleResidential(
  db: Db,
  auth: AuthContext,
  id: string,
): Promise<ResidentialRow> {
  const [row] = await db.select().from(residentials).where(eq(residentials.id, id));
  if (!row || !inScope(auth.scope, row.scopeKeys)) throw notFound('There is no such residential');
  return row;
}

/** The residential's keys that are not a tutor's: its hub's (every hub's for the college's). */
const hubKeysOf = (row: ResidentialRow) => row.scopeKeys.filter((key) => key.startsWith('hub:'));

/**
 * Whether the caller runs the residential as a whole (the registrar, or its hub's director):
 * they mark every session and see their students' details. A tutor only teaches sessions.
 */
export function runsResidential(auth: AuthContext, row: ResidentialRow): boolean {
  return inScope(auth.scope, hubKeysOf(row));
}

/** Whether the caller teaches one of the residential's sessions. */
export function teachesAt(auth: AuthContext, row: ResidentialRow): boolean {
  return row.sessions.some((session) => session.tutorId === auth.user.id);
}

/** Whether the caller may mark this session: one who runs the residential, or its tutor. */
export function canMarkSession(
  auth: AuthContext,
  row: ResidentialRow,
  session: ResidentialSession,
): boolean {
  return runsResidential(auth, row) || session.tutorId === auth.user.id;
}

/**
 * Whether the caller sees this expected student on the roster: a student in their scope (their
 * hub, their tutees, everyone for the registrar), or any when they teach here (a tutor checks
 * in everyone who comes to their session).
 */
export function seesOnRoster(
  auth: AuthContext,
  row: ResidentialRow,
  student: { scopeKeys: readonly string[] },
): boolean {
  return inScope(auth.scope, student.scopeKeys) || teachesAt(auth, row);
}
