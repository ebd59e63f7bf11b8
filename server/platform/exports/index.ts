import { PassThrough, Readable } from 'node:stream';
import { formatDate } from '#domain/format/dates';
import { buildCsv, csvChunks } from './csv';
import { buildExcel, writeExcel } from './excel';
import { buildPdf } from './pdf';
import type {
  ExportFile,
  ExportFormat,
  ExportOptions,
  ExportRequest,
  StreamedExportFile,
  StreamedExportFormat,
  StreamedExportRequest,
} from './types';
import { buildXml, xmlChunks } from './xml';

export type {
  ExportColumn,
  ExportColumnKind,
  ExportFile,
  ExportFormat,
  ExportOptions,
  ExportRequest,
  StreamedExportFile,
  StreamedExportFormat,
  StreamedExportRequest,
} from './types';
export { exportFormatSchema } from './types';

const FORMATS: Record<ExportFormat, { extension: string; contentType: string }> = {
  excel: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  xml: { extension: 'xml', contentType: 'application/xml; charset=utf-8' },
};

// Path separators, characters Windows forbids in names, control characters and quotes.
const UNSAFE_FILE_CHARACTERS = /[\\/:*?"<>|;%\p{Cc}]/gu;

/** `<fileBaseName>-YYYY-MM-DD.<ext>` with characters unsafe in a file name removed. */
export function exportFileName(
  fileBaseName: string,
  format: ExportFormat,
  now = new Date(),
): string {
  const base =
    fileBaseName
      .normalize('NFC')
      .replace(UNSAFE_FILE_CHARACTERS, '')
      .replace(/\s+/g, ' ')
      .trim()
      // A leading dot hides the file; trailing dots are dropped by Windows.
      .replace(/^\.+|\.+$/g, '')
      .slice(0, 100) || 'export';
  return `${base}-${formatDate(now)}.${FORMATS[format].extension}`;
}

// RFC 5987 attr-char allows only these besides letters and digits; encodeURIComponent leaves
// ' ( ) * unescaped, so those are escaped by hand.
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function asciiFallback(fileName: string): string {
  return (
    fileName
      // 'Zoë' → 'Zoe': split letters from their accents, then drop the accents.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_')
  );
}

/** Content-Disposition value (RFC 6266): attachment with an ASCII `filename` and a UTF-8 `filename*`. */
export function contentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** Build the download of a list in a format: body, content type and dated file name. */
export async function buildExport(
  format: ExportFormat,
  request: ExportRequest,
  options: ExportOptions = {},
): Promise<ExportFile> {
  if (request.columns.length === 0) throw new RangeError('An export needs at least one column');
  const now = options.now ?? new Date();
  const body =
    format === 'excel'
      ? await buildExcel(request, now)
      : format === 'csv'
        ? buildCsv(request)
        : format === 'xml'
          ? buildXml(request)
          : await buildPdf(request, now);
  const { contentType } = FORMATS[format];
  return { body, contentType, fileName: exportFileName(request.fileBaseName, format, now) };
}

/**
 * Stream the download of a list in CSV, Excel or XML: the body is written page by page as it is
 * read, so the server holds one page of rows however many the export has. An error after the
 * first bytes can no longer become an error answer: it ends the body (the download fails).
 */
export function streamExport(
  format: StreamedExportFormat,
  request: StreamedExportRequest,
  options: ExportOptions = {},
): StreamedExportFile {
  if (request.columns.length === 0) throw new RangeError('An export needs at least one column');
  const now = options.now ?? new Date();
  let body: Readable;
  if (format === 'csv') {
    body = Readable.from(csvChunks(request.columns, request.pages), { objectMode: false });
  } else if (format === 'xml') {
    body = Readable.from(xmlChunks(request, request.pages), { objectMode: false });
  } else {
    const output = new PassThrough();
    writeExcel(request, output, now).catch((error: unknown) =>
      output.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    body = output;
  }
  const { contentType } = FORMATS[format];
  return { body, contentType, fileName: exportFileName(request.fileBaseName, format, now) };
}

/** The part of a reply a download needs (Fastify's reply): its headers and its body. */
interface DownloadReply<R> {
  header(name: string, value: string): this;
  send(body: Buffer | string): R;
}

/** Sends a built export as a download: its content type, and its file name as an attachment. */
export function sendExport<R>(reply: DownloadReply<R>, file: ExportFile): R {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .send(file.body);
}
