import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, messageOfFailure } from '../../../api/client';
import { enrolmentSessionStatusSchema } from '../../../domain/students/enrolment-session';

// The record's online tabs (staff at a desk): each answer is checked with a schema, and a
// failure becomes the server's sentence.

const sessionsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      engagementId: z.string(),
      sessionId: z.string(),
      status: enrolmentSessionStatusSchema,
      yearOfStudy: z.int(),
      studentEnrolledAt: z.string().nullable(),
    }),
  ),
});
export type StudentSession = z.infer<typeof sessionsSchema>['items'][number];

const transcriptSchema = z.object({
  totalCreditsAwarded: z.number(),
  engagements: z.array(
    z.object({
      engagementId: z.string(),
      code: z.string(),
      programmeName: z.string(),
      status: z.string(),
      creditsAchieved: z.number(),
      award: z.string().nullable(),
      modules: z.array(
        z.object({
          moduleCode: z.string(),
          title: z.string(),
          sessionId: z.string(),
          credits: z.number(),
          mark: z.number().nullable(),
          // The level's grade scale (admin/grades); absent in an answer cached before it.
          grade: z.string().nullish(),
          result: z.string(),
          creditsAwarded: z.number(),
        }),
      ),
    }),
  ),
});
export type StaffTranscript = z.infer<typeof transcriptSchema>;

const financeSchema = z.object({
  sessionId: z.string(),
  paymentTerm: z.string().nullable(),
  totalFeesPence: z.number(),
  balancePence: z.number(),
  invoices: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      description: z.string(),
      dueOn: z.string(),
      amountPence: z.number(),
      paidPence: z.number(),
      balancePence: z.number(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      paidOn: z.string(),
      amountPence: z.number(),
      method: z.string(),
    }),
  ),
});
export type FinanceSummary = z.infer<typeof financeSchema>;

function studentQuery<S extends z.ZodType>(tab: string, schema: S, what: string) {
  return (studentId: string) =>
    queryOptions({
      queryKey: ['student-record', tab, studentId],
      queryFn: async (): Promise<z.output<S>> => {
        try {
          const json = await api.get(`students/${encodeURIComponent(studentId)}/${tab}`).json();
          return schema.parse(json);
        } catch (error) {
          throw new Error(
            await messageOfFailure(error, `The ${what} could not be read; try again.`),
          );
        }
      },
      retry: 1,
    });
}

/** GET students/{id}/enrolment-sessions: every session of the student, newest first. */
export const sessionsQuery = studentQuery('enrolment-sessions', sessionsSchema, 'sessions');
/** GET students/{id}/transcript: every engagement with its modules, marks and credits. */
export const transcriptQuery = studentQuery('transcript', transcriptSchema, 'transcript');
/** GET students/{id}/finance-summary: this session's fees, invoices and payments. */
export const financeQuery = studentQuery('finance-summary', financeSchema, 'finance summary');
