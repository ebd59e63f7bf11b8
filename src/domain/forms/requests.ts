import { z } from 'zod';
import { choice, LONG_TEXT_MAX, optionalText } from './fields';
import { STUDENT_REQUEST_TYPES, type StudentRequestType } from './request-types';

export * from './request-types';

export const studentRequestTypeSchema = z.enum(STUDENT_REQUEST_TYPES);

/** Where a request stands; the spec leaves them unnamed (§4), these are the product's. */
export const REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected', 'Withdrawn'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const requestStatusSchema = z.enum(REQUEST_STATUSES);

/** True when the student may still withdraw the request: only while it is pending. */
export function canWithdraw(status: RequestStatus): boolean {
  return status === 'Pending';
}

/** True when staff may still approve or reject the request: only while it is pending. */
export function canDecide(status: RequestStatus): boolean {
  return status === 'Pending';
}

/** Outcomes staff can give a request. */
export const REQUEST_DECISIONS = ['Approved', 'Rejected'] as const;
export type RequestDecision = (typeof REQUEST_DECISIONS)[number];

/** A staff decision; a rejection needs a reason because the student is shown it. */
export const requestDecisionSchema = z
  .object({
    decision: choice(REQUEST_DECISIONS, 'Choose whether to approve or reject the request'),
    reason: optionalText(LONG_TEXT_MAX),
  })
  .refine((value) => value.decision !== 'Rejected' || Boolean(value.reason), {
    path: ['reason'],
    message: 'Give a reason for rejecting the request: the student will see it',
  });
export type RequestDecisionBody = z.infer<typeof requestDecisionSchema>;

/**
 * The id a device may give a request it queued offline: the server keeps it, so the row the
 * student already sees is the one the change feed later updates (a second create is a 409).
 */
export const clientRequestIdSchema = z.object({
  id: z
    .string()
    .regex(/^[\w-]{8,100}$/, 'The request id must be 8 to 100 letters, digits, _ or -')
    .optional(),
});

/** An evidence file as a request names it (the server adds `evidenceFiles` to its data). */
export interface NamedEvidenceFile {
  id: string;
  fileName: string;
}

/** The named evidence files of a request, from its data; none when it has none. */
export function evidenceFilesOf(request: { readonly [key: string]: unknown }): NamedEvidenceFile[] {
  const files = (request.data as { evidenceFiles?: unknown } | null | undefined)?.evidenceFiles;
  if (!Array.isArray(files)) return [];
  return files.filter(
    (file): file is NamedEvidenceFile =>
      typeof file === 'object' &&
      file !== null &&
      typeof (file as { id?: unknown }).id === 'string' &&
      typeof (file as { fileName?: unknown }).fileName === 'string',
  );
}

/** Request types a student may attach evidence files to (besides extensions, which have their own call). */
export const EVIDENCE_REQUEST_TYPES: readonly StudentRequestType[] = ['deferral-waiver'];

/** True when requests of this type take evidence files. */
export function takesEvidenceFiles(type: string): boolean {
  return (EVIDENCE_REQUEST_TYPES as readonly string[]).includes(type);
}
