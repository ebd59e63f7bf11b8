import { z } from 'zod';
import { evidenceFileIdsSchema } from '../forms/evidence-files';

/** Extension lengths in days; 'more' is more than 21 days (spec §9). */
export const EXTENSION_LENGTHS = [7, 14, 21, 'more'] as const;
export type ExtensionLength = (typeof EXTENSION_LENGTHS)[number];
export const extensionLengthSchema = z.literal(EXTENSION_LENGTHS);

/** Labels of the extension lengths as the form shows them (spec §9). */
export const EXTENSION_LENGTH_LABELS = {
  7: '7 days (auto)',
  14: '14 days',
  21: '21 days',
  more: 'More than 21 days',
} as const satisfies Record<ExtensionLength, string>;

/**
 * The plain extensions form (mitigating circumstances). Other modes, such as the
 * partner-institution extensions form, always need evidence (spec §5).
 */
export const PLAIN_EXTENSIONS_MODE = 'extensions';

/** The form an extension request comes from and the length asked for. */
export type ExtensionChoice = { length: ExtensionLength; mode: string };

/** True unless the request is a 7-day extension in plain 'extensions' mode (spec §5). */
export function extensionNeedsEvidence({ length, mode }: ExtensionChoice): boolean {
  return !(mode === PLAIN_EXTENSIONS_MODE && length === 7);
}

/**
 * True for a request approved without review: a 7-day extension in plain mode, the one case
 * that needs no evidence (spec §5 "7 days is auto-approved", §9 "7 days (auto)").
 */
export function isAutoApproved(choice: ExtensionChoice): boolean {
  return !extensionNeedsEvidence(choice);
}

export const EVIDENCE_REQUIRED_MESSAGE =
  'Please provide evidence: only 7-day extension requests made on the extensions form are approved without it';

/**
 * An extension request body, where `attachedFiles` evidence files come with the request itself
 * (a multipart upload). Evidence is a description, uploaded files referenced by id
 * (`evidenceFileIds`) or attached files: any one of them satisfies the evidence rule.
 */
export function extensionRequestSchemaFor(attachedFiles: number) {
  return z
    .object({
      mode: z.string().trim().min(1).default(PLAIN_EXTENSIONS_MODE),
      length: extensionLengthSchema,
      reason: z.string().trim().min(1, { error: 'Please give a reason for the extension' }),
      evidence: z.string().trim().optional(),
      evidenceFileIds: evidenceFileIdsSchema,
    })
    .superRefine((request, ctx) => {
      // Blank evidence counts as none: the rule is about substance, not an empty field.
      const files = (request.evidenceFileIds?.length ?? 0) + attachedFiles;
      if (extensionNeedsEvidence(request) && !request.evidence && files === 0) {
        ctx.addIssue({ code: 'custom', path: ['evidence'], message: EVIDENCE_REQUIRED_MESSAGE });
      }
    });
}

/** An extension request body sent as JSON (no files attached to the request itself). */
export const extensionRequestSchema = extensionRequestSchemaFor(0);
export type ExtensionRequest = z.infer<typeof extensionRequestSchema>;

/** The decision reason of an automatically approved request. */
export const AUTO_APPROVED_REASON = 'Approved automatically: 7-day extension';

/** What an extension request is about: one assignment (the one-live-request rule's key). */
export function extensionSubjectKey(subject: {
  engagementId: string;
  sessionId: string;
  moduleInstanceId: string;
}): string {
  return `${subject.engagementId}/${subject.sessionId}/${subject.moduleInstanceId}`;
}

const DAY_MS = 86_400_000;

/**
 * The new due date (YYYY-MM-DD) of an approved extension: the original plus the days granted.
 * Null until approved, and for 'more' than 21 days (staff set that date).
 */
export function extendedDueDate(
  dueDate: string,
  length: ExtensionLength,
  status: string,
): string | null {
  if (status !== 'Approved' || length === 'more') return null;
  return new Date(Date.parse(`${dueDate}T00:00:00Z`) + length * DAY_MS).toISOString().slice(0, 10);
}
