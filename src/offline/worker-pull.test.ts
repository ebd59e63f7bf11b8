import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncMessage } from './sync-runner';
import { pullInWorker, startSyncEarly, stopSyncWorker } from './worker-pull';

/** A stand-in for the sync worker: records what the page asks, answers when the test says. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  readonly asked: unknown[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(message: unknown) {
    this.asked.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: SyncMessage) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const progress = (applied: number): SyncMessage => ({
  type: 'progress',
  first: true,
  applied,
  total: 100,
  done: false,
});
const done: SyncMessage = { type: 'done', applied: 100, cursor: 100, writeMs: 5 };

beforeEach(() => {
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => {
  stopSyncWorker();
  vi.unstubAllGlobals();
});

describe('pulls in the sync worker', () => {
  it('lets the engine join the pull the sign-in started, with the progress so far', async () => {
    startSyncEarly('user-1');
    startSyncEarly('user-1'); // a later navigation starts nothing more
    const [worker] = FakeWorker.started;
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker?.asked).toEqual([{ userId: 'user-1' }]);
    worker?.answer(progress(40));

    const heard: SyncMessage[] = [];
    const ended = pullInWorker('user-1', (message) => heard.push(message));
    expect(worker?.asked).toHaveLength(1); // joined, not asked again
    worker?.answer(progress(80));
    worker?.answer(done);
    await expect(ended).resolves.toEqual(done);
    expect(heard).toEqual([progress(40), progress(80)]);

    // The next pull is a new one.
    void pullInWorker('user-1');
    expect(worker?.asked).toHaveLength(2);
  });

  it('ends a pull under way as failed when the worker is stopped, and only its own user’s', async () => {
    const ended = pullInWorker('user-1');
    stopSyncWorker('user-2');
    expect(FakeWorker.started[0]?.terminated).toBe(false);
    stopSyncWorker('user-1');
    expect(FakeWorker.started[0]?.terminated).toBe(true);
    await expect(ended).resolves.toMatchObject({ type: 'failed' });
  });

  it('starts another user’s worker in place of the last one', () => {
    startSyncEarly('user-1');
    startSyncEarly('user-2');
    expect(FakeWorker.started.map((worker) => worker.terminated)).toEqual([true, false]);
    expect(FakeWorker.started[1]?.asked).toEqual([{ userId: 'user-2' }]);
  });

  it('starts nothing early while offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    startSyncEarly('user-1');
    expect(FakeWorker.started).toHaveLength(0);
  });

  it('ends a pull as failed when the worker script cannot load', async () => {
    const ended = pullInWorker('user-1');
    FakeWorker.started[0]?.dispatchEvent(new Event('error', { cancelable: true }));
    await expect(ended).resolves.toMatchObject({ type: 'failed' });
    // Started offline, say: the next pull (back online) starts a new worker, not the dead one.
    void pullInWorker('user-1');
    expect(FakeWorker.started).toHaveLength(2);
    expect(FakeWorker.started[1]?.asked).toEqual([{ userId: 'user-1' }]);
  });
});
