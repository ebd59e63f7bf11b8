import Papa from 'papaparse';
import type { ExportColumn, ExportRequest } from './types';
import { formatCell, kindOf, readField } from './values';

/** Byte order mark: without it Excel reads a UTF-8 CSV as the machine's code page ('Zoë' → 'ZoÃ«'). */
export const UTF8_BOM = '\uFEFF';

// OWASP CSV injection: a spreadsheet runs a cell that starts with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefix an apostrophe to text a spreadsheet would read as a formula (OWASP CSV injection advice). */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

// Papa quotes each cell on its own content, so lines written page by page join to the same text
// as one unparse of every row.
function csvCells(columns: ExportColumn[], row: Record<string, unknown>): string[] {
  return columns.map((column) => {
    const value = readField(row, column.field);
    const text = formatCell(kindOf(column, value), value, '; ');
    // Real numbers (and money in pence) are ours to format: '-5' or '-£5.00' is no formula.
    return typeof value === 'number' || typeof value === 'bigint' ? text : guardFormula(text);
  });
}

/** The first line of the CSV: BOM and the header of labels, CRLF-ended. */
export function csvHeader(columns: ExportColumn[]): string {
  // papaparse's own escapeFormulae misses multi-line values ('.' stops at a line break).
  const labels = columns.map((column) => guardFormula(column.label));
  return `${UTF8_BOM}${Papa.unparse([labels], { newline: '\r\n' })}\r\n`;
}

/** The lines of some rows, each CRLF-ended ('' for none). */
export function csvLines(columns: ExportColumn[], rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const data = rows.map((row) => csvCells(columns, row));
  return `${Papa.unparse(data, { newline: '\r\n' })}\r\n`;
}

/** The request as CSV text: BOM, a header of labels, CRLF line ends, values formatted as text. */
export function toCsv(request: ExportRequest): string {
  return csvHeader(request.columns) + csvLines(request.columns, request.rows);
}

/** The request as a UTF-8 CSV file body. */
export function buildCsv(request: ExportRequest): Buffer {
  return Buffer.from(toCsv(request), 'utf8');
}

/**
 * The CSV of rows read page by page, as UTF-8 chunks: the header, then each page's lines as
 * the reader of the stream asks for them, so only one page is held at a time.
 */
export async function* csvChunks(
  columns: ExportColumn[],
  pages: AsyncIterable<Record<string, unknown>[]>,
): AsyncGenerator<Buffer> {
  yield Buffer.from(csvHeader(columns), 'utf8');
  for await (const rows of pages) {
    const lines = csvLines(columns, rows);
    if (lines) yield Buffer.from(lines, 'utf8');
  }
}
