import { useQuery } from '@tanstack/react-query';
import { api, messageOfFailure } from '../../api/client';
import { downloadName } from '../../api/entities';
import type { AdhocResult, AdhocView } from '../../domain/reporting/adhoc';

/** The reporting views and their columns, for the list beside the SQL. */
export function useAdhocViews() {
  return useQuery({
    queryKey: ['reports-adhoc-views'],
    retry: false,
    queryFn: async (): Promise<AdhocView[]> => {
      try {
        return (await api.get('reports/adhoc/views').json<{ items: AdhocView[] }>()).items;
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
}

/** Runs the SQL; a refusal (422) or any failure becomes an Error with the server's message. */
export async function runAdhoc(sql: string): Promise<AdhocResult> {
  try {
    return await api.post('reports/adhoc', { json: { sql }, timeout: 60_000 }).json<AdhocResult>();
  } catch (failure) {
    throw new Error(await messageOfFailure(failure));
  }
}

const EXTENSIONS = { excel: 'xlsx', csv: 'csv', pdf: 'pdf' } as const;

/** Runs the SQL again on the server and downloads its result as a file. */
export async function downloadAdhoc(sql: string, format: keyof typeof EXTENSIONS): Promise<void> {
  let response: Response;
  try {
    response = await api.post('reports/adhoc', {
      searchParams: { export: format },
      json: { sql },
      timeout: 60_000,
    });
  } catch (failure) {
    throw new Error(await messageOfFailure(failure));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(response.headers.get('content-disposition'), EXTENSIONS[format]);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
