import { useQuery } from '@tanstack/react-query';
import { api, messageOfFailure } from '../../../api/client';
import type { GradeBand } from '../../../domain/admin/grades';
import type { ProgrammeFacts } from '../../../domain/admin/programme-facts';

// The calls of the admin screens (system data, programmes, grades): online only, read afresh on
// opening so an edit made elsewhere shows.

/** Any call: the parsed answer, or an Error holding the server's sentence. */
export async function call<T>(
  method: 'get' | 'put' | 'patch' | 'post',
  path: string,
  options: { json?: unknown; version?: number } = {},
): Promise<T> {
  try {
    return await api(path, {
      method,
      ...(options.json === undefined ? {} : { json: options.json }),
      ...(options.version === undefined
        ? {}
        : { headers: { 'if-match': String(options.version) } }),
    }).json<T>();
  } catch (failure) {
    throw new Error(await messageOfFailure(failure));
  }
}

/** A query read afresh each time the screen opens. */
export function useOnline<T>(key: readonly unknown[], path: string) {
  return useQuery({
    queryKey: ['admin', ...key],
    staleTime: 0,
    queryFn: () => call<T>('get', path),
  });
}

/** A hub as the generic entity API sends it. */
export interface Hub {
  id: string;
  name: string;
  city: string;
  version: number;
}

/** A programme with its §9 facts and fee (GET system-data/programmes). */
export interface ProgrammeRow extends ProgrammeFacts {
  id: string;
  name: string;
  levels: string[];
  version: number;
  feeType: string | null;
  fullTimePence: number | null;
}

/** GET system-data/programmes. */
export interface ProgrammeList {
  editable: boolean;
  items: ProgrammeRow[];
}

/** A grade scale as the API sends it. */
export interface Scale {
  id: string;
  level: string;
  name: string;
  bands: GradeBand[];
  version: number;
}

/** One change of the audit log, as GET system-data/history sends it. */
export interface HistoryEntry {
  id: number;
  at: string;
  recordId: string;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  userName: string;
  actingAsName: string | null;
  fields: string[];
}
