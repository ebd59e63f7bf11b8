import type { Readable } from 'node:stream';
import { z } from 'zod';

/** Download formats of `?export=` (architecture §4). */
export const exportFormatSchema = z.enum(['excel', 'csv', 'pdf', 'xml']);

/** One of the download formats: 'excel' (.xlsx), 'csv', 'pdf' or 'xml' (issue 22). */
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** How a column's values are typed in the file; inferred from each value when absent. */
export type ExportColumnKind =
  | 'text'
  | 'number'
  | 'date'
  | 'datetime'
  | 'money'
  | 'boolean'
  | 'list';

/** A column of an export: `field` may be a dotted path into the row (`course.hub`). */
export interface ExportColumn {
  field: string;
  label: string;
  /** 'money' values are integer pence, as everywhere in the domain. */
  kind?: ExportColumnKind;
}

/** What to export: the rows are read through the columns, in column order. */
export interface ExportRequest {
  title: string;
  fileBaseName: string;
  columns: ExportColumn[];
  rows: Record<string, unknown>[];
  /** A line the PDF shows under its title (e.g. that it holds only the first rows). */
  note?: string;
}

/** What to export as a stream: the rows arrive page by page (spreadsheets, CSV and XML). */
export interface StreamedExportRequest {
  title: string;
  fileBaseName: string;
  columns: ExportColumn[];
  pages: AsyncIterable<Record<string, unknown>[]>;
}

/** The formats written as a stream, page by page; a PDF is laid out whole (see pdf.ts). */
export type StreamedExportFormat = Exclude<ExportFormat, 'pdf'>;

/** A download streamed as it is written. */
export interface StreamedExportFile {
  body: Readable;
  contentType: string;
  fileName: string;
}

/** A finished download. */
export interface ExportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** Options of a build; `now` dates the file name and the PDF's generated-at line. */
export interface ExportOptions {
  now?: Date;
}
