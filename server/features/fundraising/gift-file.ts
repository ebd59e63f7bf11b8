import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import { AppError, invalid } from '../../platform/errors';

// A donor-system export of gifts, as CSV or Excel: its header row and its records, each cell as
// the text a person sees (Excel dates as YYYY-MM-DD), so one reader checks both.

export const GIFT_FILE_FIELD = 'file';
const MAX_BYTES = 5 * 1024 * 1024;
const NO_FILE = 'Attach the gifts file (CSV or Excel) as "file"';

export interface GiftFile {
  header: string[];
  records: Record<string, unknown>[];
}

/** The uploaded file's bytes and name: 415 when not multipart, 422 when missing or too big. */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the gifts file as multipart/form-data');
  try {
    const file = await request.file({ limits: { fileSize: MAX_BYTES, files: 1 } });
    const bytes = await file?.toBuffer();
    if (!file || !bytes || file.fieldname !== GIFT_FILE_FIELD)
      throw invalid([{ param: GIFT_FILE_FIELD, message: NO_FILE }], NO_FILE);
    return { name: file.filename, bytes };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = 'The gifts file is larger than 5 MB';
      throw invalid([{ param: GIFT_FILE_FIELD, message }], message);
    }
    throw error;
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    return '';
  }
  return String(value);
}

async function readExcel(bytes: Buffer): Promise<GiftFile> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], records: [] };
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    lines.push(values.map((value) => cellText(value as ExcelJS.CellValue)));
  });
  const [header = [], ...rest] = lines;
  // Trailing empty lines are not gifts; empty lines between gifts are (and are refused).
  while (rest.length > 0 && (rest.at(-1) ?? []).every((value) => value === '')) rest.pop();
  return {
    header,
    records: rest.map((line) =>
      Object.fromEntries(header.map((name, i) => [name.trim(), line[i] ?? ''])),
    ),
  };
}

function readCsv(bytes: Buffer): GiftFile {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text.trimEnd(), { skipEmptyLines: false });
  const [header = [], ...rest] = parsed.data;
  return {
    header,
    records: rest.map((line) =>
      Object.fromEntries(header.map((name, i) => [name.trim(), line[i] ?? ''])),
    ),
  };
}

/** The file's header and records: Excel by its name (.xlsx) or its zip signature, else CSV. */
export async function readGiftFile(name: string, bytes: Buffer): Promise<GiftFile> {
  const isZip = bytes.subarray(0, 2).toString('latin1') === 'PK';
  if (name.toLowerCase().endsWith('.xlsx') || isZip) {
    try {
      return await readExcel(bytes);
    } catch {
      const message = 'The file is not a readable Excel workbook';
      throw invalid([{ param: GIFT_FILE_FIELD, message }], message);
    }
  }
  return readCsv(bytes);
}
