import { z } from 'zod';

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

/** An extension request body; evidence is a description or uploaded-file reference. */
export const extensionRequestSchema = z
  .object({
    mode: z.string().trim().min(1).default(PLAIN_EXTENSIONS_MODE),
    length: extensionLengthSchema,
    reason: z.string().trim().min(1, { error: 'Please give a reason for the extension' }),
    evidence: z.string().trim().optional(),
  })
  .superRefine((request, ctx) => {
    // Blank evidence counts as none: the rule is about substance, not an empty field.
    if (extensionNeedsEvidence(request) && !request.evidence) {
      ctx.addIssue({ code: 'custom', path: ['evidence'], message: EVIDENCE_REQUIRED_MESSAGE });
    }
  });
export type ExtensionRequest = z.infer<typeof extensionRequestSchema>;
