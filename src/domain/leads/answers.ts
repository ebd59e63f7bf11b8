import { z } from 'zod';
import { IMPORT_OUTCOMES } from './event-import';
import { STAGES } from './stages';

// The answers of the potential students' online routes, as the screens check them.

const countSchema = z.object({
  key: z.string(),
  label: z.string(),
  total: z.number(),
  thisYear: z.number(),
  lastYear: z.number(),
});

/** `GET /api/leads/report` (src/domain/leads/report.ts). */
export const leadReportSchema = z.object({
  thisYear: z.string(),
  lastYear: z.string(),
  stages: z.array(z.enum(STAGES)),
  total: z.number(),
  breakdowns: z.array(
    z.object({
      id: z.enum(['stage', 'hub', 'firstHeard']),
      title: z.string(),
      category: z.string(),
      counts: z.array(countSchema),
    }),
  ),
});

/** `POST /api/leads/events/preview`. */
export { importPreviewSchema } from '../imports/mapping';

/** `POST /api/leads/events/import`. */
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  event: z.string(),
  counts: z.object({ created: z.number(), merged: z.number(), refused: z.number() }),
  rows: z.array(
    z.object({
      line: z.number(),
      name: z.string(),
      outcome: z.enum(IMPORT_OUTCOMES),
      reason: z.string(),
      potentialStudentId: z.string().optional(),
    }),
  ),
});

/** One applicant of `GET /api/leads/review`. */
export const reviewApplicantSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.string(),
  intake: z.string(),
  hubName: z.string().nullable(),
  programme: z.string().nullable(),
  potentialStudentId: z.string().nullable(),
});
export type ReviewApplicant = z.infer<typeof reviewApplicantSchema>;
export const reviewListSchema = z.object({
  items: z.array(reviewApplicantSchema),
  total: z.number(),
});

/** `POST /api/leads/review/:applicationId`: made now, or made before. */
export const reviewAnswerSchema = z.object({
  created: z.boolean(),
  potentialStudentId: z.string(),
  message: z.string(),
});
