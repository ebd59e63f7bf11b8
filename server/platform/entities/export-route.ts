import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import type { Scope } from '../auth/scope';
import { buildExport, contentDisposition, streamExport } from '../exports';
import type { ExportColumn, ExportFormat } from '../exports/types';
import type { EntityDefinition, Row } from './define';
import { listReader, readPages } from './list-pages';
import type { ListQuery } from './list-query';
import { presentRecord } from './present';

/**
 * A PDF is laid out whole in memory (pdfmake measures every row before the first page is
 * written), so it holds at most this many rows and says so; Excel and CSV stream every row.
 */
export const PDF_EXPORT_LIMIT = 10_000;

const count = (n: number) => n.toLocaleString('en-GB');

/** The PDF's note when the list has more rows than a PDF holds. */
export function pdfLimitNote(total: number): string {
  return (
    `The first ${count(PDF_EXPORT_LIMIT)} of ${count(total)} records: a PDF holds at most ` +
    `${count(PDF_EXPORT_LIMIT)}. Export to Excel or CSV for all of them.`
  );
}

async function* presented(entity: EntityDefinition, pages: AsyncIterable<Row[]>) {
  for await (const rows of pages) yield rows.map((row) => presentRecord(entity, row));
}

/**
 * Answers the export of a list (architecture §4 `?export=`): every row the list query matches
 * in the caller's scope. Excel and CSV are streamed, read in keyset pages of EXPORT_PAGE_SIZE,
 * so the server's memory does not grow with the row count; a PDF holds the first
 * PDF_EXPORT_LIMIT rows with a note when there are more.
 */
export async function sendEntityExport(
  reply: FastifyReply,
  db: Db,
  entity: EntityDefinition,
  request: { format: ExportFormat; columns: ExportColumn[]; query: ListQuery; scope: Scope },
): Promise<FastifyReply> {
  const reader = listReader(db, entity, request.query, request.scope);
  const base = {
    title: `${entity.label} list`,
    fileBaseName: entity.name,
    columns: request.columns,
  };
  if (request.format === 'pdf') {
    const rows = await reader.page(undefined, PDF_EXPORT_LIMIT + 1);
    const note = rows.length > PDF_EXPORT_LIMIT ? pdfLimitNote(await reader.count()) : undefined;
    const file = await buildExport('pdf', {
      ...base,
      rows: rows.slice(0, PDF_EXPORT_LIMIT).map((row) => presentRecord(entity, row)),
      ...(note ? { note } : {}),
    });
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.body);
  }
  const pages = await readPages(reader);
  const file = streamExport(request.format, { ...base, pages: presented(entity, pages) });
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .send(file.body);
}
