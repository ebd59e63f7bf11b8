import { z } from 'zod';
import { APPLICANT_PART_SCHEMAS } from './parts';

// The applicant's application form (issue 8): the record fields a wizard saves.

/** The answers of the application form: the intake and every part the applicant fills in. */
export const applicationFormSchema = z.object({
  intake: z.iso.date({ error: 'Choose an intake' }),
  ...APPLICANT_PART_SCHEMAS,
});
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
