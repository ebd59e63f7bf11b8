import { eq } from 'drizzle-orm';
import { STAGE_CHANGE_KIND } from '#domain/leads/activities';
import { leadActivityRecordSchema } from '#domain/records/lead-activity';
import { leadActivities, potentialStudents } from '../db/schema';
import type { Tx } from '../platform/changes';
import { defineEntity, type Row } from '../platform/entities/define';
import { forbidden, invalid } from '../platform/errors';
import { keysOfLead, LEADS_VIEW } from './potential-students';

/** A requirement no one meets (any one of no permissions): activities are never changed. */
const NO_ONE = [[]] as const;

/** The scope keys of an activity: its potential student's (none when there is no such lead). */
async function keysOfActivity(row: Row, tx: Tx): Promise<string[]> {
  const [lead] = await tx
    .select({
      hubId: potentialStudents.hubId,
      programme: potentialStudents.programme,
      ownerId: potentialStudents.ownerId,
    })
    .from(potentialStudents)
    .where(eq(potentialStudents.id, String(row.potentialStudentId)));
  return lead ? keysOfLead(lead) : [];
}

/**
 * A potential student's activity log (append-only): whoever sees the lead reads it and logs a
 * call, an e-mail, a meeting or an event attended; the author is the signed-in user; stage
 * changes are written by the server with the move; no one changes or deletes an activity.
 */
export const leadActivitiesEntity = defineEntity({
  name: 'lead-activities',
  label: 'Activity',
  table: leadActivities,
  inputSchema: leadActivityRecordSchema,
  policy: { view: LEADS_VIEW, create: LEADS_VIEW, update: NO_ONE, delete: NO_ONE },
  scopeKeys: keysOfActivity,
  // A lead the caller does not see is no lead to them (422, its existence not revealed).
  references: {
    potentialStudentId: { table: potentialStudents, label: 'potential student', scoped: true },
  },
  validate: ({ auth, before, after }) => {
    if (before) throw forbidden('An activity cannot be changed or deleted once logged');
    if (!after) return;
    if (after.kind === STAGE_CHANGE_KIND) {
      throw invalid([
        { message: 'Stage changes are logged when the stage is moved', param: 'kind' },
      ]);
    }
    // The author is who is signed in, whatever the client sent.
    after.authorId = auth.realUser.id;
    after.authorName = auth.realUser.name;
  },
  searchable: ['summary'],
  sortable: ['on', 'createdAt'],
  filterable: ['potentialStudentId', 'kind'],
  exportColumns: [
    { field: 'potentialStudentId', label: 'Potential student' },
    { field: 'on', label: 'On', kind: 'date' },
    { field: 'kind', label: 'Kind' },
    { field: 'authorName', label: 'Author' },
    { field: 'summary', label: 'Summary' },
  ],
});
