import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { getMeta, META_KEYS, openUserDatabase } from './database';
import { runSync, type SyncMessage } from './sync-runner';
import type { Fetch } from './transport';
import type { FeedPage } from './types';

const student = (n: number) => ({ id: `s${n}`, version: 1, lastName: `Name ${n}` });

/** A server of two feed pages (three students, then one), answering as GET /api/sync does. */
const twoPages: Fetch = async (path) => {
  const cursor = Number(new URL(path, 'http://device').searchParams.get('cursor'));
  const page: FeedPage =
    cursor === 0
      ? {
          changes: [1, 2, 3].map((seq) => ({
            seq,
            entity: 'students',
            id: `s${seq}`,
            op: 'upsert' as const,
            record: student(seq),
          })),
          cursor: 3,
          hasMore: true,
          remaining: 4,
        }
      : {
          changes: [{ seq: 4, entity: 'students', id: 's4', op: 'upsert', record: student(4) }],
          cursor: 4,
          hasMore: false,
          remaining: 1,
        };
  return new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } });
};

describe('runSync (what the sync worker runs)', () => {
  it('pulls the feed into the user database, reporting a first sync’s progress and its end', async () => {
    const userId = `runner-${crypto.randomUUID()}`;
    const messages: SyncMessage[] = [];
    await runSync({ userId }, twoPages, (message) => messages.push(message));
    expect(messages).toEqual([
      { type: 'progress', first: true, applied: 3, total: 4, done: false },
      { type: 'progress', first: true, applied: 4, total: 4, done: true },
      { type: 'done', applied: 4, cursor: 4, writeMs: expect.any(Number) },
    ]);
    const db = await openUserDatabase(userId);
    expect((await db.students.toArray()).map((row) => row.id)).toEqual(['s1', 's2', 's3', 's4']);
    expect(await getMeta(db, META_KEYS.cursor)).toBe(4);
    db.close();

    // The next pull starts from the stored cursor and is not a first sync.
    const again: SyncMessage[] = [];
    await runSync({ userId }, twoPages, (message) => again.push(message));
    expect(again[0]).toMatchObject({ type: 'progress', first: false });
  });

  it('reports a refused feed with its status, so the page can end an expired session', async () => {
    const messages: SyncMessage[] = [];
    const expired: Fetch = async () => new Response('{}', { status: 401 });
    await runSync({ userId: `runner-${crypto.randomUUID()}` }, expired, (message) =>
      messages.push(message),
    );
    expect(messages).toEqual([{ type: 'failed', message: 'the server answered 401', status: 401 }]);
  });

  it('reports no answer at all as a failure without a status', async () => {
    const messages: SyncMessage[] = [];
    const offline: Fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await runSync({ userId: `runner-${crypto.randomUUID()}` }, offline, (message) =>
      messages.push(message),
    );
    expect(messages).toEqual([{ type: 'failed', message: 'Failed to fetch' }]);
  });
});
