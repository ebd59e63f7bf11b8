import { api, failureOf } from '../../api/client';
import type { ReferenceRequest } from '../../domain/applications/reference-form';
import { errorMessage } from '../../domain/errors/error-message';

/** What loading or answering a referee's link came to. */
export type ReferenceFailure =
  | { kind: 'gone' }
  | { kind: 'unknown' }
  | { kind: 'invalid'; fields: Record<string, string>; message: string }
  | { kind: 'other'; message: string };

interface Detail {
  message?: unknown;
  param?: unknown;
}

async function failure(error: unknown): Promise<ReferenceFailure> {
  const { status, body } = await failureOf(error);
  if (status === 410) return { kind: 'gone' };
  if (status === 404) return { kind: 'unknown' };
  const message = errorMessage({ status, body });
  if (status === 422 && body && typeof body === 'object' && 'details' in body) {
    const details = Array.isArray(body.details) ? (body.details as Detail[]) : [];
    const fields: Record<string, string> = {};
    for (const detail of details) {
      if (typeof detail.param === 'string' && typeof detail.message === 'string') {
        fields[detail.param] ??= detail.message;
      }
    }
    return { kind: 'invalid', fields, message };
  }
  return { kind: 'other', message };
}

const path = (token: string) => `references/${encodeURIComponent(token)}`;

/** The questions behind a referee's link (GET /api/references/:token). */
export async function loadReferenceRequest(
  token: string,
  signal?: AbortSignal,
): Promise<{ ok: true; request: ReferenceRequest } | { ok: false; failure: ReferenceFailure }> {
  try {
    const request = await api.get(path(token), { signal }).json<ReferenceRequest>();
    return { ok: true, request };
  } catch (error) {
    return { ok: false, failure: await failure(error) };
  }
}

/** Sends the referee's answers (POST /api/references/:token). */
export async function sendReference(
  token: string,
  answers: Record<string, unknown>,
): Promise<{ ok: true } | { ok: false; failure: ReferenceFailure }> {
  try {
    await api.post(path(token), { json: answers });
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: await failure(error) };
  }
}
