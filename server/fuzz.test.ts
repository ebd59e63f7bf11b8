import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema } from '#domain/errors/api-error-schema';
import {
  arbitraryFromZod,
  encodeComponent,
  nastyString,
  queryString,
} from '../tests/api/fuzz-input';
import { createTestApp, type TestApp } from '../tests/api/harness';
import type { RouteEntry } from './app';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';

// Bad input gets a clear 4xx, never a 5xx: at every route, input generated from the route's own
// zod schemas (body, query, path parameters), as every demo account and signed out; every 4xx
// in the error shape `{message, code, details?}`. FUZZ_SEED=<n> replays a run; FUZZ_RUNS sets
// the requests per route and account (about 115 routes × 8 accounts × 3).

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const ACCOUNTS = [undefined, ...DEMO_ACCOUNTS.map((account) => account.email)];

/** The error shape of architecture §4 (extra fields allowed: a 409 carries the record). */
const errorShape = apiErrorBodySchema.extend({
  message: z.string().min(1),
  code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
});

// Routes that end or switch the session run signed out, so the others stay signed in.
const SWITCHES_SESSION = /^\/api\/auth\/(logout|loginas|register|login|reset)/;

let test: TestApp;
const cookies = new Map<string, string>();
let knownIds: string[] = [];
beforeAll(async () => {
  test = await createTestApp({ students: 10, applications: 10 });
  for (const account of DEMO_ACCOUNTS) cookies.set(account.email, await test.login(account.email));
  knownIds = await idsOfRecords(cookies.get('admin@college.test') ?? '');
});
afterAll(() => test.close());

/** A few ids of every list the administrator reads: paths then sometimes name a real record. */
async function idsOfRecords(cookie: string): Promise<string[]> {
  const ids = new Set(['student-00001', 'student-00002', 'hub-1', 'hub-2', 'user-admin']);
  for (const route of test.app.routeTable) {
    if (route.method !== 'GET' || route.url.includes(':')) continue;
    const response = await test.app.inject({ url: `${route.url}?pageSize=3`, headers: { cookie } });
    const json = String(response.headers['content-type']).startsWith('application/json');
    const items: unknown = response.statusCode === 200 && json ? response.json().items : undefined;
    if (!Array.isArray(items)) continue;
    for (const item of items.slice(0, 3)) if (typeof item?.id === 'string') ids.add(item.id);
  }
  return [...ids];
}

interface Input {
  params: unknown;
  query: unknown;
  body: unknown;
  ifMatch: string | undefined;
  /** Now and then a body that is not the JSON it says it is, or says another type. */
  raw: { payload: string; contentType: string } | undefined;
}

const rawBody = fc.record({
  payload: fc.oneof(
    fc.constantFrom('', '{', '{"a":', 'null', '[]', '"\\u0000"', '{"__proto__":{"x":1}}'),
    fc.string({ maxLength: 20 }),
  ),
  contentType: fc.constantFrom('application/json', 'text/plain', 'application/xml', ''),
});

interface Failure {
  route: string;
  request: string;
  status: number;
  body: string;
}

/**
 * What is wrong with an answer: a 5xx, a 4xx outside the error shape, a stack trace in text (a
 * binary download, such as a pg_dump backup, may hold any bytes).
 */
function fault(status: number, body: string, contentType: string): string | undefined {
  if (status >= 500) return 'server error';
  const text = /^(text\/|application\/(json|problem\+json|xml))/.test(contentType);
  if (text && /\n\s+at /.test(body)) return 'stack trace';
  if (status < 400) return undefined;
  try {
    return errorShape.safeParse(JSON.parse(body)).success ? undefined : 'not the error shape';
  } catch {
    return 'not JSON';
  }
}

function inputOf(route: RouteEntry): fc.Arbitrary<Input> {
  const schema = route.schema ?? {};
  const segment = fc.oneof(fc.constantFrom(...knownIds), nastyString);
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return fc.record({
    params: schema.params
      ? arbitraryFromZod(schema.params, knownIds)
      : fc.record(Object.fromEntries(names.map((name) => [name, segment]))),
    query: schema.querystring ? arbitraryFromZod(schema.querystring, knownIds) : fc.constant({}),
    body: schema.body ? arbitraryFromZod(schema.body, knownIds) : fc.jsonValue({ maxDepth: 2 }),
    ifMatch: fc.option(fc.oneof(fc.constantFrom('1', '2', 'W/"1"'), nastyString), {
      nil: undefined,
    }),
    raw: fc.option(rawBody, { nil: undefined, freq: 8 }),
  });
}

async function send(route: RouteEntry, account: string | undefined, input: Input) {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    return encodeComponent(typeof value === 'string' ? value : JSON.stringify(value ?? '')) || '_';
  });
  const search = queryString(input.query);
  const url = search ? `${path}?${search}` : path;
  const cookie = account && !SWITCHES_SESSION.test(route.url) ? cookies.get(account) : undefined;
  const headers: Record<string, string> = {
    ...(cookie ? { cookie } : {}),
    ...(typeof input.ifMatch === 'string' ? { 'if-match': encodeComponent(input.ifMatch) } : {}),
  };
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const payload = input.raw?.payload ?? JSON.stringify(input.body ?? null);
  const contentType = input.raw?.contentType ?? 'application/json';
  const response = await test.app.inject({
    method: route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url,
    headers: withBody && contentType ? { ...headers, 'content-type': contentType } : headers,
    ...(withBody ? { payload } : {}),
  });
  const sent = withBody ? ` (${contentType}) ${payload.slice(0, 200)}` : '';
  return { request: `${account ?? 'signed out'}: ${route.method} ${url}${sent}`, response };
}

describe('generated input never causes a 5xx and every refusal has the error shape', () => {
  it(`at every route, as every demo account and signed out (seed ${SEED})`, async () => {
    const failures: Failure[] = [];
    let property = 0;
    for (const route of test.app.routeTable) {
      for (const account of ACCOUNTS) {
        property += 1;
        await fc.assert(
          fc.asyncProperty(inputOf(route), async (input) => {
            const { request, response } = await send(route, account, input);
            const problem = fault(
              response.statusCode,
              response.body,
              String(response.headers['content-type'] ?? ''),
            );
            if (!problem) return;
            failures.push({
              route: `${route.method} ${route.url}`,
              request: `${problem} ← ${request}`,
              status: response.statusCode,
              body: response.body.slice(0, 300),
            });
          }),
          // Each route and account its own sequence, all from the one seed printed.
          { numRuns: RUNS, seed: SEED + property },
        );
      }
    }
    // One failure per route and status is enough to read; FUZZ_SEED replays the run.
    const distinct = [...new Map(failures.map((f) => [`${f.route} ${f.status}`, f])).values()];
    expect(distinct, `FUZZ_SEED=${SEED}`).toEqual([]);
  }, 180_000);
});
