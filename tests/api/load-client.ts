import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';

// A small load generator for mixed traffic: autocannon replays fixed requests, but a PATCH must
// name the version the last write returned, so each client here is a loop that remembers the
// versions of the students it owns (clients never write each other's records: no conflicts).

/** What a client does next, with the share of all requests it makes. */
export const MIX = [
  { kind: 'read', share: 0.4 },
  { kind: 'list', share: 0.2 },
  { kind: 'patch', share: 0.25 },
  { kind: 'batch', share: 0.15 },
] as const;
export type Kind = (typeof MIX)[number]['kind'];

/** A student as the load knows it: its id and the version of its last write. */
export interface Target {
  id: string;
  version: number;
}

export interface LoadOptions {
  origin: string;
  cookie: string;
  clients: number;
  seconds: number;
  /** Every student (point reads pick any of them); clients split them to write. */
  students: Target[];
  /** Only point reads (the baseline), or the mix above. */
  readsOnly?: boolean;
  /**
   * Counts every acknowledged write (to check none was lost or doubled after the run), and
   * replays some batches as they were sent, as the outbox does when an answer did not arrive.
   */
  ledger?: WriteLedger;
}

/** What the load wrote, as the server acknowledged it. */
export interface WriteLedger {
  /** Per student: acknowledged writes (a replayed batch adds none) and the last phone written. */
  writes: Map<string, { count: number; phone: string }>;
  /** Batches sent again with the same keys, and their operations answered otherwise than first. */
  replays: number;
  replayMismatches: string[];
}

export function newLedger(): WriteLedger {
  return { writes: new Map(), replays: 0, replayMismatches: [] };
}

export interface Timing {
  kind: Kind;
  ms: number;
  ok: boolean;
  /** The answer's status, or a batch operation's when one was 5xx; 0: no answer. */
  status: number;
}

// Searches and sorts a registrar uses: name fragments, an email domain, a partner id prefix.
const SEARCHES = ['', '', 'an', 'son', 'mar', 'example.com', 'ell', '12', 'jo', 'ley'];
const SORTS = ['lastName', 'firstName', 'email', 'hubId', 'programmeCode', 'updatedAt'];

/**
 * One HTTP request on a kept-alive connection: its status and body. node:http rather than
 * fetch, which costs the client several times the CPU (the load shares the server's two cores).
 */
function send(
  agent: Agent,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { agent, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A small seeded generator (mulberry32): the same run sends the same requests. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pickKind(next: () => number): Kind {
  let roll = next();
  for (const { kind, share } of MIX) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return 'read';
}

function pick<T>(items: readonly T[], next: () => number): T {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
}

/** One client: requests one after another until the time is up, each timed. */
async function runClient(
  agent: Agent,
  options: LoadOptions,
  own: Target[],
  seed: number,
  until: number,
  timings: Timing[],
) {
  const next = random(seed);
  const headers = { cookie: options.cookie, 'content-type': 'application/json' };
  let written = 0;
  // A real change each time: a new phone number (no email change, so no uniqueness check).
  const change = () => {
    written += 1;
    return { phone: `07700 ${seed} ${written}` };
  };
  const acknowledge = (id: string | undefined, phone: unknown) => {
    const ledger = options.ledger;
    if (!ledger || id === undefined) return;
    const count = (ledger.writes.get(id)?.count ?? 0) + 1;
    ledger.writes.set(id, { count, phone: String(phone) });
  };
  type BatchResult = { status: number; body: Target };
  let lastBatch: { body: string; results: BatchResult[] } | undefined;

  const request = async (
    kind: Kind,
    path: string,
    init: { method?: string; body?: string; ifMatch?: number } = {},
  ) => {
    const started = performance.now();
    let ok = false;
    let status = 0;
    let body: unknown;
    try {
      const response = await send(
        agent,
        new URL(path, options.origin),
        init.method ?? 'GET',
        init.ifMatch ? { ...headers, 'if-match': String(init.ifMatch) } : headers,
        init.body,
      );
      status = response.status;
      body = JSON.parse(response.text);
      ok = response.status >= 200 && response.status < 300;
    } catch {
      ok = false;
    }
    timings.push({ kind, ms: performance.now() - started, ok, status });
    return { ok, body };
  };

  while (Date.now() < until) {
    const kind = options.readsOnly ? 'read' : pickKind(next);
    if (kind === 'read') {
      await request(kind, `/api/students/${pick(options.students, next).id}`);
    } else if (kind === 'list') {
      const q = pick(SEARCHES, next);
      const params = new URLSearchParams({
        ...(q ? { q } : {}),
        sort: pick(SORTS, next),
        order: next() < 0.5 ? 'asc' : 'desc',
        page: String(1 + Math.floor(next() * 3)),
        pageSize: '25',
      });
      await request(kind, `/api/students?${params}`);
    } else if (kind === 'patch') {
      const target = pick(own, next);
      const { ok, body } = await request(kind, `/api/students/${target.id}`, {
        method: 'PATCH',
        ifMatch: target.version,
        body: JSON.stringify({ changes: change() }),
      });
      if (ok) {
        target.version = (body as Target).version;
        acknowledge(target.id, (body as { phone?: unknown }).phone);
      }
    } else if (options.ledger && lastBatch && next() < 0.3) {
      // The last batch again, same keys: each operation answers as the first time, writing nothing.
      const first = lastBatch;
      const { ok, body } = await request(kind, '/api/batch', { method: 'POST', body: first.body });
      const results = ok ? (body as { results: BatchResult[] }).results : [];
      options.ledger.replays += 1;
      first.results.forEach((answer, index) => {
        const again = results[index];
        if (again?.status !== answer.status || again.body.version !== answer.body.version)
          options.ledger?.replayMismatches.push(`${answer.body.id}: ${JSON.stringify(again)}`);
      });
      lastBatch = undefined;
    } else {
      // Five of the client's own students, as the outbox replays them.
      const start = Math.floor(next() * own.length);
      const targets = Array.from({ length: 5 }, (_, i) => own[(start + i) % own.length]);
      const operations = targets.map((target) => ({
        method: 'PATCH',
        path: `/api/students/${target?.id}`,
        body: { changes: change() },
        ifMatch: target?.version,
        idempotencyKey: randomUUID(),
      }));
      const batch = JSON.stringify({ operations });
      const { ok, body } = await request(kind, '/api/batch', { method: 'POST', body: batch });
      const results = ok ? (body as { results: BatchResult[] }).results : [];
      results.forEach((result, index) => {
        const target = targets[index];
        if (result.status < 300 && target) {
          target.version = result.body.version;
          acknowledge(target.id, operations[index]?.body.changes.phone);
        }
      });
      lastBatch = ok ? { body: batch, results } : undefined;
      // One failed operation makes the batch an error, as the outbox would count it.
      const last = timings[timings.length - 1];
      if (last && results.some((result) => result.status >= 300)) last.ok = false;
      const failed = results.find((result) => result.status >= 500);
      if (last && failed) last.status = failed.status;
    }
  }
}

/** Runs the clients together for the given time; every request's timing. */
export async function runLoad(options: LoadOptions): Promise<Timing[]> {
  const timings: Timing[] = [];
  const until = Date.now() + options.seconds * 1000;
  // Each client owns every `clients`-th student (at least five, for a batch of five).
  const owned = Array.from({ length: options.clients }, (_, client) =>
    options.students.filter((_, index) => index % options.clients === client),
  );
  if (owned.some((own) => own.length < 5)) throw new Error('Too few students for the clients');
  // One kept-alive connection per client, as a browser keeps its connection to the app.
  const agent = new Agent({ keepAlive: true, maxSockets: options.clients });
  await Promise.all(
    owned.map((own, client) => runClient(agent, options, own, client + 1, until, timings)),
  );
  agent.destroy();
  return timings;
}

/** The value below which `share` of the sorted values fall. */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

export interface LoadSummary {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Requests per second, p50, p99 (ms) and errors of some timings. */
export function summarise(timings: readonly Timing[], seconds: number): LoadSummary {
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  return {
    requests: timings.length,
    requestsPerSecond: timings.length / seconds,
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    errors: timings.filter((timing) => !timing.ok).length,
  };
}
