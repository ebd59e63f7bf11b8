import 'fake-indexeddb/auto';
import { Dexie, liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import {
  CollegiumDb,
  databaseCreatedAt,
  deleteUserDatabase,
  getMeta,
  listUserDatabases,
  openUserDatabase,
  setMeta,
  syncedTable,
  wasWiped,
} from './database';

const newUser = () => `user-${crypto.randomUUID()}`;

describe('the per-user database', () => {
  it('gives live queries one shared, frozen result rather than a deep copy per read', async () => {
    const db = await openUserDatabase(newUser());
    await syncedTable(db, 'applications').put({ id: 'a1', version: 1, lastName: 'Ames' });
    const read = () =>
      new Promise<readonly { id: string }[]>((resolve, reject) => {
        const subscription = liveQuery(() => syncedTable(db, 'applications').toArray()).subscribe({
          next: (rows) => {
            subscription.unsubscribe();
            resolve(rows);
          },
          error: reject,
        });
      });
    const [first, second] = await Promise.all([read(), read()]);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.[0])).toBe(true);
    expect(second?.[0]).toBe(first?.[0]);
    db.close();
  });

  it('is named after the user and has the record, drafts, outbox and meta tables', async () => {
    const userId = newUser();
    const db = await openUserDatabase(userId);
    expect(db.name).toBe(`collegium-${userId}`);
    expect(db.tables.map((table) => table.name).sort()).toEqual([
      'applications',
      'attendance-marks',
      'drafts',
      'engagements',
      'hubs',
      'lead-activities',
      'meta',
      'outbox',
      'potential-students',
      'programmes',
      'reference-lists',
      'residential-packs',
      'residentials',
      'student-forms',
      'student-notes',
      'student-requests',
      'students',
      'ticket-messages',
      'tickets',
    ]);
    expect(db.outbox.schema.indexes.map((index) => index.name).sort()).toEqual([
      '[entity+recordId]',
      'createdAt',
      'state',
    ]);
    // Only the indexes a screen queries: each index costs a write per synced record.
    expect(db.students.schema.indexes).toEqual([]);
    expect(db.applications.schema.indexes).toEqual([]);
    expect(db.engagements.schema.indexes.map((index) => index.name)).toEqual(['studentId']);
    db.close();
  });

  it('keeps records, queued changes and drafts when it drops unused indexes (version 3 to 4, then 5 and 6)', async () => {
    const userId = newUser();
    const before = new Dexie(`collegium-${userId}`);
    before.version(3).stores({
      students: 'id, hubId, lastName, programmeCode, tutorId',
      engagements: 'id, studentId, status, cohort',
      applications: 'id, status, hubId, lastName, intake',
      hubs: 'id',
      programmes: 'id',
      drafts: 'key, savedAt',
      outbox: 'id, createdAt, state, [entity+recordId]',
      meta: 'key',
      'student-forms': 'id, formId, studentId',
      'student-requests': 'id, studentId, type, status',
    });
    await before.table('students').put({ id: 's1', version: 1, lastName: 'Lovelace' });
    await before.table('outbox').put({
      id: 'o1',
      createdAt: '2025-05-01T10:00:00.000Z',
      state: 'pending',
      entity: 'students',
      recordId: 's1',
    });
    await before.table('drafts').put({ key: 'd1', savedAt: '2025-05-01T10:00:00.000Z' });
    before.close();

    const db = await openUserDatabase(userId);
    // Upgraded to the newest version: version 5 adds only the notes table, version 6 only the
    // potential students and their activities, version 7 only the helpdesk's tickets and
    // messages, version 8 only system data's reference lists, keeping the rest.
    expect(db.verno).toBe(9);
    expect(db['reference-lists'].schema.indexes).toEqual([]);
    expect(db.tickets.schema.indexes.map((index) => index.name)).toEqual(['requesterId']);
    expect(db['ticket-messages'].schema.indexes.map((index) => index.name)).toEqual(['ticketId']);
    expect(db['student-notes'].schema.indexes.map((index) => index.name)).toEqual(['studentId']);
    expect(db['potential-students'].schema.indexes).toEqual([]);
    expect(db['lead-activities'].schema.indexes.map((index) => index.name)).toEqual([
      'potentialStudentId',
    ]);
    expect(await db.students.get('s1')).toMatchObject({ lastName: 'Lovelace' });
    expect(await db.outbox.get('o1')).toMatchObject({ state: 'pending' });
    expect(await db.drafts.get('d1')).toBeDefined();
    db.close();
  });

  it('keeps the users apart', async () => {
    const ada = await openUserDatabase(newUser());
    const ben = await openUserDatabase(newUser());
    await syncedTable(ada, 'students').put({ id: 's1', version: 1, lastName: 'Lovelace' });
    expect(await ben.students.count()).toBe(0);
    ada.close();
    ben.close();
  });

  it('reads and writes meta values', async () => {
    const db = await openUserDatabase(newUser());
    expect(await getMeta<number>(db, 'cursor')).toBeUndefined();
    await setMeta(db, 'cursor', 42);
    await setMeta(db, 'account', { id: 'u1', roles: ['tutor'] });
    expect(await getMeta<number>(db, 'cursor')).toBe(42);
    expect(await getMeta(db, 'account')).toEqual({ id: 'u1', roles: ['tutor'] });
    db.close();
  });

  it('writes the createdAt marker once, and tells a wiped database from a known one', async () => {
    const userId = newUser();
    const first = await openUserDatabase(userId, { now: new Date('2025-01-01T00:00:00Z') });
    const marker = await databaseCreatedAt(first);
    expect(marker).toBe('2025-01-01T00:00:00.000Z');
    expect(await wasWiped(first, undefined)).toBe(false); // first start
    first.close();

    const again = await openUserDatabase(userId, { now: new Date('2025-02-01T00:00:00Z') });
    expect(await databaseCreatedAt(again)).toBe(marker);
    expect(await wasWiped(again, marker)).toBe(false);
    again.close();

    await deleteUserDatabase(userId); // what an eviction does
    const fresh = await openUserDatabase(userId, { now: new Date('2025-03-01T00:00:00Z') });
    expect(await databaseCreatedAt(fresh)).toBe('2025-03-01T00:00:00.000Z');
    expect(await wasWiped(fresh, marker)).toBe(true);
    fresh.close();
  });

  it('lists and deletes the users’ databases, and only those', async () => {
    const userId = newUser();
    const db = await openUserDatabase(userId);
    const other = new CollegiumDb(newUser());
    await other.open();
    const unrelated = indexedDB.open('someone-else');
    await new Promise((resolve) => {
      unrelated.onsuccess = resolve;
    });
    unrelated.result.close();

    const listed = await listUserDatabases();
    expect(listed).toContain(userId);
    expect(listed).toContain(other.userId);
    expect(listed).not.toContain('someone-else');

    db.close();
    await deleteUserDatabase(userId);
    expect(await listUserDatabases()).not.toContain(userId);
    expect(await listUserDatabases()).toContain(other.userId);
    other.close();
  });

  it('refuses a database without a user', () => {
    expect(() => new CollegiumDb('')).toThrow(/user id/);
  });
});
