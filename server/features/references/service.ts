import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ReceivedReference, ReferenceKind } from '#domain/applications/reference-form';
import { PermissionChecker } from '#domain/permissions/claims';
import type { Db } from '../../db/client';
import { applications, referenceInvitations } from '../../db/schema';
import { applicationsEntity } from '../../entities/applications';
import type { AuthContext } from '../../platform/auth/context';
import { hashToken, newToken, type UserRow } from '../../platform/auth/sessions';
import type { Tx } from '../../platform/changes';
import type { Row } from '../../platform/entities/define';
import { findInScope } from '../../platform/entities/write';
import { AppError, conflict, notFound } from '../../platform/errors';

/** How long a referee's link works. */
export const INVITATION_DAYS = 30;

export type InvitationRow = typeof referenceInvitations.$inferSelect;

/** An invitation as the API shows it: never its token or hash. */
export function presentInvitation(row: InvitationRow) {
  return {
    id: row.id,
    kind: row.kind,
    refereeName: row.refereeName,
    refereeEmail: row.refereeEmail,
    // The row stands for the link last sent: a resend restarts it (renewInvitation).
    sentAt: new Date(row.createdAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    usedAt: row.usedAt ? new Date(row.usedAt).toISOString() : null,
  };
}

/** 410 for a link that worked once: used already, or expired. */
export const linkGone = () =>
  new AppError('GONE', 410, 'This link has already been used or has expired');

/** The application when the caller reaches it (their scope; an applicant only their own). */
export async function reachableApplication(db: Tx, auth: AuthContext, id: string): Promise<Row> {
  // The applicant's scope is their own account's key, which only their applications carry.
  const row = await findInScope(db, applicationsEntity, id, auth);
  if (!row) throw notFound();
  return row;
}

/** Creates an invitation; returns it with the token to mail (only its hash is stored). */
export async function createInvitation(
  db: Db,
  input: {
    applicationId: string;
    kind: ReferenceKind;
    refereeName: string;
    refereeEmail: string;
    createdBy: string;
  },
): Promise<{ invitation: InvitationRow; token: string }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000).toISOString();
  const [invitation] = await db
    .insert(referenceInvitations)
    .values({ id: randomUUID(), ...input, tokenHash: hashToken(token), expiresAt })
    .returning();
  if (!invitation) throw new Error('Creating the invitation returned nothing');
  return { invitation, token };
}

/** References a list may hold (the application record's limit). */
export const MAX_REFERENCES = 10;
/** Invitations one application may send in all: a cap on mail an applicant can cause. */
export const MAX_INVITATIONS = 30;

/**
 * 409 when another invitation could not be answered or would be one too many: the list's
 * references and its kind's open invitations already fill it, or the application has sent
 * as many invitations as it may.
 */
export async function assertRoomForInvitation(
  db: Db,
  application: Row,
  kind: ReferenceKind,
): Promise<void> {
  const rows = await listInvitations(db, application.id);
  if (rows.length >= MAX_INVITATIONS) {
    throw conflict(`An application may send at most ${MAX_INVITATIONS} reference invitations`);
  }
  const now = new Date();
  const open = rows.filter((row) => row.kind === kind && isOpen(row, now)).length;
  const received = referencesOf(application, referenceListOf(kind)).length;
  if (open + received >= MAX_REFERENCES) {
    throw conflict(
      `This application already has ${MAX_REFERENCES} ${kind === 'leader' ? 'leader references' : 'references'} received or awaited`,
    );
  }
}

/**
 * 409 when a new link for the invitation could not be answered: the referee has answered, or
 * (expired) reopening it would await more references than the list holds.
 */
export async function assertRenewable(
  db: Db,
  application: Row,
  invitation: InvitationRow,
): Promise<void> {
  if (invitation.usedAt !== null) throw conflict('This referee has already answered');
  const now = new Date();
  if (isOpen(invitation, now)) return;
  const rows = await listInvitations(db, application.id);
  const open = rows.filter((row) => row.kind === invitation.kind && isOpen(row, now)).length;
  const received = referencesOf(application, referenceListOf(invitation.kind)).length;
  if (open + received >= MAX_REFERENCES) {
    throw conflict(
      `This application already has ${MAX_REFERENCES} ${invitation.kind === 'leader' ? 'leader references' : 'references'} received or awaited`,
    );
  }
}

/** The invitation of an application (404 when it has no such invitation). */
export async function invitationOf(
  db: Db,
  applicationId: string,
  invitationId: string,
): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(referenceInvitations)
    .where(
      and(
        eq(referenceInvitations.id, invitationId),
        eq(referenceInvitations.applicationId, applicationId),
      ),
    );
  if (!row) throw notFound('This application has no such invitation');
  return row;
}

/**
 * Gives an unanswered invitation a new link for another INVITATION_DAYS: the old link stops
 * working. 409 when the referee answered meanwhile (the update takes the row's lock, as the
 * answer's claim does, so one of them waits for the other).
 */
export async function renewInvitation(
  db: Db,
  invitation: InvitationRow,
): Promise<{ invitation: InvitationRow; token: string }> {
  const token = newToken();
  const now = Date.now();
  const [renewed] = await db
    .update(referenceInvitations)
    .set({
      tokenHash: hashToken(token),
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + INVITATION_DAYS * 86_400_000).toISOString(),
    })
    .where(and(eq(referenceInvitations.id, invitation.id), isNull(referenceInvitations.usedAt)))
    .returning();
  if (!renewed) throw conflict('This referee has already answered');
  return { invitation: renewed, token };
}

/** Puts back an invitation's previous link (the new one's mail could not be sent). */
export async function restoreInvitation(db: Db, previous: InvitationRow): Promise<void> {
  await db
    .update(referenceInvitations)
    .set({
      tokenHash: previous.tokenHash,
      createdAt: previous.createdAt,
      expiresAt: previous.expiresAt,
    })
    .where(and(eq(referenceInvitations.id, previous.id), isNull(referenceInvitations.usedAt)));
}

/** Removes an invitation (its mail could not be sent). */
export async function deleteInvitation(db: Db, id: string): Promise<void> {
  await db.delete(referenceInvitations).where(eq(referenceInvitations.id, id));
}

/** The invitations of an application, oldest first. */
export function listInvitations(db: Db, applicationId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(referenceInvitations)
    .where(eq(referenceInvitations.applicationId, applicationId))
    .orderBy(referenceInvitations.createdAt, referenceInvitations.id);
}

/** The kinds of referee an application has invited (each once, whatever became of the link). */
export async function invitedKinds(db: Db, applicationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ kind: referenceInvitations.kind })
    .from(referenceInvitations)
    .where(eq(referenceInvitations.applicationId, applicationId));
  return rows.map((row) => row.kind);
}

/** True when the invitation can still be answered. */
function isOpen(invitation: InvitationRow, now: Date): boolean {
  return invitation.usedAt === null && new Date(invitation.expiresAt).getTime() > now.getTime();
}

/** The invitation of a token when it can still be answered: 404 unknown, 410 used or expired. */
export async function openInvitation(db: Db, token: string): Promise<InvitationRow> {
  const [invitation] = await db
    .select()
    .from(referenceInvitations)
    .where(eq(referenceInvitations.tokenHash, hashToken(token)));
  if (!invitation) throw notFound('This link is not known');
  if (!isOpen(invitation, new Date())) throw linkGone();
  return invitation;
}

/** The parts of the invited application a referee's form needs. */
export async function invitedApplication(db: Db, invitation: InvitationRow) {
  const [application] = await db
    .select({
      firstName: applications.firstName,
      lastName: applications.lastName,
      course: applications.course,
    })
    .from(applications)
    .where(eq(applications.id, invitation.applicationId));
  // The application was deleted after the invitation: the link no longer leads anywhere.
  if (!application) throw linkGone();
  return {
    applicantName: `${application.firstName} ${application.lastName}`,
    programme: programmeOf(application.course),
  };
}

/** The programme code of an application's course part, when chosen. */
export function programmeOf(course: unknown): string | null {
  if (course && typeof course === 'object' && 'course' in course) {
    const value = (course as { course: unknown }).course;
    return typeof value === 'string' ? value : null;
  }
  return null;
}

/**
 * Marks the invitation used in the transaction, when it is still open; 410 otherwise. The
 * conditional update takes the row's lock, so of two concurrent answers one waits for the
 * other and then finds the link used.
 */
export async function claimInvitation(tx: Tx, invitation: InvitationRow): Promise<InvitationRow> {
  const [claimed] = await tx
    .update(referenceInvitations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(referenceInvitations.id, invitation.id),
        isNull(referenceInvitations.usedAt),
        gt(referenceInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!claimed) throw linkGone();
  return claimed;
}

/**
 * The actor of a referee's answer: no account signs in, so the change is made for the
 * college by the system, and the audit and history name the invitation it came through
 * (`referee:<invitation id>`). Its reach is the one application the link is for.
 */
export function refereeActor(invitation: InvitationRow): AuthContext {
  const permissions = ['applications:admin'];
  const user: UserRow = {
    id: `referee:${invitation.id}`,
    email: invitation.refereeEmail,
    name: invitation.refereeName,
    passwordHash: null,
    picture: '',
    roles: [],
    claims: permissions,
    hubId: null,
    programme: '',
    pathway: '',
    studentId: null,
    active: false,
    scopeKeys: [],
    version: 1,
    seq: 0,
    createdAt: invitation.createdAt,
    updatedAt: invitation.createdAt,
  };
  return {
    tokenHash: '',
    realUser: user,
    user,
    impersonating: false,
    permissions,
    checker: new PermissionChecker(permissions),
    scope: { all: true },
  };
}

/**
 * The applicant's own authority to move their application on: submitting changes the status,
 * which otherwise only the college changes (entity.ts). The route has checked the move.
 */
export function submittingActor(auth: AuthContext): AuthContext {
  const permissions = [...auth.permissions, 'applications:admin'];
  return { ...auth, permissions, checker: new PermissionChecker(permissions) };
}

/** The reference list field of an invitation's kind. */
export function referenceListOf(kind: string): 'references' | 'leaderReferences' {
  return kind === 'leader' ? 'leaderReferences' : 'references';
}

/** One entry of an application's history (server-written; oldest first). */
export interface HistoryEntry {
  at: string;
  by: string;
  action: 'reference-received' | 'reference-translated' | 'submitted';
  note: string;
  invitationId?: string;
  status?: { from: string; to: string };
}

/** The application's history with one more entry. */
export function withHistory(current: Row, entry: HistoryEntry): unknown[] {
  const history = Array.isArray(current.history) ? current.history : [];
  return [...history, entry];
}

/** The application's references of a list, as stored. */
export function referencesOf(current: Row, list: 'references' | 'leaderReferences') {
  const value = current[list];
  return (Array.isArray(value) ? value : []) as ReceivedReference[];
}
