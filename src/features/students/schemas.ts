import type { z } from 'zod';
import { studentRecordSchema } from '../../domain/records/student';

/** The fields of a student a registrar edits on the record page (from the record schema). */
export const studentDetailsSchema = studentRecordSchema.pick({
  firstName: true,
  lastName: true,
  preferredName: true,
  email: true,
  phone: true,
});
export type StudentDetails = z.input<typeof studentDetailsSchema>;
