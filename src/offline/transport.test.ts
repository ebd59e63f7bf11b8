import { describe, expect, it } from 'vitest';
import { createTransport, type Fetch } from './transport';
import type { BatchOperation, OutboxEntry } from './types';

/** A fetch that records each call and answers with `answer`. */
function recordingFetch(answer: () => Response | Promise<Response>) {
  const calls: { path: string; init: RequestInit }[] = [];
  const send: Fetch = async (path, init) => {
    calls.push({ path, init });
    return answer();
  };
  return { send, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const operations: BatchOperation[] = [
  { method: 'PATCH', path: '/api/students/s1', body: { phone: '1' }, idempotencyKey: 'k1' },
  { method: 'POST', path: '/api/applications/a1/status', body: {}, idempotencyKey: 'k2' },
];

describe('sendBatch', () => {
  it('posts the operations to /api/batch as JSON and answers their results in order', async () => {
    const results = [
      { status: 200, body: { id: 's1' } },
      { status: 422, body: { message: 'No' } },
    ];
    const { send, calls } = recordingFetch(() => json({ results }));
    expect(await createTransport(send).sendBatch(operations)).toEqual(results);
    expect(calls[0]?.path).toBe('/api/batch');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ operations });
  });

  it("gives every operation the whole batch's refusal (401 session ended, 5xx)", async () => {
    const { send } = recordingFetch(() => json({ message: 'Session expired' }, 401));
    expect(await createTransport(send).sendBatch(operations)).toEqual([
      { status: 401, body: { message: 'Session expired' } },
      { status: 401, body: { message: 'Session expired' } },
    ]);
    const html = recordingFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await createTransport(html.send).sendBatch(operations.slice(0, 1))).toEqual([
      { status: 502, body: undefined },
    ]);
  });

  it('throws when there is no answer at all, so the outbox retries later', async () => {
    const { send } = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createTransport(send).sendBatch(operations)).rejects.toThrow('Failed to fetch');
  });
});

describe('fetchFeedPage', () => {
  it('asks for the changes after the cursor, a large page at a time', async () => {
    const page = { changes: [], cursor: 12, hasMore: false };
    const { send, calls } = recordingFetch(() => json(page));
    expect(await createTransport(send).fetchFeedPage(7)).toEqual(page);
    expect(calls[0]?.path).toBe('/api/sync?cursor=7&limit=2000');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('starts a first sync with a small page, so the device starts writing sooner', async () => {
    const { send, calls } = recordingFetch(() => json({ changes: [], cursor: 0, hasMore: false }));
    await createTransport(send).fetchFeedPage(0);
    expect(calls[0]?.path).toBe('/api/sync?cursor=0&limit=250');
  });

  it('throws with the status when the feed is refused', async () => {
    const { send } = recordingFetch(() => json({ message: 'No session' }, 401));
    await expect(createTransport(send).fetchFeedPage(0)).rejects.toMatchObject({ status: 401 });
  });
});

describe('sendWithFiles', () => {
  const note = (text: string) => ({
    field: 'evidence',
    name: 'gp-letter.pdf',
    type: 'application/pdf',
    size: text.length,
    blob: new Blob([text], { type: 'application/pdf' }),
  });

  it('posts multipart with the body as `data`, each file under its field, key and If-Match', async () => {
    const { send, calls } = recordingFetch(() => json({ id: 'r1' }, 201));
    const entry: OutboxEntry = {
      id: 'key-1',
      userId: 'u1',
      command: 'x',
      label: 'x',
      method: 'POST',
      path: '/api/forms/student/evidence',
      body: { reason: 'Illness' },
      files: [note('%PDF-1.4')],
      baseVersion: 2,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
      state: 'sending',
      attempts: 0,
    };
    expect(await createTransport(send).sendWithFiles(entry)).toEqual({
      status: 201,
      body: { id: 'r1' },
    });
    const [call] = calls;
    expect(call?.path).toBe('/api/forms/student/evidence');
    expect(call?.init.headers).toEqual({ 'idempotency-key': 'key-1', 'if-match': '2' });
    const form = call?.init.body as FormData;
    expect(form.get('data')).toBe('{"reason":"Illness"}');
    const file = form.get('evidence') as File;
    expect(file.name).toBe('gp-letter.pdf');
    expect(await file.text()).toBe('%PDF-1.4');
  });

  it('answers a body that is not JSON as null', async () => {
    const { send } = recordingFetch(() => new Response('<html>', { status: 502 }));
    const entry = { id: 'k', method: 'POST', path: '/api/x', files: [] } as unknown as OutboxEntry;
    expect(await createTransport(send).sendWithFiles(entry)).toEqual({ status: 502, body: null });
  });
});
