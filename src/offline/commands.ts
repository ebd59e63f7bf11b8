import type { Table } from 'dexie';
import { v4 as uuidv4 } from 'uuid';
import { z } from 'zod';
import { type CollegiumDb, syncedTable } from './database';
import {
  type HttpMethod,
  type OutboxEntry,
  type OutboxFile,
  SYNCED_ENTITIES,
  type SyncedEntity,
  type SyncedRecord,
} from './types';
import { pickValues } from './values';

/** What runCommand knows when it builds the request body: the base the change was made on. */
export interface CommandContext {
  baseVersion?: number;
  base?: Record<string, unknown>;
}

/** A named write (architecture §5): validated, applied locally, queued, replayed to the API. */
export interface Command<I> {
  /** e.g. `students.update`. */
  name: string;
  schema: z.ZodType<I>;
  /** What the outbox screen shows, e.g. "Student — Ada Lovelace: phone". */
  label(input: I): string;
  method: HttpMethod;
  path(input: I): string;
  body?(input: I, context: CommandContext): unknown;
  entity?: SyncedEntity;
  recordId?(input: I): string;
  /** The values the change replaces, from the local row (PATCH merge, conflicts, discard). */
  baseOf?(row: SyncedRecord | undefined, input: I): Record<string, unknown> | undefined;
  /** The change as a deep-merge patch of the record, laid on again while queued (see OutboxEntry). */
  patch?(input: I): Record<string, unknown>;
  /** Where the body's base comes from in the record (see OutboxEntry.baseAt). */
  baseAt?(input: I): string[];
  /** The optimistic local change; runs inside runCommand's transaction, so Dexie calls only. */
  apply?(db: CollegiumDb, input: I): Promise<void>;
}

/** Declares a command (typed identity: the input type follows the schema). */
export function defineCommand<I>(command: Command<I>): Command<I> {
  return command;
}

/** The input failed the command's schema; `issues` and `details` are for the form. */
export class CommandValidationError extends Error {
  readonly details: { message: string; param: string }[];

  constructor(
    readonly command: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Invalid input for ${command}: ${issues.map((issue) => issue.message).join('; ')}`);
    this.name = 'CommandValidationError';
    // The same shape as the API's 422 details, so one form helper shows both.
    this.details = issues.map((issue) => ({ message: issue.message, param: issue.path.join('.') }));
  }
}

/** Options of runCommand: an explicit base (else read from the local row), the clock, a draft. */
export interface RunCommandOptions {
  baseVersion?: number;
  base?: Record<string, unknown>;
  now?: Date;
  /** The form's draft, deleted in the same transaction once the entry is queued. */
  draftKey?: string;
  /** Files to send with the change (kept as Blobs in the outbox until sent). */
  files?: OutboxFile[];
}

// Entries replay in createdAt order; two commands in the same millisecond must keep their order.
async function nextCreatedAt(db: CollegiumDb, now: Date): Promise<string> {
  const last = await db.outbox.orderBy('createdAt').last();
  const wanted = now.toISOString();
  if (!last || last.createdAt < wanted) return wanted;
  return new Date(Date.parse(last.createdAt) + 1).toISOString();
}

/**
 * The outbox entry of a command, without queueing it: runCommand queues it; a page whose device is
 * full sends or exports it instead (src/offline/device-full.ts).
 */
export function buildEntry<I>(
  command: Command<I>,
  userId: string,
  value: I,
  context: CommandContext,
  options: { now: Date; createdAt?: string; files?: OutboxFile[] },
): OutboxEntry {
  const { now, files } = options;
  const body = command.body?.(value, context);
  const patch = command.patch?.(value);
  const baseAt = command.baseAt?.(value);
  const recordId = command.recordId?.(value);
  return {
    id: uuidv4(),
    userId,
    command: command.name,
    label: command.label(value),
    method: command.method,
    path: command.path(value),
    ...(body !== undefined ? { body } : {}),
    ...(files && files.length > 0 ? { files } : {}),
    ...(command.entity ? { entity: command.entity } : {}),
    ...(recordId !== undefined ? { recordId } : {}),
    ...context,
    ...(patch ? { patch } : {}),
    ...(baseAt ? { baseAt } : {}),
    createdAt: options.createdAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
    state: 'pending',
    attempts: 0,
  };
}

/**
 * Validates the input, then in ONE transaction applies the command locally and appends its
 * outbox entry (and deletes the form's draft): if any write fails, none happens. The base
 * version is the local row's version (POST has none); the base values come from `baseOf`.
 */
export async function runCommand<I>(
  db: CollegiumDb,
  userId: string,
  command: Command<I>,
  input: I,
  options: RunCommandOptions = {},
): Promise<OutboxEntry> {
  const parsed = command.schema.safeParse(input);
  if (!parsed.success) throw new CommandValidationError(command.name, parsed.error.issues);
  const value = parsed.data;
  const now = options.now ?? new Date();
  const entity = command.entity;
  const recordId = command.recordId?.(value);
  const tables: Table[] = [
    db.outbox,
    // Without an entity the local change may touch any record table.
    ...(entity ? [syncedTable(db, entity)] : SYNCED_ENTITIES.map((name) => syncedTable(db, name))),
    ...(options.draftKey ? [db.drafts] : []),
  ];
  return db.transaction('rw', tables, async () => {
    const row = entity && recordId ? await syncedTable(db, entity).get(recordId) : undefined;
    const baseVersion =
      options.baseVersion ?? (command.method === 'POST' ? undefined : row?.version);
    const base = options.base ?? command.baseOf?.(row, value);
    const context: CommandContext = {
      ...(baseVersion !== undefined ? { baseVersion } : {}),
      ...(base ? { base } : {}),
    };
    await command.apply?.(db, value);
    const entry = buildEntry(command, userId, value, context, {
      now,
      createdAt: await nextCreatedAt(db, now),
      ...(options.files ? { files: options.files } : {}),
    });
    await db.outbox.add(entry);
    if (options.draftKey) await db.drafts.delete(options.draftKey);
    return entry;
  });
}

/** A fresh client-side record id (creates are queued with it, so later edits can refer to it). */
export function newRecordId(): string {
  return uuidv4();
}

const recordId = z.string().trim().min(1).max(200);
const fieldValues = z.record(z.string(), z.unknown());

/** Input of the generic update: the record and its changed fields. */
export interface UpdateRecordInput {
  id: string;
  changes: Record<string, unknown>;
}
/** Input of the generic create: the client-generated id and the fields. */
export interface CreateRecordInput {
  id: string;
  values: Record<string, unknown>;
}
/** Input of the generic delete. */
export interface DeleteRecordInput {
  id: string;
}

function recordPath(entity: SyncedEntity, id?: string): string {
  return id === undefined ? `/api/${entity}` : `/api/${entity}/${encodeURIComponent(id)}`;
}

/** PATCH `/api/<entity>/<id>` with `{ changes, base }`; locally merges the changes (version kept). */
export function updateRecordCommand(
  entity: SyncedEntity,
  labelOf: (input: UpdateRecordInput) => string,
): Command<UpdateRecordInput> {
  return defineCommand<UpdateRecordInput>({
    name: `${entity}.update`,
    schema: z.object({
      id: recordId,
      changes: fieldValues.refine(
        (changes) =>
          Object.keys(changes).length > 0 &&
          !Object.hasOwn(changes, 'id') &&
          !Object.hasOwn(changes, 'version'),
        'Change at least one field (not the id or the version)',
      ),
    }),
    label: labelOf,
    method: 'PATCH',
    path: (input) => recordPath(entity, input.id),
    body: (input, context) => ({
      changes: input.changes,
      ...(context.base ? { base: context.base } : {}),
    }),
    entity,
    recordId: (input) => input.id,
    baseOf: (row, input) => pickValues(row, Object.keys(input.changes)),
    apply: async (db, input) => {
      const table = syncedTable(db, entity);
      const row = await table.get(input.id);
      // The version stays: it is the server's, and the entry's If-Match.
      if (row) await table.put({ ...row, ...input.changes, id: row.id, version: row.version });
    },
  });
}

/** POST `/api/<entity>` with a client-generated id; locally puts the record with version 0. */
export function createRecordCommand(
  entity: SyncedEntity,
  labelOf: (input: CreateRecordInput) => string = () => `New ${entity} record`,
): Command<CreateRecordInput> {
  return defineCommand<CreateRecordInput>({
    name: `${entity}.create`,
    schema: z.object({ id: recordId, values: fieldValues }),
    label: labelOf,
    method: 'POST',
    path: () => recordPath(entity),
    body: (input) => ({ ...input.values, id: input.id }),
    entity,
    recordId: (input) => input.id,
    apply: async (db, input) => {
      await syncedTable(db, entity).put({ ...input.values, id: input.id, version: 0 });
    },
  });
}

/** DELETE `/api/<entity>/<id>`; locally deletes the row, kept in `base` to restore on discard. */
export function deleteRecordCommand(
  entity: SyncedEntity,
  labelOf: (input: DeleteRecordInput) => string = (input) => `Delete ${entity} record ${input.id}`,
): Command<DeleteRecordInput> {
  return defineCommand<DeleteRecordInput>({
    name: `${entity}.delete`,
    schema: z.object({ id: recordId }),
    label: labelOf,
    method: 'DELETE',
    path: (input) => recordPath(entity, input.id),
    entity,
    recordId: (input) => input.id,
    baseOf: (row) => (row ? { ...row } : undefined),
    apply: async (db, input) => {
      await syncedTable(db, entity).delete(input.id);
    },
  });
}
