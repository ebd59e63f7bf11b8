import { z } from 'zod';
import { LOGGED_ACTIVITY_KINDS, type LoggedActivityKind } from '../../domain/leads/activities';
import { STAGES, type Stage } from '../../domain/leads/stages';
import { leadActivityRecordSchema } from '../../domain/records/lead-activity';
import { createRecordCommand, defineCommand } from '../../offline/commands';
import { recordTable } from '../../offline/database';

// The writes of a potential student's record, each a named command through the outbox
// (architecture §2): shown on this device at once, sent when online. Editing their details is
// the record form's `potential-students.update` (OfflineRecordForm); the server writes the
// 'Stage change' activity of a move (src/domain/leads/activities.ts), so a move replayed from a
// device is logged once, and it syncs back here.

const leadPath = (id: string) => `/api/potential-students/${encodeURIComponent(id)}`;

/** What moving a potential student to another stage queues. */
export interface MoveStageInput {
  id: string;
  /** Their name, for the outbox's label. */
  name: string;
  stage: Stage;
}

/**
 * PATCH the lead's stage, based on the stage this device saw: when someone else moved them
 * meanwhile the server answers 409 and the outbox keeps a conflict; any other change merges.
 */
export const moveLeadStage = defineCommand<MoveStageInput>({
  name: 'leads.moveStage',
  schema: z.object({
    id: z.string().min(1),
    name: z.string().min(1),
    stage: z.enum(STAGES, { error: 'Choose one of the stages' }),
  }),
  label: (input) => `Potential student — ${input.name}: moved to ${input.stage}`,
  method: 'PATCH',
  path: (input) => leadPath(input.id),
  body: (input, context) => ({
    changes: { stage: input.stage },
    ...(context.base ? { base: context.base } : {}),
  }),
  entity: 'potential-students',
  recordId: (input) => input.id,
  baseOf: (row) => (row ? { stage: row.stage ?? null } : undefined),
  apply: async (db, input) => {
    const table = recordTable(db, 'potential-students');
    const row = await table.get(input.id);
    // The version stays: it is the server's, and the entry's If-Match.
    if (row) await table.put({ ...row, stage: input.stage });
  },
});

/** What logging an activity queues: its id (made here), lead, kind, day and summary. */
export interface LogActivityInput {
  id: string;
  potentialStudentId: string;
  /** The lead's name, for the outbox's label. */
  leadName: string;
  kind: LoggedActivityKind;
  on: string;
  summary: string;
  /** Shown on this device until the server's record (author set by the server) replaces it. */
  authorName: string;
}

/**
 * POST /api/lead-activities: a call, an e-mail, a meeting or an event attended, on the log at
 * once and sent when online; the id is made here, so a retried send cannot log it twice.
 */
export const logLeadActivity = defineCommand<LogActivityInput>({
  name: 'leads.logActivity',
  schema: z.object({
    id: z.string().min(1),
    potentialStudentId: leadActivityRecordSchema.shape.potentialStudentId,
    leadName: z.string().min(1),
    kind: z.enum(LOGGED_ACTIVITY_KINDS, { error: 'Choose what kind of activity it was' }),
    on: leadActivityRecordSchema.shape.on,
    summary: leadActivityRecordSchema.shape.summary,
    authorName: z.string().min(1),
  }),
  label: (input) => `${input.kind} with ${input.leadName}`,
  method: 'POST',
  path: () => '/api/lead-activities',
  body: (input) => ({
    id: input.id,
    potentialStudentId: input.potentialStudentId,
    kind: input.kind,
    on: input.on,
    summary: input.summary,
  }),
  entity: 'lead-activities',
  recordId: (input) => input.id,
  apply: async (db, input) => {
    await recordTable(db, 'lead-activities').put({
      id: input.id,
      version: 0,
      potentialStudentId: input.potentialStudentId,
      kind: input.kind,
      on: input.on,
      summary: input.summary,
      authorName: input.authorName,
    });
  },
});

/** What taking a potential student on queues: the lead, and who takes them (the signed-in user). */
export interface TakeOwnershipInput {
  id: string;
  /** Their name, for the outbox's label. */
  name: string;
  ownerId: string;
  /** Shown on this device until the server's record (the name the server sets) replaces it. */
  ownerName: string;
}

/**
 * PATCH the lead's owner to the signed-in user ("I will follow them up"), offline too: based on
 * the owner this device saw, so two directors taking the same lead meet as a conflict.
 */
export const takeLeadOwnership = defineCommand<TakeOwnershipInput>({
  name: 'leads.takeOwnership',
  schema: z.object({
    id: z.string().min(1),
    name: z.string().min(1),
    ownerId: z.string().min(1),
    ownerName: z.string().min(1),
  }),
  label: (input) => `Potential student — ${input.name}: followed up by ${input.ownerName}`,
  method: 'PATCH',
  path: (input) => leadPath(input.id),
  body: (input, context) => ({
    changes: { ownerId: input.ownerId },
    ...(context.base ? { base: context.base } : {}),
  }),
  entity: 'potential-students',
  recordId: (input) => input.id,
  baseOf: (row) => (row ? { ownerId: row.ownerId ?? null } : undefined),
  apply: async (db, input) => {
    const table = recordTable(db, 'potential-students');
    const row = await table.get(input.id);
    if (row) await table.put({ ...row, ownerId: input.ownerId, ownerName: input.ownerName });
  },
});

/**
 * POST /api/potential-students: someone who enquired, added by hand (a call, a visit), offline
 * too; the id is made here, so a retried send cannot add them twice.
 */
export const createPotentialStudent = createRecordCommand(
  'potential-students',
  (input) => `Potential student — ${String(input.values.name ?? '')}: added`,
);
