import { z } from 'zod';

/** Most evidence files one request (or one upload) may carry. */
export const MAX_EVIDENCE_FILES = 3;
/** Largest evidence file: 10 MB. */
export const MAX_EVIDENCE_FILE_BYTES = 10 * 1024 * 1024;

/** The kinds of evidence file accepted, with the content type each is served as. */
export const EVIDENCE_CONTENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  heic: 'image/heic',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
} as const;
export type EvidenceKind = keyof typeof EVIDENCE_CONTENT_TYPES;

export const EVIDENCE_TYPE_MESSAGE =
  'Attach a PDF, PNG, JPEG, HEIC, Word (DOCX or DOC) or plain text file';
export const EVIDENCE_COUNT_MESSAGE = `Attach at most ${MAX_EVIDENCE_FILES} evidence files`;
export const EVIDENCE_SIZE_MESSAGE = 'Each evidence file must be 10 MB or smaller';

/** References to evidence files uploaded before the request (POST forms/student/evidence). */
export const evidenceFileIdsSchema = z
  .array(z.string({ error: 'An evidence file id is text' }).trim().min(1).max(100), {
    error: 'List the evidence file ids',
  })
  .max(MAX_EVIDENCE_FILES, EVIDENCE_COUNT_MESSAGE)
  .optional();

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const FTYP = ascii('ftyp');
// ISO base media brands of HEIC/HEIF images (iPhone photos).
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * What kind of evidence file these bytes are, from their content (the client's content type is
 * never trusted): PDF, PNG and JPEG by their signatures wherever they are named; HEIC by its
 * `ftyp` brand; DOCX (a zip) and DOC (an OLE file) by signature and name; plain text only when
 * named `.txt` and it is UTF-8 without NUL bytes. Undefined for anything else.
 */
export function detectEvidenceKind(fileName: string, bytes: Uint8Array): EvidenceKind | undefined {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, FTYP, 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    return HEIF_BRANDS.includes(brand) ? 'heic' : undefined;
  }
  const extension = extensionOf(fileName);
  if (extension === 'docx' && startsWith(bytes, ZIP)) return 'docx';
  if (extension === 'doc' && startsWith(bytes, OLE)) return 'doc';
  if (extension === 'txt' && isText(bytes)) return 'txt';
  return undefined;
}

// Path separators, control characters and characters unsafe in a header or a file name.
const UNSAFE_NAME = /[\\/:*?"<>|;%\p{Cc}]/gu;

/** A file name safe to store and to send back in Content-Disposition (never empty). */
export function safeEvidenceFileName(fileName: string): string {
  const cleaned = fileName
    .normalize('NFC')
    .replace(UNSAFE_NAME, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 150);
  return cleaned || 'evidence';
}
