import { z } from 'zod';
import {
  EVIDENCE_REQUIRED_MESSAGE,
  type ExtensionLength,
  extensionNeedsEvidence,
} from '../students/extensions';
import { LONG_TEXT_MAX, optionalText, requiredLongText, requiredText } from './fields';

/** Evidence files a request may carry (extension, mitigating circumstances). */
export const EVIDENCE_LIMITS = {
  maxFiles: 3,
  maxBytes: 10 * 1024 * 1024,
  /** What the file picker offers; the server also checks PDF, PNG and JPEG by their bytes. */
  accept: '.pdf,.png,.jpg,.jpeg,.heic,.doc,.docx,.txt',
} as const;

const ACCEPTED_EXTENSIONS = EVIDENCE_LIMITS.accept.split(',');

/** Why a chosen evidence file cannot be sent, or undefined when it can. */
export function evidenceFileProblem(file: { name: string; size: number }): string | undefined {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return `${file.name}: send a PDF, an image (PNG, JPEG, HEIC), a Word document or a text file`;
  }
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > EVIDENCE_LIMITS.maxBytes) return `${file.name} is larger than 10 MB`;
  return undefined;
}

/** The extension lengths as the form's radios send them. */
export const EXTENSION_LENGTH_CHOICES = ['7', '14', '21', 'more'] as const;
export type ExtensionLengthChoice = (typeof EXTENSION_LENGTH_CHOICES)[number];

/** The length a radio value stands for (7, 14, 21 or 'more'). */
export function extensionLengthOf(choice: ExtensionLengthChoice): ExtensionLength {
  return choice === 'more' ? 'more' : (Number(choice) as 7 | 14 | 21);
}

/**
 * The extension-request page's values: the assignment (its engagement/session/module instance
 * key), the length, the reason and the evidence, which is a description or attached files
 * (`fileCount`); the evidence rule of spec §5 counts either.
 */
export const extensionFormSchema = z
  .object({
    assignment: requiredText('Choose the assignment you need more time for', 700),
    length: z.enum(EXTENSION_LENGTH_CHOICES, { error: 'Choose how much extra time you need' }),
    reason: requiredLongText('Please give a reason for the extension'),
    evidence: optionalText(LONG_TEXT_MAX),
    fileCount: z
      .number()
      .int()
      .min(0)
      .max(EVIDENCE_LIMITS.maxFiles, `Attach up to ${EVIDENCE_LIMITS.maxFiles} files`),
    mode: z.string().min(1),
  })
  .superRefine((value, ctx) => {
    const needs = extensionNeedsEvidence({
      length: extensionLengthOf(value.length),
      mode: value.mode,
    });
    if (needs && !value.evidence && value.fileCount === 0) {
      ctx.addIssue({ code: 'custom', path: ['evidence'], message: EVIDENCE_REQUIRED_MESSAGE });
    }
  });
export type ExtensionFormValues = z.input<typeof extensionFormSchema>;
