import { z } from 'zod';
import type { Stored } from './stored';

/**
 * A student's answers to one self-service form, one record per student and form (id
 * `<studentId>:<formId>`). Students write them through /api/forms/student/<form>, which checks
 * each form's own schema; `data` holds the answers.
 */
export const studentFormRecordSchema = z.object({
  id: z.string().min(1).max(300).optional(),
  studentId: z.string().min(1).max(200),
  formId: z.string().min(1).max(100),
  data: z.record(z.string(), z.unknown()),
});
/** A student form record's fields. */
export type StudentFormRecord = z.infer<typeof studentFormRecordSchema>;
/** A student's form answers as the server stores and sends them. */
export type StoredStudentForm = Stored<StudentFormRecord>;
