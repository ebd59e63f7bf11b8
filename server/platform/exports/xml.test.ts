import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { manyRows, sampleRequest } from './fixtures';
import { streamExport } from './index';
import { buildXml, rowElementName, toXml, xmlName } from './xml';

interface Parsed {
  root: string;
  rows: Record<string, string>[];
}

// The document parsed back by an XML parser: root name, and each row's children as text.
function parseBack(text: string): Parsed {
  const document = create(text);
  const root = document.root();
  const rows = root
    .filter((node) => node.node.nodeType === 1)
    .map((row) =>
      Object.fromEntries(
        row
          .filter((node) => node.node.nodeType === 1)
          .map((child) => [child.node.nodeName, child.node.textContent ?? '']),
      ),
    );
  return { root: root.node.nodeName, rows };
}

describe('buildXml', () => {
  it('writes a root named after the list, one element per row, one child per field', () => {
    const text = buildXml(sampleRequest()).toString('utf8');
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<students>\n  <student>')).toBe(
      true,
    );
    const parsed = parseBack(text);
    expect(parsed.root).toBe('students');
    expect(parsed.rows).toHaveLength(3);
    expect(parsed.rows[0]).toEqual({
      name: 'Zoë Ó Briain',
      age: '34',
      enrolled: '2024-09-01',
      lastSeen: '2025-01-02 13:45',
      fee: '£1,234.56',
      active: 'Yes',
      modules: 'Greek; Hebrew',
      'course.hub': 'Belfast',
    });
    // Markup in a value is escaped text, not elements; empty values are empty elements.
    expect(parsed.rows[1]?.name).toBe('=HYPERLINK("http://x","y")');
    expect(parsed.rows[2]).toMatchObject({ name: '', age: '' });
  });

  it('escapes markup and drops characters XML cannot hold', () => {
    const request = {
      ...sampleRequest(),
      columns: [{ field: 'name', label: 'Name' }],
      rows: [{ name: '</name><evil>&amp; "q" \u0001 \'a\' &undefined; & <' }, { name: '&#38;' }],
    };
    const text = toXml(request);
    expect(text).not.toContain('<evil>');
    expect(text).not.toContain('&undefined;');
    // A character reference in a value is text (xmlbuilder2's parser reads it twice over).
    expect(text).toContain('<name>&amp;#38;</name>');
    expect(parseBack(text).rows[0]).toEqual({
      name: '</name><evil>&amp; "q"  \'a\' &undefined; & <',
    });
  });

  it('makes element names valid', () => {
    expect(xmlName('potential-students')).toBe('potential-students');
    expect(xmlName('first name')).toBe('first_name');
    expect(xmlName('1st')).toBe('_1st');
    expect(xmlName('xmlThing')).toBe('_xmlThing');
    expect(xmlName('')).toBe('_');
    expect(rowElementName('students')).toBe('student');
    expect(rowElementName('data')).toBe('record');
  });
});

describe('streamExport xml', () => {
  it('writes the same document page by page as in one piece', async () => {
    const request = sampleRequest();
    const rows = [...request.rows, ...manyRows(20)];
    async function* pages() {
      for (let start = 0; start < rows.length; start += 6) yield rows.slice(start, start + 6);
    }
    const file = streamExport('xml', { ...request, pages: pages() });
    expect(file.contentType).toBe('application/xml; charset=utf-8');
    expect(file.fileName).toMatch(/^students-\d{4}-\d{2}-\d{2}\.xml$/);
    const chunks: Buffer[] = [];
    for await (const chunk of file.body as Readable) chunks.push(Buffer.from(chunk));
    const streamed = Buffer.concat(chunks).toString('utf8');
    expect(streamed).toBe(toXml({ ...request, rows }));
    expect(parseBack(streamed).rows).toHaveLength(23);
  });

  it('writes an empty root for no rows', async () => {
    const empty = (async function* () {})();
    const file = streamExport('xml', { ...sampleRequest(), pages: empty });
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.from(file.body)) chunks.push(Buffer.from(chunk));
    expect(parseBack(Buffer.concat(chunks).toString('utf8'))).toEqual({
      root: 'students',
      rows: [],
    });
  });
});
