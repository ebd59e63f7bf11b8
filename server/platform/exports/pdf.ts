import type { Content, TableCell } from 'pdfmake';
import { formatDateTime } from '#domain/format/dates';
import { renderPdf } from './pdf-document';
import type { ExportColumnKind, ExportRequest } from './types';
import { formatCell, kindOf, readField } from './values';

// Landscape A4 is 841.89 points wide; the table fills it between the side margins.
const PAGE_WIDTH = 841.89;
const SIDE_MARGIN = 30;
const CELL_PADDING = 8;
const MIN_WEIGHT = 4;
const MAX_WEIGHT = 40;
const RIGHT_ALIGNED: ReadonlySet<ExportColumnKind> = new Set(['number', 'money']);

/** Column widths in points, shared out by each column's longest text (clamped so none vanishes). */
export function columnWidths(texts: string[][], labels: string[]): number[] {
  const weights = labels.map((label, index) => {
    const longest = Math.max(label.length, ...texts.map((row) => row[index]?.length ?? 0));
    return Math.min(MAX_WEIGHT, Math.max(MIN_WEIGHT, longest));
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const available = PAGE_WIDTH - 2 * SIDE_MARGIN - CELL_PADDING * labels.length;
  return weights.map((weight) => (available * weight) / total);
}

/** The request as a landscape A4 PDF: title, generated-at line, repeated header, page numbers. */
export async function buildPdf(request: ExportRequest, now = new Date()): Promise<Buffer> {
  const kinds: ExportColumnKind[][] = [];
  const texts = request.rows.map((row) => {
    const rowKinds: ExportColumnKind[] = [];
    const cells = request.columns.map((column) => {
      const value = readField(row, column.field);
      const kind = kindOf(column, value);
      rowKinds.push(kind);
      return formatCell(kind, value, ', ');
    });
    kinds.push(rowKinds);
    return cells;
  });
  const labels = request.columns.map((column) => column.label);
  const header: TableCell[] = labels.map((label) => ({ text: label, style: 'tableHeader' }));
  const body: TableCell[][] = texts.map((cells, rowIndex) =>
    cells.map((text, columnIndex) => {
      const kind = kinds[rowIndex]?.[columnIndex] ?? 'text';
      return RIGHT_ALIGNED.has(kind) ? { text, alignment: 'right' } : { text };
    }),
  );
  const content: Content = [
    { text: request.title, style: 'title' },
    { text: `Generated ${formatDateTime(now)} UTC`, style: 'generated' },
    ...(request.note ? [{ text: request.note, style: 'note' }] : []),
    {
      table: { headerRows: 1, widths: columnWidths(texts, labels), body: [header, ...body] },
      layout: 'lightHorizontalLines',
    },
  ];
  if (request.rows.length === 0) content.push({ text: 'No records.', style: 'generated' });

  return renderPdf({
    info: { title: request.title, creator: 'Collegium' },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [SIDE_MARGIN, 30, SIDE_MARGIN, 40],
    defaultStyle: { fontSize: 8 },
    styles: {
      title: { fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
      generated: { fontSize: 8, color: '#555555', margin: [0, 0, 0, 8] },
      tableHeader: { bold: true },
      note: { fontSize: 9, bold: true, margin: [0, 0, 0, 8] },
    },
    content,
    footer: (currentPage: number, pageCount: number): Content => ({
      text: `Page ${currentPage} of ${pageCount}`,
      alignment: 'right',
      fontSize: 8,
      margin: [SIDE_MARGIN, 10, SIDE_MARGIN, 0],
    }),
  });
}
