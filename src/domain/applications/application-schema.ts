import { z } from 'zod';
import { applicationRecordSchema } from '../records/application';

// The applicant's application form: the record fields a wizard saves, from the record
// schema (src/domain/records/application.ts).

const record = applicationRecordSchema.shape;

// A part the record holds as null until saved is always there in the form: its schema without
// the record's `nullish`.
const filled = <T extends z.ZodType>(field: z.ZodOptional<z.ZodNullable<T>>): T =>
  field.unwrap().unwrap();

/** The answers of the application form: the intake and every part the applicant fills in. */
export const applicationFormSchema = z.object({
  intake: z.iso.date({ error: 'Choose an intake' }),
  profile: filled(record.profile),
  course: filled(record.course),
  eligibility: filled(record.eligibility),
  otherInformation: filled(record.otherInformation),
  commitment: filled(record.commitment),
  qualifications: filled(record.qualifications),
  languageAbility: filled(record.languageAbility),
  declarations: filled(record.declarations),
  convictions: filled(record.convictions),
  finances: filled(record.finances),
  bursary: filled(record.bursary),
  exegesis: filled(record.exegesis),
});
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
