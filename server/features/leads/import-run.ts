import { sql } from 'drizzle-orm';
import { findDuplicate, normalEmail, normalPostCode } from '#domain/leads/duplicates';
import {
  type Attendee,
  attendeeOf,
  EVENT_ACTIVITY,
  EVENT_STAGE,
  type ImportReport,
  type ImportRequest,
  type ImportRowResult,
  importReportOf,
} from '#domain/leads/event-import';
import type { Db } from '../../db/client';
import { applications, contacts, hubs, potentialStudents, programmes } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/context';
import { inScope } from '../../platform/auth/scope';
import type { Tx } from '../../platform/changes';
import { checkMappedColumns, type ImportFile, inImportTransaction } from '../../platform/imports';
import { fillLead, insertActivity, insertLead, type LeadRow, leadKeys } from './lead-writes';

const HOW = { email: 'by e-mail', 'name and post code': 'by name and post code' } as const;

/** What to do with one row. */
type Step =
  | { kind: 'refused'; line: number; name: string; reason: string }
  | { kind: 'created'; line: number; attendee: Attendee; hubId: string | null }
  | { kind: 'merged'; line: number; attendee: Attendee; lead: LeadRow; reason: string };

/** The people the attendees could already be: potential students, contacts and applicants. */
async function existingPeople(tx: Tx, attendees: readonly Attendee[]) {
  const emails = [...new Set(attendees.map((a) => normalEmail(a.email)).filter(Boolean))];
  const postCodes = [...new Set(attendees.map((a) => normalPostCode(a.postCode)).filter(Boolean))];
  const byKeys = (email: unknown, postCode: unknown) =>
    sql`(lower(${email}) = any(${sql.param(emails)}::text[]) or upper(replace(coalesce(${postCode}, ''), ' ', '')) = any(${sql.param(postCodes)}::text[]))`;
  const leads = await tx
    .select()
    .from(potentialStudents)
    .where(byKeys(potentialStudents.email, potentialStudents.postCode));
  const people = await tx
    .select({
      name: contacts.name,
      lastName: contacts.lastName,
      email: contacts.email,
      postCode: contacts.postCode,
      relationship: contacts.relationship,
    })
    .from(contacts)
    .where(byKeys(contacts.email, contacts.postCode));
  const applicants = await tx
    .select({
      name: applications.firstName,
      lastName: applications.lastName,
      email: applications.email,
      status: applications.status,
    })
    .from(applications)
    .where(sql`lower(${applications.email}) = any(${sql.param(emails)}::text[])`);
  return { leads, contacts: people, applicants };
}

/** A hub named by its id or name (ignoring case). */
function hubFinder(rows: readonly { id: string; name: string }[]) {
  return (value: string) =>
    rows.find((hub) => hub.id === value || hub.name.toLowerCase() === value.toLowerCase())?.id;
}

/** Decides what becomes of each row, reading (never writing) the database. */
async function plan(
  tx: Tx,
  auth: AuthContext,
  request: ImportRequest,
  file: ImportFile,
): Promise<Step[]> {
  const read = file.rows.map((row) => ({
    line: row.line,
    cells: row.cells,
    ...attendeeOf(row.cells, request.mapping),
  }));
  const attendees = read.flatMap((row) => ('attendee' in row ? [row.attendee] : []));
  const existing = await existingPeople(tx, attendees);
  const hubOf = hubFinder(await tx.select({ id: hubs.id, name: hubs.name }).from(hubs));
  const programmeCodes = new Set(
    (await tx.select({ id: programmes.id }).from(programmes)).map((p) => p.id),
  );
  const accepted: (Attendee & { line: number })[] = [];
  return read.map((row): Step => {
    if ('refused' in row) {
      const name = request.mapping.name ? (row.cells[request.mapping.name] ?? '').trim() : '';
      return { kind: 'refused', line: row.line, name, reason: row.refused };
    }
    const { attendee, line } = row;
    const refuse = (reason: string): Step => ({
      kind: 'refused',
      line,
      name: attendee.name,
      reason,
    });
    const hubId = attendee.hub ? hubOf(attendee.hub) : undefined;
    if (attendee.hub && !hubId) return refuse(`There is no hub '${attendee.hub}'`);
    if (attendee.programme && !programmeCodes.has(attendee.programme)) {
      return refuse(`There is no programme '${attendee.programme}'`);
    }
    const earlier = findDuplicate(attendee, accepted);
    if (earlier)
      return refuse(`The same person as line ${earlier.match.line} (${HOW[earlier.reason]})`);
    const applicant = findDuplicate(attendee, existing.applicants);
    if (applicant) {
      return refuse(`Already an applicant (${applicant.match.status}) ${HOW[applicant.reason]}`);
    }
    const contact = findDuplicate(attendee, existing.contacts);
    if (contact) {
      return refuse(`Already a contact (${contact.match.relationship}) ${HOW[contact.reason]}`);
    }
    const lead = findDuplicate(attendee, existing.leads);
    if (lead && !inScope(auth.scope, lead.match.scopeKeys)) {
      return refuse('Matches a potential student outside your scope');
    }
    accepted.push({ ...attendee, line });
    if (lead) {
      const reason = `Merged into potential student ${lead.match.name} ${HOW[lead.reason]}`;
      return { kind: 'merged', line, attendee, lead: lead.match, reason };
    }
    const keys = leadKeys({
      hubId: hubId ?? null,
      programme: attendee.programme ?? null,
      ownerId: null,
    });
    if (!auth.scope.all && !inScope(auth.scope, keys)) return refuse('Outside your scope');
    return { kind: 'created', line, attendee, hubId: hubId ?? null };
  });
}

/** Carries out one planned row (commit only). */
async function carryOut(tx: Tx, auth: AuthContext, request: ImportRequest, step: Step) {
  if (step.kind === 'refused') return undefined;
  const { attendee } = step;
  const lead =
    step.kind === 'created'
      ? await insertLead(tx, auth, {
          name: attendee.name,
          lastName: attendee.lastName ?? null,
          email: attendee.email ?? null,
          phone: attendee.phone ?? null,
          postCode: attendee.postCode ?? null,
          hubId: step.hubId,
          programme: attendee.programme ?? null,
          firstHeard: attendee.firstHeard ?? null,
          stage: EVENT_STAGE,
          sourceEvent: request.event,
        })
      : await fillLead(tx, auth, step.lead, {
          lastName: attendee.lastName,
          email: attendee.email,
          phone: attendee.phone,
          postCode: attendee.postCode,
          firstHeard: attendee.firstHeard,
        });
  await insertActivity(tx, auth, lead, {
    kind: EVENT_ACTIVITY,
    on: request.eventDate,
    summary: `Attended ${request.event}`,
  });
  return lead.id;
}

/**
 * Imports an event's attendees: every row is created, merged into the potential student it
 * duplicates, or refused with the reason. A dry run writes nothing; a commit writes every
 * created and merged row in one transaction (all or nothing).
 */
export async function importAttendees(
  db: Db,
  auth: AuthContext,
  request: ImportRequest,
  file: ImportFile,
): Promise<ImportReport> {
  checkMappedColumns(request.mapping, file.headers);
  const run = async (tx: Tx) => {
    const steps = await plan(tx, auth, request, file);
    const results: ImportRowResult[] = [];
    for (const step of steps) {
      const id = request.dryRun ? undefined : await carryOut(tx, auth, request, step);
      results.push({
        line: step.line,
        name: step.kind === 'refused' ? step.name : step.attendee.name,
        outcome: step.kind,
        reason: step.kind === 'created' ? 'New potential student' : step.reason,
        ...(id ? { potentialStudentId: id } : {}),
      });
    }
    return importReportOf(request.event, request.dryRun, results);
  };
  // A dry run plans only (it writes nothing), in the same transaction a commit runs in.
  const { result } = await inImportTransaction(db, { dryRun: request.dryRun }, run);
  return result;
}
