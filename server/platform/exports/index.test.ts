import { describe, expect, it } from 'vitest';
import { sampleRequest } from './fixtures';
import { buildExport, contentDisposition, exportFileName, exportFormatSchema } from './index';

const NOW = new Date(Date.UTC(2025, 5, 30, 23, 59));

describe('buildExport', () => {
  it.each([
    ['excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'PK'],
    ['csv', 'text/csv; charset=utf-8', '\uFEFFName'],
    ['pdf', 'application/pdf', '%PDF'],
    ['xml', 'application/xml; charset=utf-8', '<?xml version="1.0" encoding="UTF-8"?>\n<students>'],
  ] as const)(
    'builds %s with its content type and dated file name',
    async (format, type, start) => {
      const file = await buildExport(format, sampleRequest(), { now: NOW });
      expect(file.contentType).toBe(type);
      const extension = { excel: 'xlsx', csv: 'csv', pdf: 'pdf', xml: 'xml' }[format];
      expect(file.fileName).toBe(`students-2025-06-30.${extension}`);
      expect(file.body.toString('utf8', 0, Buffer.byteLength(start))).toBe(start);
    },
  );

  it('refuses an export without columns', async () => {
    await expect(buildExport('csv', { ...sampleRequest(), columns: [] })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('exportFormatSchema', () => {
  it('accepts the four formats only', () => {
    expect(exportFormatSchema.options).toEqual(['excel', 'csv', 'pdf', 'xml']);
    expect(exportFormatSchema.safeParse('json').success).toBe(false);
  });
});

describe('exportFileName', () => {
  it('dates the name and removes unsafe characters', () => {
    expect(exportFileName('students', 'excel', NOW)).toBe('students-2025-06-30.xlsx');
    expect(exportFileName('../a/b\\c:d*e?"f"<g>|h', 'csv', NOW)).toBe('abcdefgh-2025-06-30.csv');
    expect(exportFileName('Zoë Ó Briain\r\n', 'pdf', NOW)).toBe('Zoë Ó Briain-2025-06-30.pdf');
    expect(exportFileName('...', 'pdf', NOW)).toBe('export-2025-06-30.pdf');
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII filename and a UTF-8 filename* (RFC 6266 / 5987)', () => {
    expect(contentDisposition('Zoë Ó Briain £(1)*.csv')).toBe(
      'attachment; filename="Zoe O Briain _(1)*.csv"; filename*=UTF-8\'\'Zo%C3%AB%20%C3%93%20Briain%20%C2%A3%281%29%2A.csv',
    );
  });

  it('never lets a quote or backslash end the quoted fallback', () => {
    const value = contentDisposition('a"b\\c\'d.pdf');
    expect(value).toContain('filename="a_b_c\'d.pdf"');
    expect(value).toContain("filename*=UTF-8''a%22b%5Cc%27d.pdf");
  });

  it('round-trips the UTF-8 name through decodeURIComponent', () => {
    const name = 'Ελληνικά 日本語 😀.xlsx';
    const encoded = contentDisposition(name).split("UTF-8''")[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(name);
    expect(contentDisposition(name)).toMatch(/^attachment; filename="[\x20-\x7e]+"; /);
  });
});
