import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/api/pglite-image';
import { type Database, queryRows } from '../db/client';
import {
  type ChangeEntry,
  ChangeWriter,
  runsOneTransactionAtATime,
  settledChangeNumber,
} from './changes';

describe('runsOneTransactionAtATime', () => {
  it('is true on PGlite, in a transaction and out of one', async () => {
    const database = await openTestDatabase();
    try {
      expect(runsOneTransactionAtATime(database.db)).toBe(true);
      await database.db.transaction(async (tx) => {
        expect(runsOneTransactionAtATime(tx)).toBe(true);
      });
    } finally {
      await database.close();
    }
  });

  it('is false on PostgreSQL, whose transactions overlap', async () => {
    // Never connects: only the driver's type matters.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    expect(runsOneTransactionAtATime(drizzle({ client: pool }))).toBe(false);
    await pool.end();
  });
});

describe('ChangeWriter and the settled change number (PGlite in memory)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
  }, 30_000);
  afterAll(() => database?.close());

  const entry = (recordId: string): ChangeEntry => ({
    entity: 'hubs',
    recordId,
    op: 'upsert',
    scopeBefore: [],
    scopeAfter: ['hub:1', 'hub:2'],
  });

  it('numbers one change and many in the order given, each number stored with its change', async () => {
    const numbers = await database.db.transaction(async (tx) => {
      const writer = new ChangeWriter(tx);
      const [one = 0] = await writer.record([entry('one')]);
      const many = await writer.record(['a', 'b', 'c'].map(entry));
      return [one, ...many];
    });
    expect(
      numbers.every((number, index) => index === 0 || number > (numbers[index - 1] ?? 0)),
    ).toBe(true);
    const stored = await queryRows<{ seq: number; record_id: string; scope_after: string[] }>(
      database.db,
      sql`select seq::int as seq, record_id, scope_after from changes order by seq`,
    );
    expect(stored.map((row) => [row.seq, row.record_id])).toEqual(
      numbers.map((number, index) => [number, ['one', 'a', 'b', 'c'][index]]),
    );
    expect(stored[0]?.scope_after).toEqual(['hub:1', 'hub:2']);
  });

  it('is settled up to the last number drawn once its writers have committed', async () => {
    const [last] = await database.db.transaction((tx) => new ChangeWriter(tx).record([entry('x')]));
    expect(await settledChangeNumber(database.db)).toBe(last);
  });

  it('never reuses the number of a rolled-back change', async () => {
    let rolledBack = 0;
    await database.db
      .transaction(async (tx) => {
        [rolledBack = 0] = await new ChangeWriter(tx).record([entry('gone')]);
        throw new Error('roll back');
      })
      .catch(() => {});
    const [next = 0] = await database.db.transaction((tx) =>
      new ChangeWriter(tx).record([entry('kept')]),
    );
    expect(next).toBeGreaterThan(rolledBack);
    expect(await settledChangeNumber(database.db)).toBe(next);
  });
});
