import { z } from 'zod';
import {
  commitmentSchema,
  courseSchema,
  declarationsSchema,
  eligibilitySchema,
  exegesisSchema,
  otherInformationSchema,
  profileSchema,
} from './parts';

// The applicant's application form (issue 8): the record fields a wizard saves.

/** The answers of the application form: the intake and the five parts of spec §3. */
export const applicationFormSchema = z.object({
  intake: z.iso.date({ error: 'Choose an intake' }),
  profile: profileSchema,
  course: courseSchema,
  eligibility: eligibilitySchema,
  otherInformation: otherInformationSchema,
  commitment: commitmentSchema,
  declarations: declarationsSchema,
  exegesis: exegesisSchema,
});
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
