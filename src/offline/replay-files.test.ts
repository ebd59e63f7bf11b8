import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCommand, runCommand } from './commands';
import { type CollegiumDb, openUserDatabase } from './database';
import { exportUnsent } from './outbox-actions';
import { replayOutbox } from './replay';
import type { BatchOperation, OutboxEntry, OutboxFile } from './types';

const T0 = new Date('2026-11-01T10:00:00.000Z');

const request = defineCommand<{ id: string; reason: string }>({
  name: 'student-requests.extension',
  schema: z.object({ id: z.string(), reason: z.string() }),
  label: (input) => `Extension — ${input.reason}`,
  method: 'POST',
  path: () => '/api/forms/student/extension-request/e1/2026-27/m1/',
  body: (input) => input,
  entity: 'student-requests',
  recordId: (input) => input.id,
});

const note = (text: string): OutboxFile => ({
  field: 'evidence',
  name: 'gp-letter.pdf',
  type: 'application/pdf',
  size: text.length,
  blob: new Blob([text], { type: 'application/pdf' }),
});

async function queue(db: CollegiumDb, id: string, files: OutboxFile[] = [note('%PDF-1.4')]) {
  return runCommand(db, 'u1', request, { id, reason: 'Illness' }, { now: T0, files });
}

const noBatch = async (ops: BatchOperation[]) => {
  throw new Error(`no batch expected, got ${ops.length}`);
};

describe('replayOutbox with files', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the Blob in the outbox and sends the entry alone through the upload transport', async () => {
    const db = await openUserDatabase(`files-${crypto.randomUUID()}`);
    const entry = await queue(db, 'r1');
    const stored = await db.outbox.get(entry.id);
    expect(stored?.files?.[0]?.name).toBe('gp-letter.pdf');
    expect(await stored?.files?.[0]?.blob.text()).toBe('%PDF-1.4');

    const uploaded: OutboxEntry[] = [];
    const summary = await replayOutbox(db, noBatch, {
      now: T0,
      upload: async (sent) => {
        uploaded.push(sent);
        return { status: 201, body: { id: 'r1', version: 1, status: 'Pending' } };
      },
    });
    expect(uploaded.map((sent) => sent.id)).toEqual([entry.id]);
    expect(summary).toMatchObject({ sent: 1, done: 1, batches: 0 });
    expect(await db.outbox.count()).toBe(0);
    expect(await db['student-requests'].get('r1')).toMatchObject({ status: 'Pending' });
  });

  it('sends plain entries in a batch and entries with files on their own, in one run', async () => {
    const db = await openUserDatabase(`files-${crypto.randomUUID()}`);
    await queue(db, 'r1');
    await queue(db, 'r2', []);
    const batches: BatchOperation[][] = [];
    const summary = await replayOutbox(
      db,
      async (ops) => {
        batches.push(ops);
        return ops.map(() => ({ status: 201, body: null }));
      },
      { now: T0, upload: async () => ({ status: 201, body: null }) },
    );
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((op) => op.path)).toEqual([
      '/api/forms/student/extension-request/e1/2026-27/m1/',
    ]);
    expect(summary).toMatchObject({ sent: 2, done: 2 });
  });

  it('offline (no answer): the entry and its file wait to retry; 422 keeps them for the user', async () => {
    const db = await openUserDatabase(`files-${crypto.randomUUID()}`);
    const entry = await queue(db, 'r1');
    const offline = await replayOutbox(db, noBatch, {
      now: T0,
      upload: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(offline.retrying).toBe(1);
    const waiting = await db.outbox.get(entry.id);
    expect(waiting?.state).toBe('retrying');
    expect(await waiting?.files?.[0]?.blob.text()).toBe('%PDF-1.4');

    const later = new Date(T0.getTime() + 60 * 60 * 1000);
    const refused = await replayOutbox(db, noBatch, {
      now: later,
      upload: async () => ({
        status: 422,
        body: { message: 'Validation error', details: [{ message: 'Too big', param: 'evidence' }] },
      }),
    });
    expect(refused.rejected).toBe(1);
    const kept = await db.outbox.get(entry.id);
    expect(kept?.state).toBe('rejected');
    expect(kept?.lastError?.details).toEqual([{ message: 'Too big', param: 'evidence' }]);
    expect(kept?.files).toHaveLength(1);
  });

  it('401 stops the run and keeps the entry for after sign-in; no transport means retry', async () => {
    const db = await openUserDatabase(`files-${crypto.randomUUID()}`);
    const entry = await queue(db, 'r1');
    const noUpload = await replayOutbox(db, noBatch, { now: T0 });
    expect(noUpload.retrying).toBe(1);
    const later = new Date(T0.getTime() + 60 * 60 * 1000);
    const auth = await replayOutbox(db, noBatch, {
      now: later,
      upload: async () => ({ status: 401, body: null }),
    });
    expect(auth.authRequired).toBe(true);
    expect((await db.outbox.get(entry.id))?.state).toBe('auth');
  });

  it('the export names the files without their bytes', async () => {
    const db = await openUserDatabase(`files-${crypto.randomUUID()}`);
    await queue(db, 'r1');
    const exported = JSON.parse(await exportUnsent(db, T0)) as { entries: OutboxEntry[] };
    expect(exported.entries[0]?.files).toEqual([
      { field: 'evidence', name: 'gp-letter.pdf', type: 'application/pdf', size: 8 },
    ]);
  });
});
