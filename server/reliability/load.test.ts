import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../tests/api/harness';
import { proveLoad } from '../../tests/api/load-proof';
import {
  createServerData,
  type ServerData,
  type ServerProcess,
  signIn,
  startServerProcess,
} from '../../tests/api/server-process';

// Issue 17's load proof, short: 50 clients for 10 s against the real server in its own process
// (the 60 s run: `npm run bench -- proof-load`). Zero 5xx, no write lost or written twice.

const CLIENTS = 50;
const SECONDS = 10;

let data: ServerData;
let server: ServerProcess | undefined;
beforeAll(async () => {
  // Each client writes five students of its own at least.
  data = await createServerData({ students: CLIENTS * 6, applications: 0 });
  server = await startServerProcess(data);
});
afterAll(async () => {
  await server?.stop();
  await data?.drop();
});

describe(`50 clients mixing reads, lists, PATCHes and batch replays (${TEST_DB})`, () => {
  it('answers no 5xx and loses or doubles no write', async () => {
    const origin = server?.origin ?? '';
    const cookie = await signIn(origin, 'registrar@college.test');
    const proof = await proveLoad({ origin, cookie, clients: CLIENTS, seconds: SECONDS });
    expect(proof.serverErrors).toBe(0);
    expect(proof.otherErrors).toBe(0);
    expect(proof.miscounted).toEqual([]);
    expect(proof.replayMismatches).toEqual([]);
    expect(proof.acknowledgedWrites).toBeGreaterThan(50);
    expect(proof.replays).toBeGreaterThan(0);
  }, 60_000);
});
