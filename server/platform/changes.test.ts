import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { runsOneTransactionAtATime } from './changes';

describe('runsOneTransactionAtATime', () => {
  it('is true on PGlite, in a transaction and out of one', async () => {
    const database = await openDatabase({});
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
