import { z } from 'zod';
import { studentRecordSchema } from '../../domain/records/student';
import { partnerIdSchema } from '../../domain/validation/partner-id';

/** Empty text is "no value" on the form (it is saved as null). */
const orEmpty = <S extends z.ZodType>(schema: S) => z.union([z.literal(''), schema]).nullish();

/** The fields of a student a registrar edits on the record page (from the record schema). */
export const studentDetailsSchema = studentRecordSchema
  .pick({
    firstName: true,
    lastName: true,
    preferredName: true,
    email: true,
    phone: true,
  })
  .extend({
    dateOfBirth: orEmpty(z.iso.date({ error: 'Enter the date as YYYY-MM-DD' })),
    // Partner-institution students only: exactly seven digits (spec §5).
    partnerId: orEmpty(partnerIdSchema),
  });
export type StudentDetails = z.input<typeof studentDetailsSchema>;
