import { Dexie, type Table } from 'dexie';
import type { OfflinePack } from '../domain/residentials/offline-pack';
import type { Draft, OutboxEntry, RecordTypes, SyncedEntity, SyncedRecord } from './types';

/** Every user's database is named with this prefix and the user id. */
export const DATABASE_PREFIX = 'collegium-';

/** The keys of `meta` this module family writes (others, e.g. the cached account, are the UI's). */
export const META_KEYS = {
  createdAt: 'createdAt',
  cursor: 'cursor',
  lastSyncedAt: 'lastSyncedAt',
} as const;

/** One row of `meta`: a named value (cursor, account, marker). */
export interface MetaRow {
  key: string;
  value: unknown;
}

/** The name of a user's database: `collegium-<userId>`. */
export function databaseName(userId: string): string {
  if (!userId) throw new Error('A database belongs to a user: the user id is required');
  return `${DATABASE_PREFIX}${userId}`;
}

/** The table of a synced entity, typed with its record (src/domain/records). */
export type RecordTable<E extends SyncedEntity> = Table<RecordTypes[E], string>;

/** The signed-in user's offline store: record tables, drafts, outbox and meta (architecture §5). */
export class CollegiumDb extends Dexie {
  // `declare`: Dexie creates these properties in stores(); a class field would reset them.
  declare readonly students: RecordTable<'students'>;
  declare readonly engagements: RecordTable<'engagements'>;
  declare readonly applications: RecordTable<'applications'>;
  declare readonly hubs: RecordTable<'hubs'>;
  declare readonly programmes: RecordTable<'programmes'>;
  /** The signed-in student's own form answers (one record per form). */
  declare readonly 'student-forms': RecordTable<'student-forms'>;
  /** The signed-in student's requests and their outcomes (staff see those in their scope). */
  declare readonly 'student-requests': RecordTable<'student-requests'>;
  /** Staff notes on the students in the user's scope (append-only). */
  declare readonly 'student-notes': RecordTable<'student-notes'>;
  /** Potential students in the user's scope (hub directors move their stages offline). */
  declare readonly 'potential-students': RecordTable<'potential-students'>;
  /** Their activity logs (append-only), read on a lead's record by lead. */
  declare readonly 'lead-activities': RecordTable<'lead-activities'>;
  /** Helpdesk tickets: a student's own, or every ticket for the helpdesk (tickets:admin). */
  declare readonly tickets: RecordTable<'tickets'>;
  /** Their replies (and, for the helpdesk, internal notes), read on a ticket's page by ticket. */
  declare readonly 'ticket-messages': RecordTable<'ticket-messages'>;
  /** System data's choice lists (intakes, first-heard sources, ways of first contact), by name. */
  declare readonly 'reference-lists': RecordTable<'reference-lists'>;
  /** Residentials in the user's scope (issue 23): dates, venue, sessions. */
  declare readonly residentials: RecordTable<'residentials'>;
  /** Attendance marks (append-only), read by residential and session on the check-in screen. */
  declare readonly 'attendance-marks': RecordTable<'attendance-marks'>;
  /**
   * What "Take offline" downloaded for a residential (roster, photos, requirements, contacts),
   * by residential id: kept on the device only, never synced, replaced by the next download.
   */
  declare readonly 'residential-packs': Table<StoredOfflinePack, string>;
  declare readonly drafts: Table<Draft, string>;
  declare readonly outbox: Table<OutboxEntry, string>;
  declare readonly meta: Table<MetaRow, string>;

  constructor(
    readonly userId: string,
    cache: DatabaseCache = 'immutable',
  ) {
    // Live queries share one frozen result instead of a deep copy per query: a copy of 2,000
    // applications (15 MB) took seconds on every read of the list. Nothing may mutate a record
    // read from the database; copy it (spread, toSorted) to change it.
    super(databaseName(userId), { cache });
    this.version(1).stores({
      students: 'id, hubId, lastName, programmeCode, tutorId',
      engagements: 'id, studentId, status, cohort',
      applications: 'id, status, hubId, lastName, intake',
      hubs: 'id',
      programmes: 'id',
      drafts: 'key, savedAt',
      outbox: 'id, createdAt, state, [entity+recordId]',
      meta: 'key',
    });
    // Version 2: the student's own forms. Tables not named here are kept as they are.
    this.version(2).stores({ 'student-forms': 'id, formId, studentId' });
    // Version 3: student requests, so a student sees outcomes offline.
    this.version(3).stores({ 'student-requests': 'id, studentId, type, status' });
    // Version 4: only the indexes a screen queries. Every index is one more write per record, and
    // a first sync of 5,000 students spent half its time keeping up indexes no screen used (the
    // lists filter and sort in memory; architecture §7).
    this.version(4).stores({
      students: 'id',
      engagements: 'id, studentId',
      applications: 'id',
      'student-requests': 'id, studentId, type',
    });
    // Version 5: staff notes on students, read on the record's Notes tab by student.
    this.version(5).stores({ 'student-notes': 'id, studentId' });
    // Version 6: potential students (the pipeline reads them all and groups in memory) and their
    // activities, read on a lead's record by lead.
    this.version(6).stores({
      'potential-students': 'id',
      'lead-activities': 'id, potentialStudentId',
    });
    // Version 7: helpdesk tickets (issue 21), read all or by requester, and their messages by
    // ticket.
    this.version(7).stores({ tickets: 'id, requesterId', 'ticket-messages': 'id, ticketId' });
    // Version 8: system data's reference lists (issue 21), read by name.
    this.version(8).stores({ 'reference-lists': 'id' });
    // Version 9: residentials and attendance marks (issue 23), and the rosters taken offline.
    this.version(9).stores({
      residentials: 'id',
      'attendance-marks': 'id, [residentialId+sessionId], studentId',
      'residential-packs': 'residentialId',
    });
    // Adding version 10: append, never edit an earlier version in place. Name only the tables that change:
    //   this.version(10)
    //     .stores({ students: 'id, hubId, lastName, programmeCode, tutorId, status' })
    //     .upgrade((tx) => tx.table('students').toCollection().modify((row) => { ... }));
    // Dexie keeps every table a version does not name (only `tableName: null` deletes one), so
    // `outbox` and `drafts` survive; an upgrade may rewrite their rows but must never clear them,
    // because they hold what the user typed and has not reached the server.
  }
}

/** A residential's download as the device keeps it: the pack, and when it arrived. */
export type StoredOfflinePack = OfflinePack & { storedAt: string; bytes: number };

/** The typed record table of a synced entity. */
export function recordTable<E extends SyncedEntity>(db: CollegiumDb, entity: E): RecordTable<E> {
  // `db[entity]` is the same table; TypeScript cannot narrow the union of tables to the one of E.
  return db.table<RecordTypes[E], string>(entity);
}

/**
 * The table of any synced entity as the sync engine and the outbox see it: rows of the API, each
 * with an id and a version. They write what the server sends (the feed, a conflict's record) and
 * lay queued changes on it, whatever the record; the server validated it with the record's schema,
 * so its rows are that record's type. This is the one place the two meet.
 */
export function syncedTable(db: CollegiumDb, entity: SyncedEntity): Table<SyncedRecord, string> {
  return db.table<SyncedRecord, string>(entity);
}

/** Reads a value of `meta` (undefined when never written). */
export async function getMeta<T>(db: CollegiumDb, key: string): Promise<T | undefined> {
  const row = await db.meta.get(key);
  return row?.value as T | undefined;
}

/** Writes a value of `meta`. */
export async function setMeta(db: CollegiumDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}

/**
 * How Dexie caches query results: `immutable` where live queries run (the page); `disabled` in
 * the sync worker, which runs none and would only keep a copy of everything it writes.
 */
export type DatabaseCache = 'immutable' | 'disabled';

/** Opens the user's database, writing the `createdAt` marker the first time it is opened. */
export async function openUserDatabase(
  userId: string,
  options: { now?: Date; cache?: DatabaseCache } = {},
): Promise<CollegiumDb> {
  const db = new CollegiumDb(userId, options.cache);
  await db.open();
  await ensureCreatedAt(db, options.now);
  return db;
}

/**
 * Writes the `createdAt` marker when the database has none (a first open, or one re-created after
 * it was deleted under the page); answers the marker.
 */
export async function ensureCreatedAt(db: CollegiumDb, now: Date = new Date()): Promise<string> {
  // In a transaction so two contexts opening at once (page and service worker) keep one marker.
  return db.transaction('rw', db.meta, async () => {
    const marker = await getMeta<string>(db, META_KEYS.createdAt);
    if (marker) return marker;
    const created = now.toISOString();
    await setMeta(db, META_KEYS.createdAt, created);
    return created;
  });
}

/** The database's creation marker, as written on its first open. */
export function databaseCreatedAt(db: CollegiumDb): Promise<string | undefined> {
  return getMeta<string>(db, META_KEYS.createdAt);
}

/**
 * True when the database is not the one the caller knew: the browser evicted it and a new one
 * was created. The caller keeps the marker outside IndexedDB (e.g. localStorage in the page);
 * no known marker means a first start, not a wipe.
 */
export async function wasWiped(
  db: CollegiumDb,
  knownCreatedAt: string | null | undefined,
): Promise<boolean> {
  if (!knownCreatedAt) return false;
  return (await databaseCreatedAt(db)) !== knownCreatedAt;
}

/** Deletes a user's database (sign-out after the unsynced-changes warning). */
export async function deleteUserDatabase(userId: string): Promise<void> {
  await Dexie.delete(databaseName(userId));
}

/** The user ids that have a database on this device. */
export async function listUserDatabases(): Promise<string[]> {
  const names = await Dexie.getDatabaseNames();
  return names
    .filter((name) => name.startsWith(DATABASE_PREFIX) && name.length > DATABASE_PREFIX.length)
    .map((name) => name.slice(DATABASE_PREFIX.length));
}
