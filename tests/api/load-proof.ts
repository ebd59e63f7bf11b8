import { type LoadSummary, newLedger, runLoad, summarise } from './load-client';

// Issue 17's load proof: 50 clients mixing point reads, list pages, PATCHes, batches and batch
// replays, then every student counted: its version moved by exactly the writes acknowledged to
// it (fewer: one was lost; more: one was written twice) and it holds the last phone written.

export interface LoadProof {
  summary: LoadSummary;
  /** Answers (or batch operations) with a 5xx status. */
  serverErrors: number;
  /** Other failures: no answer, or a 4xx (none is expected: clients never share a record). */
  otherErrors: number;
  acknowledgedWrites: number;
  replays: number;
  /** Students whose version or phone does not match what was acknowledged. */
  miscounted: string[];
  replayMismatches: string[];
}

interface Student {
  id: string;
  version: number;
  phone: string | null;
}

async function allStudents(origin: string, cookie: string): Promise<Student[]> {
  const found: Student[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${origin}/api/students?pageSize=500&page=${page}`, {
      headers: { cookie },
    });
    if (!response.ok) throw new Error(`Students page ${page}: ${response.status}`);
    const { items } = (await response.json()) as { items: Student[] };
    found.push(...items.map(({ id, version, phone }) => ({ id, version, phone })));
    if (items.length < 500) return found;
  }
}

/** Runs the load against a running server (signed in as staff who may edit every student). */
export async function proveLoad(options: {
  origin: string;
  cookie: string;
  clients: number;
  seconds: number;
}): Promise<LoadProof> {
  const before = await allStudents(options.origin, options.cookie);
  const ledger = newLedger();
  const timings = await runLoad({
    ...options,
    students: before.map(({ id, version }) => ({ id, version })),
    ledger,
  });
  const after = new Map(
    (await allStudents(options.origin, options.cookie)).map((student) => [student.id, student]),
  );
  const miscounted = before.flatMap((student) => {
    const written = ledger.writes.get(student.id);
    const now = after.get(student.id);
    const expected = {
      version: student.version + (written?.count ?? 0),
      phone: written ? written.phone : student.phone,
    };
    return now?.version === expected.version && now.phone === expected.phone
      ? []
      : [`${student.id}: expected ${JSON.stringify(expected)}, found ${JSON.stringify(now)}`];
  });
  const serverErrors = timings.filter((timing) => timing.status >= 500).length;
  return {
    summary: summarise(timings, options.seconds),
    serverErrors,
    otherErrors: timings.filter((timing) => !timing.ok).length - serverErrors,
    acknowledgedWrites: [...ledger.writes.values()].reduce((sum, { count }) => sum + count, 0),
    replays: ledger.replays,
    miscounted,
    replayMismatches: ledger.replayMismatches,
  };
}
