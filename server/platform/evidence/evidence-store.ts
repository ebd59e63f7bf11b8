import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  detectEvidenceKind,
  EVIDENCE_CONTENT_TYPES,
  EVIDENCE_COUNT_MESSAGE,
  EVIDENCE_SIZE_MESSAGE,
  EVIDENCE_TYPE_MESSAGE,
  type EvidenceKind,
  safeEvidenceFileName,
} from '#domain/forms/evidence-files';
import type { EvidenceFileSummary } from '#domain/forms/student-records';
import { evidenceFiles } from '../../db/schema';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/context';
import type { Tx } from '../changes';
import { AppError, conflict, type ErrorDetail, invalid } from '../errors';

/** A file of a multipart request whose content is one of the accepted kinds. */
export interface Upload {
  fileName: string;
  kind: EvidenceKind;
  bytes: Buffer;
}

/** The multipart field the files come in, and the one holding the request's JSON. */
export const FILE_FIELD = 'evidence';
export const DATA_FIELD = 'data';

const unsupported = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the files as multipart/form-data');

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Reads a multipart request: the `data` field as JSON (undefined when absent) and every file
 * of the `evidence` field, each checked by its content. 422 for a file of another kind, for
 * more than three files or bad JSON; 413 for a file over 10 MB.
 */
export async function readMultipart(
  request: FastifyRequest,
): Promise<{ data: unknown; files: Upload[] }> {
  if (!request.isMultipart()) throw unsupported();
  let data: unknown;
  const files: Upload[] = [];
  const problems: ErrorDetail[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const kind = detectEvidenceKind(part.filename, bytes);
        const param = `${FILE_FIELD}.${files.length + problems.length}`;
        if (part.fieldname !== FILE_FIELD) {
          problems.push({
            param: part.fieldname,
            message: `Send files in the ${FILE_FIELD} field`,
          });
        } else if (!kind) {
          problems.push({
            param,
            message: `${part.filename || 'A file'}: ${EVIDENCE_TYPE_MESSAGE}`,
          });
        } else {
          files.push({ fileName: safeEvidenceFileName(part.filename), kind, bytes });
        }
      } else if (part.fieldname === DATA_FIELD) {
        try {
          data = JSON.parse(String(part.value));
        } catch {
          problems.push({ param: DATA_FIELD, message: 'The data field must be JSON' });
        }
      }
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === 'FST_FILES_LIMIT')
      throw invalid([{ param: FILE_FIELD, message: EVIDENCE_COUNT_MESSAGE }]);
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', 413, EVIDENCE_SIZE_MESSAGE);
    throw error;
  }
  if (problems.length > 0) throw invalid(problems);
  return { data, files };
}

/** An evidence row as the student and staff see it. */
export function summaryOf(row: {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}): EvidenceFileSummary {
  return { id: row.id, fileName: row.fileName, contentType: row.contentType, size: row.size };
}

/** Where an evidence file's bytes live. */
export function evidencePath(context: AppContext, id: string): string {
  return join(context.evidenceDir, id);
}

/** Stores uploaded files (bytes on disk, a row each, unclaimed) for a student. */
export async function storeEvidence(
  context: AppContext,
  auth: AuthContext,
  studentId: string,
  uploads: readonly Upload[],
): Promise<EvidenceFileSummary[]> {
  if (uploads.length === 0) return [];
  await mkdir(context.evidenceDir, { recursive: true });
  const rows = uploads.map((upload) => ({
    id: randomUUID(),
    studentId,
    requestId: null,
    fileName: upload.fileName,
    contentType: EVIDENCE_CONTENT_TYPES[upload.kind],
    size: upload.bytes.length,
    sha256: createHash('sha256').update(upload.bytes).digest('hex'),
    uploadedBy: auth.realUser.id,
  }));
  const written: string[] = [];
  try {
    for (const [index, row] of rows.entries()) {
      const path = evidencePath(context, row.id);
      await writeFile(path, uploads[index]?.bytes ?? Buffer.alloc(0), { flag: 'wx' });
      written.push(row.id);
    }
    await context.db.insert(evidenceFiles).values(rows);
  } catch (error) {
    await discardEvidence(context, written);
    throw error;
  }
  return rows.map(summaryOf);
}

/** Removes stored evidence files (rows and bytes), e.g. when their request was refused. */
export async function discardEvidence(context: AppContext, ids: readonly string[]) {
  if (ids.length === 0) return;
  await context.db.delete(evidenceFiles).where(inArray(evidenceFiles.id, [...ids]));
  await Promise.all(ids.map((id) => unlink(evidencePath(context, id)).catch(() => undefined)));
}

/** The bytes of a stored evidence file. */
export function readEvidence(context: AppContext, id: string): Promise<Buffer> {
  return readFile(evidencePath(context, id));
}

/** The evidence file ids a request's data names (`evidenceFileIds`), without repeats. */
export function evidenceIdsOf(data: unknown): string[] {
  const ids = (data as { evidenceFileIds?: unknown } | null)?.evidenceFileIds;
  return Array.isArray(ids) ? [...new Set(ids.filter((id) => typeof id === 'string'))] : [];
}

const NOT_YOURS = 'This evidence file does not exist or is already part of another request';

/** 422 unless every id is an evidence file of the student not yet claimed by a request. */
export async function checkEvidenceClaim(tx: Tx, studentId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  const free = await tx
    .select({ id: evidenceFiles.id })
    .from(evidenceFiles)
    .where(
      and(
        inArray(evidenceFiles.id, [...ids]),
        eq(evidenceFiles.studentId, studentId),
        isNull(evidenceFiles.requestId),
      ),
    );
  const found = new Set(free.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw invalid(missing.map(() => ({ param: 'evidenceFileIds', message: NOT_YOURS })));
  }
}

/** Claims the files for a request (409 when another request claimed one meanwhile). */
export async function claimEvidence(
  tx: Tx,
  studentId: string,
  requestId: string,
  ids: readonly string[],
) {
  if (ids.length === 0) return;
  const claimed = await tx
    .update(evidenceFiles)
    .set({ requestId })
    .where(
      and(
        inArray(evidenceFiles.id, [...ids]),
        eq(evidenceFiles.studentId, studentId),
        isNull(evidenceFiles.requestId),
      ),
    )
    .returning({ id: evidenceFiles.id });
  if (claimed.length !== ids.length) throw conflict(NOT_YOURS);
}

/** True when the error (or one it wraps) broke the named unique index, on PGlite and pg. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const fields = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (
      fields.code === '23505' &&
      (fields.constraint === constraint || String(fields.message).includes(constraint))
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The request's data with the names of the evidence files it claims (`evidenceFiles`), so the
 * student and staff see "gp-letter.pdf", not an id. Only the student's own files are named; the
 * claim itself is checked when the request is written.
 */
export async function withEvidenceNames(
  context: AppContext,
  studentId: string,
  data: unknown,
): Promise<unknown> {
  const ids = evidenceIdsOf(data);
  if (ids.length === 0 || typeof data !== 'object' || data === null) return data;
  const rows = await context.db
    .select()
    .from(evidenceFiles)
    .where(and(inArray(evidenceFiles.id, ids), eq(evidenceFiles.studentId, studentId)));
  return { ...data, evidenceFiles: rows.map(summaryOf) };
}
