import { fragment } from 'xmlbuilder2';
import type { ExportColumn, ExportRequest } from './types';
import { formatCell, kindOf, readField } from './values';

// An XML export (issue 22, spec §7): a root element named after the list (`students`), one
// element per row (`student`) and one child per column, named after its field, holding the
// value as the other formats' text shows it, escaped.

// Control characters and non-characters; XML 1.0 allows tab, line ends and U+007F–U+009F.
const CONTROL = /[\p{Cc}\uFFFE\uFFFF]/gu;

/** Text without the characters XML 1.0 does not allow at all, even escaped. */
export function xmlText(text: string): string {
  return text.replace(CONTROL, (character) => {
    const code = character.charCodeAt(0);
    return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x7f && code <= 0x9f)
      ? character
      : '';
  });
}
/**
 * Text as xmlbuilder2's `txt` must be given it: without the characters XML cannot hold, and with
 * every `&` escaped (its writer leaves `&name;` and `&#n;` as entity references, and escapes the
 * rest itself).
 */
export function builderText(text: string): string {
  return xmlText(text).replaceAll('&', '&amp;');
}

const NAME_START = /^[A-Za-z_]/;

/** A valid XML element name from any text: other characters become `_`, a bad start gets `_`. */
export function xmlName(text: string): string {
  const name = text.replace(/[^A-Za-z0-9_.-]/g, '_');
  if (name === '') return '_';
  // Names starting with "xml" (any case) are reserved.
  return NAME_START.test(name) && !/^xml/i.test(name) ? name : `_${name}`;
}

/** The element of one row: the singular of the root (`students` → `student`), else `record`. */
export function rowElementName(root: string): string {
  return root.length > 1 && root.endsWith('s') ? root.slice(0, -1) : 'record';
}

const names = (request: { fileBaseName: string }) => {
  const root = xmlName(request.fileBaseName);
  return { root, row: rowElementName(root) };
};

/** The opening of the document: declaration and root element. */
export function xmlHead(request: { fileBaseName: string }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${names(request).root}>\n`;
}

/** The closing of the document. */
export function xmlTail(request: { fileBaseName: string }): string {
  return `</${names(request).root}>\n`;
}

/** The elements of some rows, each on its own lines ('' for none). */
export function xmlRows(
  request: { fileBaseName: string; columns: ExportColumn[] },
  rows: Record<string, unknown>[],
): string {
  const { row: rowName } = names(request);
  const children = request.columns.map((column) => ({ column, name: xmlName(column.field) }));
  let text = '';
  for (const row of rows) {
    const element = fragment().ele(rowName);
    for (const { column, name } of children) {
      const value = readField(row, column.field);
      element.ele(name).txt(builderText(formatCell(kindOf(column, value), value, '; ')));
    }
    text += `  ${element.end({ prettyPrint: false })}\n`;
  }
  return text;
}

/** The request as an XML document. */
export function toXml(request: ExportRequest): string {
  return xmlHead(request) + xmlRows(request, request.rows) + xmlTail(request);
}

/** The request as a UTF-8 XML file body. */
export function buildXml(request: ExportRequest): Buffer {
  return Buffer.from(toXml(request), 'utf8');
}

/** The XML of rows read page by page, as UTF-8 chunks: one page held at a time. */
export async function* xmlChunks(
  request: { fileBaseName: string; columns: ExportColumn[] },
  pages: AsyncIterable<Record<string, unknown>[]>,
): AsyncGenerator<Buffer> {
  yield Buffer.from(xmlHead(request), 'utf8');
  for await (const rows of pages) {
    const text = xmlRows(request, rows);
    if (text) yield Buffer.from(text, 'utf8');
  }
  yield Buffer.from(xmlTail(request), 'utf8');
}
