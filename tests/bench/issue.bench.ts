import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../config/load';
import { bulkInsert } from '../../server/db/bulk-insert';
import { invoiceIssueRuns, invoices, paymentPlans } from '../../server/db/schema';
import { engagementsToIssue, runIssueBatches } from '../../server/features/finance/issue-runs';
import type { AppContext } from '../../server/platform/app-context';
import { DEFAULT_SESSION_POLICY } from '../../server/platform/auth/sessions';
import { benchDatabase } from './server';

// Issue 19's benchmark: "issue invoices for the academic year" over a big college (the seed's
// `--students 5000`), against inserting the same invoice rows with one bulk insert (the seed's
// path, server/db/bulk-insert.ts) in the same run. Goal: issuing ≤ 3× the bulk insert.

export interface IssueFigures {
  students: number;
  engagements: number;
  invoices: number;
  /** Median ms of a whole run (batches of 500, a transaction each), and of the bulk insert. */
  issueMs: number;
  bulkMs: number;
}

const middle = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)] ?? NaN;

/** Seeds `students`, then times issuing next year's invoices and the bulk insert, in turns. */
export async function benchIssue(students = 5000, rounds = 3): Promise<IssueFigures> {
  const bench = await benchDatabase({ students, applications: 100 });
  const { db } = bench.database;
  const context: AppContext = {
    db,
    config: await loadConfig(),
    sessionPolicy: DEFAULT_SESSION_POLICY,
    secureCookies: false,
    publicUrl: 'http://127.0.0.1',
    mailer: { send: async () => {} },
    evidenceDir: join(tmpdir(), 'collegium-bench-evidence'),
  };
  // The year after the seed's: continuing students carry their plans into it.
  const sessionId = '2027-28';
  const forget = async () => {
    await db.delete(invoices).where(eq(invoices.sessionId, sessionId));
    await db.delete(paymentPlans).where(eq(paymentPlans.sessionId, sessionId));
    await db.delete(invoiceIssueRuns).where(eq(invoiceIssueRuns.sessionId, sessionId));
  };
  const issueMs: number[] = [];
  const bulkMs: number[] = [];
  let count = 0;
  try {
    const engagements = (await engagementsToIssue(context, sessionId, { all: true })).length;
    for (let round = 0; round < rounds; round += 1) {
      await forget();
      await db.execute(sql`vacuum analyze invoices`);
      const id = randomUUID();
      await db.insert(invoiceIssueRuns).values({ id, sessionId, status: 'running' });
      let started = performance.now();
      await runIssueBatches(context, id, { scope: { all: true }, byUserId: null });
      issueMs.push(performance.now() - started);
      const rows = await db.select().from(invoices).where(eq(invoices.sessionId, sessionId));
      count = rows.length;
      await db.delete(invoices).where(eq(invoices.sessionId, sessionId));
      await db.execute(sql`vacuum analyze invoices`);
      started = performance.now();
      await bulkInsert(db, invoices, rows);
      bulkMs.push(performance.now() - started);
    }
    return {
      students,
      engagements,
      invoices: count,
      issueMs: middle(issueMs),
      bulkMs: middle(bulkMs),
    };
  } finally {
    await bench.close();
  }
}

/** Prints the figures as run.ts prints the others. */
export function reportIssue(figures: IssueFigures): void {
  console.log(
    `\nIssuing a year's invoices: ${figures.students} students, ${figures.engagements} Current or Starting engagements, ${figures.invoices} invoices issued`,
  );
  console.table({
    'issue run (batches of 500), ms': Math.round(figures.issueMs),
    'one bulk insert of the same rows, ms (baseline)': Math.round(figures.bulkMs),
    'ratio (goal ≤ 3)': (figures.issueMs / figures.bulkMs).toFixed(2),
  });
}
