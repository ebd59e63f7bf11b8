import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflinePack } from '../../domain/residentials/offline-pack';
import { openUserDatabase } from '../../offline/database';
import { formatBytes, type TakeOfflineProgress, takeOffline } from './take-offline';

const pack: OfflinePack = {
  residentialId: 'residential-1',
  builtAt: '2026-11-27T09:00:00.000Z',
  markableSessionIds: ['session-1'],
  students: [
    {
      id: 's1',
      name: 'Ada Lovelace',
      hubId: 'hub-1',
      photo: 'data:image/webp;base64,AAAA',
      requirements: null,
      emergencyContacts: [{ name: 'Byron', relationship: 'Father', phone: '0123' }],
      support: null,
    },
  ],
};
const open = () => openUserDatabase(`packs-${crypto.randomUUID()}`);
const json = JSON.stringify(pack);

function answer(body: string, status = 200, headers: Record<string, string> = {}) {
  // The page's address, which the API client reads to resolve its paths.
  vi.stubGlobal('location', new URL('http://localhost/residentials'));
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } }),
    ),
  );
}
const roomy = (persist = vi.fn(async () => true)) => ({
  persist,
  estimate: async () => ({ usage: 0, quota: 1e9 }),
});

afterEach(() => vi.unstubAllGlobals());

describe('takeOffline', () => {
  it('asks for persistent storage first, reports the bytes as they come and stores the pack', async () => {
    const db = await open();
    answer(json, 200, { 'content-length': String(json.length) });
    const seen: TakeOfflineProgress[] = [];
    const storage = roomy();
    const outcome = await takeOffline(
      db,
      'residential-1',
      (progress) => seen.push(progress),
      storage,
      () => new Date('2026-11-27T10:00:00.000Z'),
    );
    expect(storage.persist).toHaveBeenCalledOnce();
    expect(outcome).toMatchObject({ type: 'stored', persisted: true });
    expect(seen[0]?.step).toBe('asking');
    expect(seen.at(-1)).toEqual({ step: 'storing', received: json.length, total: json.length });
    expect(seen.some((p) => p.step === 'downloading' && p.total === json.length)).toBe(true);
    expect(await db['residential-packs'].get('residential-1')).toEqual({
      ...pack,
      storedAt: '2026-11-27T10:00:00.000Z',
      bytes: json.length,
    });
  });

  it('stores nothing when the device has no room, and says how much is needed', async () => {
    const db = await open();
    answer(json);
    const tight = { estimate: async () => ({ usage: 850, quota: 1000 }) };
    const outcome = await takeOffline(db, 'residential-1', () => undefined, tight);
    expect(outcome).toEqual({ type: 'no-room', needed: json.length, free: 50 });
    expect(await db['residential-packs'].count()).toBe(0);
  });

  it('keeps the last pack when the server refuses or sends what is not a pack', async () => {
    const db = await open();
    answer(JSON.stringify({ message: 'Residential not found' }), 404);
    const refused = await takeOffline(db, 'residential-1', () => undefined, roomy());
    expect(refused).toEqual({ type: 'failed', message: 'Residential not found' });
    answer(JSON.stringify({ ...pack, students: [{ id: 's1' }] }));
    const odd = await takeOffline(db, 'residential-1', () => undefined, roomy());
    expect(odd.type).toBe('failed');
    expect(await db['residential-packs'].count()).toBe(0);
  });
});

describe('formatBytes', () => {
  it('reads as people read sizes', () => {
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
