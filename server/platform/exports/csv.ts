import Papa from 'papaparse';
import type { ExportRequest } from './types';
import { formatCell, kindOf, readField } from './values';

/** Byte order mark: without it Excel reads a UTF-8 CSV as the machine's code page ('Zoë' → 'ZoÃ«'). */
export const UTF8_BOM = '\uFEFF';

// OWASP CSV injection: a spreadsheet runs a cell that starts with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefix an apostrophe to text a spreadsheet would read as a formula (OWASP CSV injection advice). */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The request as CSV text: BOM, a header of labels, CRLF line ends, values formatted as text. */
export function toCsv(request: ExportRequest): string {
  const data = request.rows.map((row) =>
    request.columns.map((column) => {
      const value = readField(row, column.field);
      const text = formatCell(kindOf(column, value), value, '; ');
      // Real numbers (and money in pence) are ours to format: '-5' or '-£5.00' is no formula.
      return typeof value === 'number' || typeof value === 'bigint' ? text : guardFormula(text);
    }),
  );
  const fields = request.columns.map((column) => guardFormula(column.label));
  // papaparse's own escapeFormulae misses multi-line values ('.' stops at a line break).
  const body = Papa.unparse({ fields, data }, { newline: '\r\n', header: true });
  return `${UTF8_BOM}${body}\r\n`;
}

/** The request as a UTF-8 CSV file body. */
export function buildCsv(request: ExportRequest): Buffer {
  return Buffer.from(toCsv(request), 'utf8');
}
