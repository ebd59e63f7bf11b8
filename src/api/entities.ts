import { api } from './client';

/** A page of a generic entity list (architecture §4). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

const PAGE_SIZE = 500;

/** Every record of an entity the user may see, page by page (the API answers at most 500 at once). */
export async function fetchAll<T>(
  entity: string,
  query: Record<string, string> = {},
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const searchParams = { ...query, page: String(page), pageSize: String(PAGE_SIZE) };
    const result = await api.get(entity, { searchParams }).json<ListPage<T>>();
    items.push(...result.items);
    if (result.items.length < PAGE_SIZE || items.length >= result.total) return items;
  }
}

/** The file name of a download: from Content-Disposition, else `file.<type>` (spec §7). */
export function downloadName(header: string | null, type: string): string {
  const encoded = header && /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  const plain = header && /filename="([^"]+)"/i.exec(header)?.[1];
  return plain || `file.${type}`;
}

export const EXTENSIONS = { excel: 'xlsx', csv: 'csv', pdf: 'pdf', xml: 'xml' } as const;
export type ExportKind = keyof typeof EXTENSIONS;

export function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the entity list as a file built by the server (`?export=`). */
export async function downloadExport(
  entity: string,
  format: ExportKind,
  query: Record<string, string> = {},
): Promise<void> {
  const response = await api.get(entity, { searchParams: { ...query, export: format } });
  save(
    await response.blob(),
    downloadName(response.headers.get('content-disposition'), EXTENSIONS[format]),
  );
}

/**
 * Downloads the chosen fields of the entity list as a spreadsheet (`POST …/export/custom`), of
 * the records matching the filters (field → comma-separated values) when given.
 */
export async function downloadCustomExport(
  entity: string,
  fields: string[],
  format: ExportKind = 'excel',
  filters?: Record<string, string>,
): Promise<void> {
  const response = await api.post(`${entity}/export/custom`, {
    searchParams: { export: format },
    json: filters ? { fields, filters } : { fields },
  });
  save(
    await response.blob(),
    downloadName(response.headers.get('content-disposition'), EXTENSIONS[format]),
  );
}

/** Downloads a file the server builds at `path` (its name from Content-Disposition). */
export async function downloadFile(
  path: string,
  query: Record<string, string>,
  extension: string,
): Promise<void> {
  const response = await api.get(path, { searchParams: query });
  save(await response.blob(), downloadName(response.headers.get('content-disposition'), extension));
}
