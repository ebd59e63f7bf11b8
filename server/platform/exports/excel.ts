import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { PRE_SYSTEM_DATE_TEXT } from '#domain/format/dates';
import type { ExportColumn, ExportColumnKind, ExportRequest } from './types';
import { formatCell, kindOf, readField, textOf, toDate, toNumber } from './values';

/** Excel's number format for money cells (pounds). */
export const MONEY_FORMAT = '£#,##0.00';
/** Excel's number formats for date and date-time cells. */
export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm';

// Excel refuses longer cell text and longer sheet names, and these characters in a sheet name.
const MAX_CELL_TEXT = 32_767;
const MAX_SHEET_NAME = 31;
const SHEET_NAME_FORBIDDEN = /[\\/?*[\]:\p{Cc}]/gu;
const MIN_WIDTH = 8;
const DEFAULT_ROW_HEIGHT = 15;
const MAX_WIDTH = 60;

/** A sheet name Excel accepts: no \ / ? * [ ] :, no edge apostrophes, at most 31 characters. */
export function sheetName(title: string): string {
  const cleaned = title.replace(SHEET_NAME_FORBIDDEN, ' ').replace(/\s+/g, ' ');
  // Excel counts UTF-16 units; whole code points are kept so a surrogate pair is never cut.
  let name = '';
  for (const character of cleaned.trim().replace(/^'+/, '')) {
    if (name.length + character.length > MAX_SHEET_NAME) break;
    name += character;
  }
  name = name.replace(/'+$/, '').trim();
  // 'History' is reserved by Excel for change tracking.
  if (name === '' || name.toLowerCase() === 'history') return 'Export';
  return name;
}

interface TypedCell {
  value: ExcelJS.CellValue;
  numFmt?: string;
}

function typedCell(kind: ExportColumnKind, value: unknown): TypedCell {
  if (value === null || value === undefined) return { value: null };
  const fallback = { value: textOf(value, ', ').slice(0, MAX_CELL_TEXT) };
  switch (kind) {
    case 'number': {
      const number = toNumber(value);
      return number === undefined ? fallback : { value: number };
    }
    case 'money': {
      const pence = toNumber(value);
      return pence === undefined
        ? fallback
        : { value: Math.round(pence) / 100, numFmt: MONEY_FORMAT };
    }
    case 'date':
    case 'datetime': {
      const date = toDate(value);
      if (!date) return fallback;
      // Same rule as the screens (spec §9): pre-1970 dates are legacy placeholders.
      if (date.getTime() < 0) return { value: PRE_SYSTEM_DATE_TEXT };
      return { value: date, numFmt: kind === 'date' ? DATE_FORMAT : DATETIME_FORMAT };
    }
    default:
      return fallback;
  }
}

function columnWidth(column: ExportColumn, rows: Record<string, unknown>[]): number {
  let longest = column.label.length;
  for (const row of rows) {
    const value = readField(row, column.field);
    const text = formatCell(kindOf(column, value), value, ', ');
    longest = Math.max(longest, ...text.split('\n').map((line) => line.length));
  }
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
}

/** What an Excel export writes: the sheet's title and columns, and its rows page by page. */
export interface ExcelSource {
  title: string;
  columns: ExportColumn[];
  pages: AsyncIterable<Record<string, unknown>[]>;
}

/**
 * Writes the workbook to `output` page by page: bold frozen header with autofilter, typed cells.
 * The streaming writer keeps no row once written and writes strings inline (a shared-string
 * table would hold every distinct text of the export), so memory stays one page whatever the
 * row count. Column widths are sized by the first page: the columns come before the rows in
 * the file. Waits for `output` to drain between pages (a slow download holds the reading).
 */
export async function writeExcel(source: ExcelSource, output: Writable, now: Date): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Collegium';
  workbook.created = now;
  const sheet = workbook.addWorksheet(sheetName(source.title), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  let rowNumber = 1;
  const start = (firstPage: Record<string, unknown>[]) => {
    sheet.columns = source.columns.map((column) => ({
      header: column.label,
      width: columnWidth(column, firstPage),
    }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    if (source.columns.length > 0) {
      sheet.autoFilter = {
        from: { row: 1, column: 1 },
        to: { row: 1, column: source.columns.length },
      };
    }
    header.commit();
  };
  let started = false;
  for await (const rows of source.pages) {
    if (!started) start(rows);
    started = true;
    for (const row of rows) {
      rowNumber += 1;
      const sheetRow = sheet.getRow(rowNumber);
      source.columns.forEach((column, columnIndex) => {
        const value = readField(row, column.field);
        const typed = typedCell(kindOf(column, value), value);
        const cell = sheetRow.getCell(columnIndex + 1);
        cell.value = typed.value;
        if (typed.numFmt) cell.numFmt = typed.numFmt;
      });
      // The streaming writer leaves out a row without values; Excel's default height keeps
      // the record's (empty) row in the file, as the whole-workbook writer did.
      if (!sheetRow.hasValues) sheetRow.height = DEFAULT_ROW_HEIGHT;
      sheetRow.commit();
    }
    if (output.writableNeedDrain) await once(output, 'drain');
  }
  if (!started) start([]);
  sheet.commit();
  await workbook.commit();
}

/** The request as an .xlsx workbook (the streamed writer over its rows as one page). */
export async function buildExcel(request: ExportRequest, now = new Date()): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const output = new PassThrough();
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = once(output, 'end');
  await writeExcel({ ...request, pages: onePage(request.rows) }, output, now);
  await finished;
  return Buffer.concat(chunks);
}

async function* onePage(rows: Record<string, unknown>[]) {
  yield rows;
}
