import { z } from 'zod';
import { levelSchema } from '../programmes/levels';
import { exitAwardSchema, programmeCodeSchema, studyPaceSchema } from '../programmes/programmes';
import { engagementStatusSchema } from './engagement-status';

const id = z.string().trim().min(1);
// A cohort code such as '4A', 'BA6B' or 'GC6A'; null when the engagement has none (yet).
const cohort = z.string().trim().min(1).nullable();
const credits = z.int().nonnegative();
// Partner ID format (exactly 7 digits, spec §5) is checked by validation/partner-id, which
// refines these schemas; here it is any non-empty string.
const partnerId = z.string().trim().min(1).optional();

/** One engagement: a student's enrolment on a programme (spec §3). */
export const engagementSchema = z
  .object({
    id,
    studentId: id,
    code: z.string().trim().min(1),
    programmeCode: programmeCodeSchema,
    status: engagementStatusSchema,
    cohort,
    lastCohort: cohort,
    futureOrLastCohort: cohort,
    levels: z.array(levelSchema),
    // Credit value of the engagement, and the credits achieved on it so far.
    credits,
    creditsAchieved: credits,
    partnerId,
    exitAward: exitAwardSchema.optional(),
    pace: studyPaceSchema.optional(),
    level: levelSchema.optional(),
    startDate: z.iso.date(),
    endDate: z.iso.date().nullable(),
  })
  .refine((e) => e.endDate === null || e.endDate >= e.startDate, {
    path: ['endDate'],
    message: 'End date must not be before the start date',
  });
export type Engagement = z.infer<typeof engagementSchema>;

/** A student record with its engagements (spec §3). */
export const studentSchema = z
  .object({
    id,
    firstName: z.string().trim().min(1),
    lastName: z.string().trim().min(1),
    preferredName: z.string().trim().min(1).optional(),
    email: z.email(),
    hub: z.string().trim().min(1),
    programmeCode: programmeCodeSchema,
    partnerId,
    engagements: z.array(engagementSchema),
  })
  .superRefine((student, ctx) => {
    student.engagements.forEach((engagement, index) => {
      if (engagement.studentId !== student.id) {
        ctx.addIssue({
          code: 'custom',
          path: ['engagements', index, 'studentId'],
          message: 'Engagement belongs to another student',
        });
      }
    });
  });
export type Student = z.infer<typeof studentSchema>;

/** The signed-in student as the forms area knows them (spec §3). */
export const currentStudentSchema = z.object({
  partnerId,
  hub: z.string().trim().min(1),
  programmeCode: programmeCodeSchema,
});
export type CurrentStudent = z.infer<typeof currentStudentSchema>;

/** The current-student payload, whose hub arrives as `location` (spec §3), mapped to CurrentStudent. */
export const currentStudentPayloadSchema = z
  .object({
    partnerId,
    location: z.string().trim().min(1),
    programmeCode: programmeCodeSchema,
  })
  .transform(({ location, ...rest }): CurrentStudent => ({ ...rest, hub: location }));
