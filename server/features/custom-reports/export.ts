import type { FastifyReply } from 'fastify';
import type { ReportDefinition, ReportResult } from '#domain/custom-reports/definition';
import type { Db } from '../../db/client';
import type { Scope } from '../../platform/auth/scope';
import type { EntityDefinition, Row } from '../../platform/entities/define';
import { PDF_EXPORT_LIMIT, pdfLimitNote } from '../../platform/entities/export-route';
import { readPages } from '../../platform/entities/list-pages';
import { presentRecord } from '../../platform/entities/present';
import {
  buildExport,
  contentDisposition,
  type ExportColumn,
  type ExportFormat,
  type ExportRequest,
  sendExport,
  streamExport,
} from '../../platform/exports';
import { financeColumns, financeGroups, financeRecords } from './finance-run';
import type { FinanceSource } from './finance-sources';
import { columnOf, reportReader, runGroups, whereOf } from './run';

// The export of a custom report (issue 22): its records, or when it is grouped the groups as the
// screen shows them (the value, its count of records and its sums), in every export type.

/** Records a finance export holds at most (a finance list is read whole, as its route reads it). */
export const FINANCE_EXPORT_LIMIT = 100_000;

type Groups = Extract<ReportResult, { kind: 'groups' }>;

/** The groups as an export's columns and rows: value, Records, Sum of each field. */
export function groupExport(result: Groups): Pick<ExportRequest, 'columns' | 'rows'> {
  const columns: ExportColumn[] = [
    { field: 'group', label: result.groupBy.label, kind: 'text' },
    { field: 'records', label: 'Records', kind: 'number' },
    ...result.sums.map(
      (sum, index): ExportColumn => ({
        field: `sum${index}`,
        label: `Sum of ${sum.label}`,
        kind: sum.money ? 'money' : 'number',
      }),
    ),
  ];
  const rows = result.groups.map((group) => ({
    group: group.value ?? '(none)',
    records: group.count,
    ...Object.fromEntries(
      result.sums.map((sum, index) => [`sum${index}`, group.sums[sum.field] ?? 0]),
    ),
  }));
  return { columns, rows };
}

interface Target {
  format: ExportFormat;
  title: string;
  fileBaseName: string;
  definition: ReportDefinition;
  scope: Scope;
}

async function sendBuilt(
  reply: FastifyReply,
  target: Target,
  part: Omit<ExportRequest, 'title' | 'fileBaseName'>,
) {
  const file = await buildExport(target.format, {
    title: target.title,
    fileBaseName: target.fileBaseName,
    ...part,
  });
  return sendExport(reply, file);
}

/** Sends the export of a report on a generic entity: its groups, or every record (streamed). */
export async function sendGenericReport(
  reply: FastifyReply,
  db: Db,
  entity: EntityDefinition,
  target: Target,
) {
  const { definition, scope } = target;
  if (definition.groupBy) {
    const where = whereOf(entity, definition, scope);
    const result = await runGroups(
      db,
      entity,
      { ...definition, groupBy: definition.groupBy },
      where,
    );
    return sendBuilt(reply, target, groupExport(result));
  }
  const columns = definition.fields.map((field) => columnOf(entity, field));
  const reader = reportReader(db, entity, definition, scope);
  if (target.format === 'pdf') {
    const rows = await reader.page(undefined, PDF_EXPORT_LIMIT + 1);
    const note = rows.length > PDF_EXPORT_LIMIT ? pdfLimitNote(await reader.count()) : undefined;
    return sendBuilt(reply, target, {
      columns,
      rows: rows.slice(0, PDF_EXPORT_LIMIT).map((row) => presentRecord(entity, row)),
      ...(note ? { note } : {}),
    });
  }
  const pages = await readPages(reader);
  async function* presented() {
    for await (const rows of pages) yield rows.map((row: Row) => presentRecord(entity, row));
  }
  const file = streamExport(target.format, {
    title: target.title,
    fileBaseName: target.fileBaseName,
    columns,
    pages: presented(),
  });
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .send(file.body);
}

/** Sends the export of a report on a finance source: its groups, or its records (money in pence). */
export async function sendFinanceReport(
  reply: FastifyReply,
  db: Db,
  source: FinanceSource,
  target: Target,
) {
  const { definition, scope } = target;
  if (definition.groupBy) {
    const result = await financeGroups(
      db,
      source,
      { ...definition, groupBy: definition.groupBy },
      scope,
    );
    return sendBuilt(reply, target, groupExport(result));
  }
  const limit = target.format === 'pdf' ? PDF_EXPORT_LIMIT : FINANCE_EXPORT_LIMIT;
  const { rows, total } = await financeRecords(db, source, definition, scope, limit);
  const note = target.format === 'pdf' && total > limit ? pdfLimitNote(total) : undefined;
  return sendBuilt(reply, target, {
    columns: financeColumns(source, definition.fields),
    rows,
    ...(note ? { note } : {}),
  });
}
