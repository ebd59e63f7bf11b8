import { messageOfFailure } from '../../api/client';
import { apiFetch, HttpFailure } from '../../api/http';
import { offlinePackSchema } from '../../domain/residentials/offline-pack';
import { storageRoom } from '../../domain/residentials/residential';
import type { CollegiumDb, StoredOfflinePack } from '../../offline/database';

// "Take offline" (issue 23): a residential's roster, photos, requirements and contacts, kept on
// the device for a venue without a network. Persistent storage is asked for first, the room is
// checked before anything is stored, and the download's progress is reported as it streams.

/** Where a download has got to: the bytes read, and the total when the server said it. */
export interface TakeOfflineProgress {
  step: 'asking' | 'downloading' | 'storing';
  received: number;
  total?: number;
}

export type TakeOfflineOutcome =
  | { type: 'stored'; pack: StoredOfflinePack; persisted: boolean }
  | { type: 'no-room'; needed: number; free: number }
  | { type: 'failed'; message: string };

/** The browser's storage manager, as much of it as is used here (absent on old browsers). */
type StorageLike = Pick<StorageManager, 'estimate'> & Partial<Pick<StorageManager, 'persist'>>;

/** Reads a body to its end, counting bytes as they come. */
async function readCounting(
  response: Response,
  onBytes: (received: number) => void,
): Promise<Uint8Array> {
  const reader = response.body?.getReader();
  if (!reader) {
    const whole = new Uint8Array(await response.arrayBuffer());
    onBytes(whole.byteLength);
    return whole;
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onBytes(received);
  }
  const whole = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}

/** The space a download may take, for the warning: what is free after the margin. */
function freeSpace(estimate: StorageEstimate): number {
  const room = storageRoom(estimate, 0);
  return Math.max(0, Math.floor(room.freeAfter));
}

/**
 * Downloads a residential's pack and stores it in `residential-packs`, replacing the previous one:
 * persistent storage asked for, then the download (validated with offlinePackSchema), then the
 * room checked against the bytes (against Content-Length before reading, when the server sent
 * it). Nothing is stored when it does not fit.
 */
export async function takeOffline(
  db: CollegiumDb,
  residentialId: string,
  onProgress: (progress: TakeOfflineProgress) => void,
  storage: StorageLike | undefined = globalThis.navigator?.storage,
  now: () => Date = () => new Date(),
): Promise<TakeOfflineOutcome> {
  const started = performance.now();
  onProgress({ step: 'asking', received: 0 });
  const persisted = (await storage?.persist?.().catch(() => false)) ?? false;
  let response: Response;
  try {
    response = await apiFetch(
      `/api/residentials/${encodeURIComponent(residentialId)}/offline-pack`,
      { headers: { accept: 'application/json' } },
    );
  } catch {
    return { type: 'failed', message: 'No connection: try again when the device is online.' };
  }
  if (!response.ok) {
    return { type: 'failed', message: await messageOfFailure(new HttpFailure(response)) };
  }
  // A compressed answer's length is of the compressed bytes: the total is only known unencoded.
  const length = Number(response.headers.get('content-length'));
  const total = !response.headers.get('content-encoding') && length > 0 ? length : undefined;
  const estimate = (await storage?.estimate().catch(() => undefined)) ?? {};
  if (total !== undefined && !storageRoom(estimate, total).fits) {
    await response.body?.cancel();
    return { type: 'no-room', needed: total, free: freeSpace(estimate) };
  }
  onProgress({ step: 'downloading', received: 0, ...(total ? { total } : {}) });
  let body: Uint8Array;
  try {
    body = await readCounting(response, (received) =>
      onProgress({ step: 'downloading', received, ...(total ? { total } : {}) }),
    );
  } catch {
    return {
      type: 'failed',
      message: 'The download stopped: try again when the connection is steady.',
    };
  }
  const parsed = offlinePackSchema.safeParse(
    (() => {
      try {
        return JSON.parse(new TextDecoder().decode(body));
      } catch {
        return undefined;
      }
    })(),
  );
  if (!parsed.success) {
    return { type: 'failed', message: 'The server sent a roster this app cannot read.' };
  }
  const bytes = body.byteLength;
  if (!storageRoom(estimate, bytes).fits) {
    return { type: 'no-room', needed: bytes, free: freeSpace(estimate) };
  }
  onProgress({ step: 'storing', received: bytes, total: bytes });
  const pack: StoredOfflinePack = { ...parsed.data, storedAt: now().toISOString(), bytes };
  try {
    await db['residential-packs'].put(pack);
  } catch (error) {
    return {
      type: 'failed',
      message: `This device could not keep the roster (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
  // The whole of it, from the click to the stored pack (tests/bench/residentials.bench.ts).
  performance.measure('collegium:take-offline', { start: started, detail: { bytes } });
  return { type: 'stored', pack, persisted };
}

/** Bytes as people read them: "850 KB", "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
