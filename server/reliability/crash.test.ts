import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../tests/api/harness';
import {
  createServerData,
  type ServerData,
  type ServerProcess,
  signIn,
  startServerProcess,
} from '../../tests/api/server-process';
import { openDatabase } from '../db/client';
import { students } from '../db/schema';

// kill -9 during a burst of writes with Idempotency-Keys, then start again on the same data:
// every acknowledged write is there, the database opens, and the unacknowledged writes sent
// again with the same keys happen once (issue 17). On PGlite, or PostgreSQL (npm run test:pg).

const CLIENTS = 8;
const STUDENTS_PER_CLIENT = 3;
const ROUNDS = 2;
/** A round's burst is killed once this many writes were acknowledged (or after 20 s). */
const ACKNOWLEDGED_BEFORE_KILL = 80;

interface Write {
  key: string;
  method: 'PATCH' | 'POST';
  path: string;
  body: unknown;
  ifMatch?: number;
  /** PATCH: the student and the phone it writes; POST: the email of the new student. */
  studentId?: string;
  phone?: string;
  email?: string;
}
interface Sent {
  write: Write;
  /** Undefined: no answer came (the server died first). */
  status?: number;
  answer?: { id: string; version: number; phone?: string; email?: string };
}
interface Known {
  version: number;
  phone: string | null;
}

let data: ServerData;
let server: ServerProcess | undefined;
let cookie: string;
beforeAll(async () => {
  data = await createServerData({ students: CLIENTS * STUDENTS_PER_CLIENT, applications: 0 });
});
afterAll(async () => {
  await server?.stop();
  await data?.drop();
});

async function send(write: Write): Promise<Sent> {
  if (!server) throw new Error('No server');
  try {
    const response = await fetch(`${server.origin}${write.path}`, {
      method: write.method,
      headers: {
        cookie,
        'content-type': 'application/json',
        'idempotency-key': write.key,
        ...(write.ifMatch ? { 'if-match': String(write.ifMatch) } : {}),
      },
      body: JSON.stringify(write.body),
    });
    return { write, status: response.status, answer: await response.json() };
  } catch {
    return { write };
  }
}

async function readStudent(id: string): Promise<Known & { email: string }> {
  const response = await fetch(`${server?.origin}/api/students/${id}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.json();
}

/** One client: writes its own students (so never a version conflict) and creates new ones. */
async function client(
  round: number,
  index: number,
  own: Map<string, Known>,
  sent: Sent[],
  killed: { now: boolean },
) {
  const ids = [...own.keys()];
  for (let n = 0; !killed.now; n += 1) {
    const key = `crash-${round}-${index}-${n}`;
    let write: Write;
    if (n % 3 === 2) {
      const email = `${key}@example.org`;
      const body = {
        firstName: 'Crash',
        lastName: key,
        email,
        hubId: 'hub-1',
        programmeCode: 'BA',
      };
      write = { key, method: 'POST', path: '/api/students', body, email };
    } else {
      const studentId = ids[n % ids.length] as string;
      const phone = `07700 ${round}${index}${n}`;
      const version = own.get(studentId)?.version;
      write = {
        key,
        method: 'PATCH',
        path: `/api/students/${studentId}`,
        body: { changes: { phone } },
        ifMatch: version,
        studentId,
        phone,
      };
    }
    const result = await send(write);
    sent.push(result);
    if (result.status === undefined) return;
    if (result.status >= 300) throw new Error(`${write.method} ${write.path}: ${result.status}`);
    if (write.studentId && result.answer) {
      own.set(write.studentId, { version: result.answer.version, phone: write.phone ?? null });
    }
  }
}

/** A burst of every client's writes, killed -9 mid-burst. */
async function burstAndKill(round: number, known: Map<string, Known>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const killed = { now: false };
  const ids = [...known.keys()];
  const clients = Array.from({ length: CLIENTS }, (_, index) => {
    const own = new Map(
      ids.filter((_, i) => i % CLIENTS === index).map((id) => [id, known.get(id) as Known]),
    );
    return client(round, index, own, sent, killed).then(() => own);
  });
  const started = Date.now();
  while (
    sent.filter((result) => result.status !== undefined).length < ACKNOWLEDGED_BEFORE_KILL &&
    Date.now() - started < 20_000
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  killed.now = true;
  await server?.kill();
  server = undefined;
  await Promise.all(clients);
  return sent;
}

/** After the restart: each student at its last acknowledged write, or the one in flight after it. */
async function checkAcknowledged(sent: Sent[], known: Map<string, Known>) {
  for (const [id, before] of known) {
    const patches = sent.filter((result) => result.write.studentId === id);
    const acknowledged = patches.filter((result) => result.status !== undefined).at(-1);
    const inFlight = patches.find((result) => result.status === undefined);
    const last = acknowledged
      ? { version: acknowledged.answer?.version ?? 0, phone: acknowledged.write.phone ?? null }
      : before;
    const now = await readStudent(id);
    if (now.version === last.version) expect(now.phone).toBe(last.phone);
    else {
      // Committed, but killed before its answer left: only the write that was in flight.
      expect(inFlight, `student ${id} at version ${now.version}`).toBeDefined();
      expect(now).toMatchObject({ version: last.version + 1, phone: inFlight?.write.phone });
    }
    known.set(id, { version: now.version, phone: now.phone });
  }
  for (const result of sent.filter((r) => r.write.method === 'POST' && r.status !== undefined)) {
    const created = await readStudent(result.answer?.id ?? '');
    expect(created.email).toBe(result.write.email);
  }
}

/** The unacknowledged writes again, same keys: each answers 2xx, run now or its first answer. */
async function retryUnacknowledged(sent: Sent[], known: Map<string, Known>) {
  for (const { write } of sent.filter((result) => result.status === undefined)) {
    const retried = await send(write);
    expect(retried.status, `${write.method} ${write.path} again`).toBeLessThan(300);
    if (write.studentId && retried.answer) {
      known.set(write.studentId, { version: retried.answer.version, phone: write.phone ?? null });
      expect(await readStudent(write.studentId)).toMatchObject(known.get(write.studentId) ?? {});
    }
  }
  // An acknowledged create sent again is answered the same, not made twice.
  const create = sent.find((result) => result.write.method === 'POST' && result.status === 201);
  if (create) {
    const again = await send(create.write);
    expect(again).toMatchObject({ status: 201, answer: { id: create.answer?.id } });
  }
}

describe(`kill -9 during a burst of writes (${TEST_DB})`, () => {
  // Three starts of the server, seconds each on a quiet machine, far more on a busy shared one.
  it('loses no acknowledged write, and retries with the same keys write once', async () => {
    server = await startServerProcess(data);
    cookie = await signIn(server.origin, 'admin@college.test');
    const list = await fetch(`${server.origin}/api/students?pageSize=100`, { headers: { cookie } });
    const { items } = (await list.json()) as { items: ({ id: string } & Known)[] };
    const known = new Map(items.map(({ id, version, phone }) => [id, { version, phone }]));
    const creates: string[] = [];

    for (let round = 1; round <= ROUNDS; round += 1) {
      const sent = await burstAndKill(round, known);
      const acknowledged = sent.filter((result) => result.status !== undefined).length;
      expect(acknowledged).toBeGreaterThan(CLIENTS);
      expect(sent.length - acknowledged).toBeGreaterThan(0);
      // The database opens again (after a crash recovery on PGlite).
      server = await startServerProcess(data);
      await checkAcknowledged(sent, known);
      await retryUnacknowledged(sent, known);
      creates.push(...sent.flatMap((result) => result.write.email ?? []));
    }

    // Counted in the database itself: every create once, none twice.
    await server?.stop();
    server = undefined;
    const database = await openDatabase({ url: data.databaseUrl, dataDir: data.dataDir });
    const rows = await database.db
      .select({ email: students.email, copies: sql<number>`count(*)`.mapWith(Number) })
      .from(students)
      .where(like(students.email, 'crash-%'))
      .groupBy(students.email);
    await database.close();
    expect(rows.filter((row) => row.copies !== 1)).toEqual([]);
    expect(rows.map((row) => row.email).sort()).toEqual([...creates].sort());
  }, 300_000);
});
