import { z } from 'zod';
import { REPORT_KINDS } from './common';

const choiceSchema = z.object({ id: z.string(), name: z.string() });

/** `GET /api/reports/:kind` (src/domain/reporting, server/features/reporting/routes.ts). */
export const reportAnswerSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  title: z.string(),
  year: z.string(),
  total: z.number(),
  figures: z.array(z.object({ label: z.string(), value: z.number().nullable() })),
  tables: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      category: z.string(),
      headers: z.array(z.string()),
      rows: z.array(z.object({ key: z.string(), label: z.string(), values: z.array(z.number()) })),
    }),
  ),
  parameters: z.array(z.enum(['year', 'hub', 'programme', 'cohort', 'status'])),
  choices: z.object({
    years: z.array(z.string()),
    hubs: z.array(choiceSchema),
    programmes: z.array(choiceSchema),
    cohorts: z.array(z.string()),
    statuses: z.array(z.string()),
  }),
});
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;
export type ReportParameter = ReportAnswer['parameters'][number];
