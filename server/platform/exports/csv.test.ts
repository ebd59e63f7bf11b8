import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildCsv, guardFormula, toCsv, UTF8_BOM } from './csv';
import { sampleRequest } from './fixtures';

function parseBack(body: Buffer): string[][] {
  const text = body.toString('utf8');
  expect(text.startsWith(UTF8_BOM)).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('buildCsv', () => {
  it('writes a BOM, a header of labels and formatted values that parse back', () => {
    const body = buildCsv(sampleRequest());
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, first, second, third] = parseBack(body);
    expect(header).toEqual([
      'Name',
      'Age',
      'Enrolled',
      'Last seen',
      'Fee (£)',
      'Active',
      'Modules',
      'Hub',
    ]);
    expect(first).toEqual([
      'Zoë Ó Briain',
      '34',
      '2024-09-01',
      '2025-01-02 13:45',
      '£1,234.56',
      'Yes',
      'Greek; Hebrew',
      'Belfast',
    ]);
    // Real numbers (and money) keep their minus sign; only the text is guarded.
    expect(second).toEqual(['\'=HYPERLINK("http://x","y")', '-5', '', '', '-£5.00', 'No', '', '']);
    expect(third).toEqual(['', '', '', '', '', '', '', '']);
  });

  it('ends every line with CRLF', () => {
    const text = toCsv(sampleRequest());
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('writes only the header for no rows', () => {
    const body = buildCsv({ ...sampleRequest(), rows: [] });
    expect(parseBack(body)).toHaveLength(1);
  });

  it('guards text starting with formula characters, lists too, and numeric text', () => {
    const body = buildCsv({
      title: 't',
      fileBaseName: 'f',
      columns: [
        { field: 'a', label: 'A' },
        { field: 'b', label: 'B', kind: 'list' },
      ],
      rows: [
        { a: '+1', b: ['@SUM(A1)', 'x'] },
        { a: '-2', b: [] },
        { a: '\t=1', b: null },
        { a: '=1\n+2', b: undefined },
        { a: 'safe = yes', b: ['ok'] },
      ],
    });
    const [, ...rows] = parseBack(body);
    expect(rows).toEqual([
      ["'+1", "'@SUM(A1); x"],
      ["'-2", ''],
      ["'\t=1", ''],
      ["'=1\n+2", ''],
      ['safe = yes', 'ok'],
    ]);
  });
});

describe('guardFormula', () => {
  it('prefixes an apostrophe to each dangerous first character only', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(guardFormula(`${start}x`)).toBe(`'${start}x`);
    }
    expect(guardFormula('x=1')).toBe('x=1');
    expect(guardFormula('')).toBe('');
  });
});
