import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildCsv } from './csv';
import { buildExcel } from './excel';
import { manyRows, sampleRequest } from './fixtures';
import { streamExport } from './index';

const NOW = new Date(Date.UTC(2025, 5, 30, 9, 5));

async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

// The rows as pages of `size`, counting how many pages the writer has asked for.
function paged(rows: Record<string, unknown>[], size: number) {
  const state = { pulled: 0 };
  async function* pages() {
    for (let start = 0; start < rows.length; start += size) {
      state.pulled += 1;
      yield rows.slice(start, start + size);
    }
  }
  return { state, pages: pages() };
}

async function sheetValues(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const values: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    values.push(Array.isArray(row.values) ? row.values.slice(1) : []);
  });
  return values;
}

describe('streamExport', () => {
  const request = sampleRequest();
  const rows = [...request.rows, ...manyRows(50), ...request.rows];

  it('writes the same CSV page by page as in one piece', async () => {
    const { pages } = paged(rows, 7);
    const file = streamExport('csv', { ...request, pages }, { now: NOW });
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.fileName).toBe('students-2025-06-30.csv');
    const streamed = await collect(file.body);
    expect(streamed.equals(buildCsv({ ...request, rows }))).toBe(true);
  });

  it('reads the next page only when the CSV reader asks for more', async () => {
    // 100 pages of about 8 KB each.
    const long = manyRows(1000).map((row) => ({ ...row, name: `${row.name} ${'x'.repeat(800)}` }));
    const { state, pages } = paged(long, 10);
    const file = streamExport('csv', { ...request, pages });
    const iterator = file.body[Symbol.asyncIterator]();
    await iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The stream reads ahead by its buffer (16 KB): a few pages, not the whole list.
    expect(state.pulled).toBeLessThan(10);
    let bytes = 0;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      bytes += Buffer.byteLength(next.value);
    }
    expect(state.pulled).toBe(100);
    expect(bytes).toBeGreaterThan(800_000);
  });

  it('writes the same workbook cells page by page as in one piece', async () => {
    const { pages } = paged(rows, 7);
    const file = streamExport('excel', { ...request, pages }, { now: NOW });
    expect(file.fileName).toBe('students-2025-06-30.xlsx');
    const streamed = await sheetValues(await collect(file.body));
    const whole = await sheetValues(await buildExcel({ ...request, rows }, NOW));
    expect(streamed).toHaveLength(rows.length + 1);
    expect(streamed).toEqual(whole);
  });

  it('writes a header-only file for no pages, and refuses no columns', async () => {
    const csv = await collect(streamExport('csv', { ...request, pages: paged([], 5).pages }).body);
    expect(csv.toString('utf8')).toBe(buildCsv({ ...request, rows: [] }).toString('utf8'));
    const sheet = await sheetValues(
      await collect(streamExport('excel', { ...request, pages: paged([], 5).pages }).body),
    );
    expect(sheet).toHaveLength(1);
    expect(() =>
      streamExport('csv', { ...request, columns: [], pages: paged([], 5).pages }),
    ).toThrow(RangeError);
  });
});
