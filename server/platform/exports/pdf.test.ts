import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { manyRows, sampleRequest } from './fixtures';
import { buildPdf, columnWidths } from './pdf';

async function readBack(body: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

const NOW = new Date(Date.UTC(2025, 5, 30, 9, 5));

describe('buildPdf', () => {
  it('writes the title, generated-at line, headers and unicode values', async () => {
    const body = await buildPdf(sampleRequest(), NOW);
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await readBack(body);
    expect(pages).toBe(1);
    expect(text).toContain('Students: Zoë & co');
    expect(text).toContain('Generated 2025-06-30 09:05 UTC');
    for (const label of ['Name', 'Enrolled', 'Last seen', 'Fee (£)', 'Modules', 'Hub']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Zoë Ó Briain');
    expect(text).toContain('£1,234.56');
    expect(text).toContain('-£5.00');
    expect(text).toContain('2024-09-01');
    expect(text).toContain('Greek, Hebrew');
    expect(text).toContain('Belfast');
    expect(text).toContain('Page 1 of 1');
  });

  it('spreads many rows over pages, repeating the header and numbering the pages', async () => {
    const request = {
      title: 'All students',
      fileBaseName: 'students',
      columns: [
        { field: 'name', label: 'Student name' },
        { field: 'age', label: 'Age' },
        { field: 'course.hub', label: 'Hub' },
      ],
      rows: manyRows(200),
    };
    const { text, pages } = await readBack(await buildPdf(request, NOW));
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/Student name/g)).toHaveLength(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Student 200');
    expect(text).toContain('South');
  });

  it('writes a header-only table and a note for no rows', async () => {
    const { text, pages } = await readBack(await buildPdf({ ...sampleRequest(), rows: [] }, NOW));
    expect(pages).toBe(1);
    expect(text).toContain('Name');
    expect(text).toContain('No records.');
  });

  it("shows the request's note under the title", async () => {
    const note = 'The first 2 of 3 records: export to Excel or CSV for all of them.';
    const { text } = await readBack(await buildPdf({ ...sampleRequest(), note }, NOW));
    expect(text).toContain(note);
  });
});

describe('columnWidths', () => {
  it('fills the landscape page in proportion to the clamped text lengths', () => {
    const widths = columnWidths([['ab', 'x'.repeat(100)]], ['A', 'Longer label']);
    const [narrow = 0, wide = 0] = widths;
    expect(wide / narrow).toBeCloseTo(40 / 4);
    expect(narrow + wide).toBeCloseTo(841.89 - 60 - 16);
  });
});
