import { z } from 'zod';
import { mailTemplateTextSchema } from './templates';

// The answers and requests of /api/email-templates (admin/emailtemplates), shared by the server
// and the screen.

const placeholderSchema = z.object({
  name: z.string(),
  description: z.string(),
  sample: z.string(),
});

const recordKindSchema = z.enum([
  'none',
  'user',
  'invitation',
  'invoice',
  'studentRequest',
  'student',
  'ticket',
]);

/** One row of the list. */
export const mailTemplateSummarySchema = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string(),
  edited: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type MailTemplateSummary = z.infer<typeof mailTemplateSummarySchema>;

/** One template as the editor reads it: its text now and its default. */
export const mailTemplateViewSchema = mailTemplateSummarySchema.extend({
  recordKind: recordKindSchema,
  placeholders: z.array(placeholderSchema),
  subject: z.string(),
  body: z.string(),
  defaultSubject: z.string(),
  defaultBody: z.string(),
  version: z.number().int(),
});
export type MailTemplateView = z.infer<typeof mailTemplateViewSchema>;

/** A preview or test send: the text being edited, and the record to read values from. */
export const mailTemplatePreviewRequestSchema = mailTemplateTextSchema.extend({
  recordId: z.string().trim().max(300).optional(),
});
export type MailTemplatePreviewRequest = z.infer<typeof mailTemplatePreviewRequestSchema>;

/** A rendered mail; `source` says whether the values came from the record or the samples. */
export const mailPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  source: z.enum(['record', 'sample']),
});
export type MailPreview = z.infer<typeof mailPreviewSchema>;

/** A test send: who it went to. */
export const mailTestSentSchema = mailPreviewSchema.extend({ to: z.string() });
export type MailTestSent = z.infer<typeof mailTestSentSchema>;
