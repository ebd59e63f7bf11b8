import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/api/pglite-image';
import { bulkInsert } from './bulk-insert';
import type { Database } from './client';
import { hubs, programmes, students } from './schema';

const student = (index: number) => ({
  id: `s-${String(index).padStart(3, '0')}`,
  firstName: `First ${index}`,
  lastName: index % 2 === 0 ? 'O\'Brien "Zoë" {x,y}' : 'Smith',
  email: `s${index}@example.test`,
  hubId: 'hub-1',
  programmeCode: 'BA',
});

describe('bulkInsert (PGlite in memory)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    // What the students name (foreign keys).
    await database.db.insert(hubs).values({ id: 'hub-1', name: 'Hub 1', city: 'Leeds' });
    await database.db.insert(programmes).values({ id: 'BA', name: 'BA', levels: ['4A'] });
  }, 30_000);
  afterAll(() => database?.close());

  it('stores JSON as documents, arrays as arrays, null as null, and defaults for undefined', async () => {
    const count = await bulkInsert(
      database.db,
      students,
      [
        {
          ...student(1),
          address: { lines: ['1 Main St'], postcode: 'BT1 1AA' },
          scopeKeys: ['hub:hub-1', 'tutor:a,b'],
          partnerId: null,
          seq: 41,
        },
        // No address, scope keys, seq or version: the column defaults apply.
        { ...student(2), preferredName: undefined },
        { ...student(3), version: 3, createdAt: '2020-01-02T03:04:05.123Z', notAColumn: 1 },
      ],
      2,
    );
    expect(count).toBe(3);
    const rows = await database.db.select().from(students).orderBy(asc(students.id));
    expect(rows.map((row) => row.id)).toEqual(['s-001', 's-002', 's-003']);
    expect(rows[0]).toMatchObject({
      lastName: 'Smith',
      address: { lines: ['1 Main St'], postcode: 'BT1 1AA' },
      scopeKeys: ['hub:hub-1', 'tutor:a,b'],
      partnerId: null,
      seq: 41,
      version: 1,
    });
    expect(rows[1]).toMatchObject({
      lastName: 'O\'Brien "Zoë" {x,y}',
      address: null,
      preferredName: null,
      scopeKeys: [],
      seq: 0,
      version: 1,
    });
    expect(rows[1]?.createdAt).toBeTruthy();
    expect(rows[2]).toMatchObject({ version: 3 });
    expect(new Date(rows[2]?.createdAt ?? '').toISOString()).toBe('2020-01-02T03:04:05.123Z');
  });

  it('inserts more rows than one batch', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => student(100 + index));
    expect(await bulkInsert(database.db, students, rows, 10)).toBe(25);
    const stored = await database.db.select({ id: students.id }).from(students);
    expect(stored).toHaveLength(28);
  });
});
