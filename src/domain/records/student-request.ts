import { z } from 'zod';
import { REQUEST_STATUSES, STUDENT_REQUEST_TYPES } from '../forms/requests';
import type { Stored } from './stored';
import { timestampSchema } from './timestamp';

/**
 * A request a student makes for staff to decide (spec §2.5, §7): its type's form body in
 * `data`, Pending until staff decide it or the student withdraws it.
 */
export const studentRequestRecordSchema = z.object({
  id: z.string().min(1).max(300).optional(),
  studentId: z.string().min(1).max(200),
  type: z.enum(STUDENT_REQUEST_TYPES),
  status: z.enum(REQUEST_STATUSES),
  data: z.record(z.string(), z.unknown()),
  decisionReason: z.string().max(5000).nullable().optional(),
  decidedBy: z.string().max(200).nullable().optional(),
  decidedAt: timestampSchema.nullable().optional(),
});
/** A student request record's fields. */
export type StudentRequestRecord = z.infer<typeof studentRequestRecordSchema>;

/**
 * A student request as the server stores and sends it, with what the request is about when a
 * student may make only one of its type for it (an extension's assignment; null otherwise).
 */
export type StoredStudentRequest = Stored<StudentRequestRecord> & { subjectKey?: string | null };
