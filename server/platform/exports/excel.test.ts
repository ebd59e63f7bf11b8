import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildExcel, DATE_FORMAT, DATETIME_FORMAT, MONEY_FORMAT, sheetName } from './excel';
import { sampleRequest } from './fixtures';

async function openBack(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

describe('buildExcel', () => {
  it('writes a bold, frozen, filtered header and a sheet named from the title', async () => {
    const sheet = await openBack(await buildExcel(sampleRequest()));
    expect(sheet.name).toBe('Students Zoë & co');
    const header = sheet.getRow(1);
    expect(header.values).toEqual([
      undefined,
      'Name',
      'Age',
      'Enrolled',
      'Last seen',
      'Fee (£)',
      'Active',
      'Modules',
      'Hub',
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:H1');
    expect(sheet.rowCount).toBe(4);
  });

  it('types the cells: numbers, dates, money in pounds, Yes/No, joined lists, nested fields', async () => {
    const sheet = await openBack(await buildExcel(sampleRequest()));
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('Zoë Ó Briain');
    expect(row.getCell(2).value).toBe(34);
    expect(row.getCell(3).value).toEqual(new Date('2024-09-01T00:00:00Z'));
    expect(row.getCell(3).numFmt).toBe(DATE_FORMAT);
    expect(row.getCell(4).value).toEqual(new Date('2025-01-02T13:45:00Z'));
    expect(row.getCell(4).numFmt).toBe(DATETIME_FORMAT);
    expect(row.getCell(5).value).toBe(1234.56);
    expect(row.getCell(5).numFmt).toBe(MONEY_FORMAT);
    expect(row.getCell(6).value).toBe('Yes');
    expect(row.getCell(7).value).toBe('Greek, Hebrew');
    expect(row.getCell(8).value).toBe('Belfast');
  });

  it('keeps formula-like text as text and leaves null and undefined cells empty', async () => {
    const sheet = await openBack(await buildExcel(sampleRequest()));
    const second = sheet.getRow(2 + 1);
    expect(second.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(second.getCell(1).value).toBe('=HYPERLINK("http://x","y")');
    expect(second.getCell(2).value).toBe(-5);
    expect(second.getCell(3).value).toBeNull();
    expect(second.getCell(4).value).toBeNull();
    expect(second.getCell(5).value).toBe(-5);
    expect(second.getCell(6).value).toBe('No');
    expect(second.getCell(8).value).toBeNull();
    const third = sheet.getRow(4);
    expect(third.getCell(1).value).toBeNull();
  });

  it('sizes columns by their content within limits', async () => {
    const request = sampleRequest();
    request.rows.push({ name: 'x'.repeat(200) });
    const sheet = await openBack(await buildExcel(request));
    expect(sheet.getColumn(1).width).toBe(60);
    expect(sheet.getColumn(2).width).toBe(8);
    expect(sheet.getColumn(4).width).toBe(18);
  });

  it('writes pre-1970 dates as the legacy placeholder and mismatched values as text', async () => {
    const sheet = await openBack(
      await buildExcel({
        title: 'T',
        fileBaseName: 't',
        columns: [
          { field: 'd', label: 'D', kind: 'date' },
          { field: 'n', label: 'N', kind: 'number' },
          { field: 'm', label: 'M', kind: 'money' },
        ],
        rows: [{ d: '1960-05-01', n: 'n/a', m: 'waived' }],
      }),
    );
    expect(sheet.getRow(2).values).toEqual([undefined, 'Pre-2018', 'n/a', 'waived']);
  });

  it('writes a header-only sheet for no rows', async () => {
    const sheet = await openBack(await buildExcel({ ...sampleRequest(), rows: [] }));
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
  });
});

describe('sheetName', () => {
  it('respects Excel limits on length and characters', () => {
    expect(sheetName('a/b\\c?d*e[f]g:h')).toBe('a b c d e f g h');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName("'quoted'")).toBe('quoted');
    expect(sheetName('  ')).toBe('Export');
    expect(sheetName('History')).toBe('Export');
    expect(sheetName(`a${'😀'.repeat(40)}`)).toBe(`a${'😀'.repeat(15)}`);
  });
});
