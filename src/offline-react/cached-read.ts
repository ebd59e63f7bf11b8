import { api, failureOf, messageOfFailure } from '../api/client';

/** A failed read with the server's status (404: the page does not exist). */
export class LoadError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'LoadError';
  }
}

/** GET a JSON answer under /api; a failure as LoadError with the server's message and status. */
export async function getJson<T>(path: string): Promise<T> {
  try {
    return await api.get(path).json<T>();
  } catch (error) {
    const { status } = await failureOf(error);
    throw new LoadError(await messageOfFailure(error), status);
  }
}

/** Retries of a read: a 4xx answer will not change on a retry; a network failure or a 5xx may. */
export function retryRead(failures: number, error: Error): boolean {
  return failures < 2 && !(error instanceof LoadError && (error.status ?? 500) < 500);
}
