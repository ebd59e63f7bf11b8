import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { FileRow } from '#domain/imports/mapping';
import { type ErrorDetail, invalid } from '../errors';

// Reading an imported file (CSV or Excel) into rows numbered by their line in the file, shared
// by the events import (issue 20) and the admin import (issue 21).

export type { FileRow };

/** At most this many rows in one file. */
export const MAX_IMPORT_ROWS = 2000;

/** At most this many bytes in one file. */
export const MAX_IMPORT_FILE_BYTES = 2 * 1024 * 1024;

/** A file as read: the header row and the rows after it (empty rows left out). */
export interface ImportFile {
  headers: string[];
  rows: FileRow[];
}

const lineDetail = (line: number, message: string): ErrorDetail => ({
  param: `line ${line}`,
  message: `Line ${line}: ${message}`,
});

/** 422 naming the lines of a malformed file (at most 20 of them). */
function malformed(details: ErrorDetail[]): never {
  throw invalid(details.slice(0, 20), 'The file cannot be imported: it is malformed');
}

/** The rows of a table (header first) as an import file, or 422 naming what is malformed. */
function tableOf(
  lines: readonly { line: number; values: string[] }[],
  problems: ErrorDetail[] = [],
): ImportFile {
  const [head, ...body] = lines;
  if (!head) malformed([{ param: 'file', message: 'The file has no header row' }]);
  const headers = head.values.map((value) => value.trim());
  headers.forEach((header, index) => {
    if (!header) problems.push(lineDetail(head.line, `column ${index + 1} has no header`));
    else if (headers.indexOf(header) !== index) {
      problems.push(lineDetail(head.line, `the header '${header}' appears twice`));
    }
  });
  if (body.length > MAX_IMPORT_ROWS) {
    problems.push({ param: 'file', message: `The file has more than ${MAX_IMPORT_ROWS} rows` });
  }
  const rows: FileRow[] = [];
  for (const { line, values } of body) {
    if (values.every((value) => value.trim() === '')) continue;
    if (values.length !== headers.length && !problems.some((p) => p.param === `line ${line}`)) {
      problems.push(
        lineDetail(line, `it has ${values.length} values where the header has ${headers.length}`),
      );
      continue;
    }
    if (values.length !== headers.length) continue;
    rows.push({ line, cells: Object.fromEntries(headers.map((h, i) => [h, values[i] ?? ''])) });
  }
  if (problems.length > 0) malformed(problems);
  return { headers, rows };
}

/** The line (1-based) of each character offset's row start, counting line breaks. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index += 1) {
    if (text[index] === '\n') line += 1;
  }
  return line;
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The separator the header line uses most: comma, semicolon or tab (comma when none). */
function delimiterOf(text: string): string {
  const header = text.split('\n', 1)[0] ?? '';
  const count = (delimiter: string) => header.split(delimiter).length;
  return DELIMITERS.reduce((best, next) => (count(next) > count(best) ? next : best), ',');
}

/** A CSV file (UTF-8, comma or semicolon separated) as an import file. */
export function readCsv(bytes: Buffer): ImportFile {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const lines: { line: number; values: string[] }[] = [];
  const problems: ErrorDetail[] = [];
  let start = 0;
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: false,
    step: (result) => {
      // The row starts after the previous one's line break.
      const line = lineAt(text, start);
      start = result.meta.cursor;
      while (text[start] === '\r' || text[start] === '\n') {
        if (text[start] === '\n') {
          start += 1;
          break;
        }
        start += 1;
      }
      for (const error of result.errors) problems.push(lineDetail(line, error.message));
      lines.push({ line, values: result.data });
    },
  });
  return tableOf(lines, problems);
}

/** The text of an Excel cell (a formula's result, a date as yyyy-mm-dd). */
function cellText(cell: ExcelJS.Cell): string {
  const { value } = cell;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return cell.text ?? '';
}

/** The first sheet of an Excel workbook (.xlsx) as an import file. */
export async function readExcel(bytes: Buffer): Promise<ImportFile> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    malformed([{ param: 'file', message: 'The file is not a readable Excel workbook (.xlsx)' }]);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) malformed([{ param: 'file', message: 'The workbook has no sheet' }]);
  const width = sheet.getRow(1).cellCount;
  const lines: { line: number; values: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: string[] = [];
    const count = Math.max(width, row.cellCount);
    for (let column = 1; column <= count; column += 1) values.push(cellText(row.getCell(column)));
    // Trailing empty cells past the header's width are not values.
    while (values.length > width && values[values.length - 1] === '') values.pop();
    lines.push({ line: row.number, values });
  });
  return tableOf(lines);
}

/** Reads an imported file by its name's extension: .csv or .xlsx; 422 for anything else. */
export async function readImportFile(fileName: string, bytes: Buffer): Promise<ImportFile> {
  const name = fileName.toLowerCase();
  if (name.endsWith('.csv')) return readCsv(bytes);
  if (name.endsWith('.xlsx')) return readExcel(bytes);
  return malformed([{ param: 'file', message: 'Choose a CSV (.csv) or Excel (.xlsx) file' }]);
}
