import { api, failureOf } from '../api/client';
import type { BatchOperation, BatchResult, FeedPage } from '../offline/types';

/** One page of the change feed from the API. */
export function fetchFeedPage(cursor: number): Promise<FeedPage> {
  return api
    .get('sync', { searchParams: { cursor: String(cursor), limit: '2000' } })
    .json<FeedPage>();
}

/**
 * Sends queued changes in one POST /api/batch. No answer at all throws (the outbox retries
 * later); an answer for the whole batch (401 when the session ended, 5xx) becomes every
 * operation's answer, so each entry gets the outcome it should.
 */
export async function sendBatch(operations: BatchOperation[]): Promise<BatchResult[]> {
  try {
    const answer = await api
      .post('batch', { json: { operations } })
      .json<{ results: BatchResult[] }>();
    return answer.results;
  } catch (error) {
    const failure = await failureOf(error);
    if (failure.status === undefined) throw error;
    return operations.map(() => ({ status: failure.status ?? 500, body: failure.body }));
  }
}
