import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/pglite-image';
import { verifyPassword } from '../../platform/auth/passwords';
import { type Database, queryRows } from '../client';
import { DEMO_PASSWORD } from './demo-accounts';
import { type SeedCounts, SeedRefusedError, seedDemo } from './seed';

const TABLES = [
  'hubs',
  'programmes',
  'users',
  'students',
  'engagements',
  'applications',
  'tickets',
] as const;

describe('seedDemo (PGlite in memory)', () => {
  let database: Database;
  let counts: SeedCounts;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    counts = await seedDemo(database.db, { students: 50, applications: 60 });
  }, 30_000);
  afterAll(() => database?.close());

  const count = async (query: ReturnType<typeof sql>) => {
    const [row] = await queryRows<{ n: number }>(database.db, query);
    return Number(row?.n);
  };

  it('inserts the counted rows of every table', async () => {
    expect(counts).toMatchObject({ hubs: 8, programmes: 14, students: 50, applications: 60 });
    for (const table of TABLES) {
      expect(await count(sql`select count(*)::int as n from ${sql.identifier(table)}`)).toBe(
        counts[table],
      );
    }
    expect(await count(sql`select count(*)::int as n from changes`)).toBe(counts.changes);
    // Documents are stored as JSON objects and arrays, not as strings of JSON.
    const documents = await count(sql`select count(*)::int as n from applications
      where jsonb_typeof(sections) = 'object' and jsonb_typeof(course) = 'object'
        and jsonb_typeof("references") = 'array'`);
    expect(documents).toBe(60);
  });

  it('gives every record a change row whose seq it stores, with its scope keys', async () => {
    for (const table of TABLES) {
      const scoped = table !== 'hubs' && table !== 'programmes';
      const orphans = await count(sql`
        select count(*)::int as n from ${sql.identifier(table)} t
        left join changes c on c.seq = t.seq and c.entity = ${table} and c.record_id = t.id
          and c.op = 'upsert'
          ${scoped ? sql`and c.scope_after = t.scope_keys` : sql``}
        where c.seq is null`);
      expect(orphans, table).toBe(0);
    }
    const [range] = await queryRows<{ min: number; max: number }>(
      database.db,
      sql`select min(seq)::int as min, max(seq)::int as max from changes`,
    );
    expect(range).toEqual({ min: 1, max: counts.changes });
  });

  it('lets the demo accounts sign in with the demo password', async () => {
    const [user] = await queryRows<{ password_hash: string; roles: string[] }>(
      database.db,
      sql`select password_hash, roles from users where email = 'hd@college.test'`,
    );
    expect(user?.roles).toEqual(['hd']);
    expect(await verifyPassword(user?.password_hash ?? null, DEMO_PASSWORD)).toBe(true);
  });

  it('refuses to seed a database that already has users', async () => {
    await expect(seedDemo(database.db, { students: 5, applications: 5 })).rejects.toThrow(
      SeedRefusedError,
    );
    expect(await count(sql`select count(*)::int as n from students`)).toBe(50);
  });
});
