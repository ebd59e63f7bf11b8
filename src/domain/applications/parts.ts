import { z } from 'zod';
import { programmeCodeSchema, studyPaceSchema } from '../programmes/programmes';

// The parts of an application that the applicant fills in (spec §3). The spec names the
// fields but not their types; yes/no questions are booleans, free answers are strings.
// Only the fields spec §5 calls optional (auditing, linkedChurchOrDiocese) may be left out.

const text = z.string();
const requiredText = z.string().trim().min(1);

/** Course choice: programme, pace, hub, flexi study and (optional) auditing (spec §3, §5). */
export const courseSchema = z.object({
  course: programmeCodeSchema,
  studyPace: studyPaceSchema,
  hub: requiredText,
  flexi: z.boolean(),
  auditing: z.boolean().optional(),
});
export type Course = z.infer<typeof courseSchema>;

/** Eligibility answers (spec §3). */
export const eligibilitySchema = z.object({
  britishCitizen: z.boolean(),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

/** Other information about the applicant (spec §3); linkedChurchOrDiocese is optional (§5). */
export const otherInformationSchema = z.object({
  reasons: text,
  churchStream: text,
  ministryAreas: z.array(requiredText),
  // a source name from the first-heard groups of spec §9 (the sources themselves are not shown)
  firstHeard: text,
  promotionalMaterial: text,
  homeChurch: text,
  appliedElsewhere: text,
  linkedChurchOrDiocese: text.optional(),
});
export type OtherInformation = z.infer<typeof otherInformationSchema>;

/** Applicant profile; `student` marks a short application (spec §3, §5). */
export const profileSchema = z.object({
  student: z.boolean(),
  ethnicity: text,
});
export type Profile = z.infer<typeof profileSchema>;

/** The applicant's commitment answers (spec §3). */
export const commitmentSchema = z.object({
  residentialAttendance: z.boolean(),
  timeAvailable: z.boolean(),
  computerAccess: z.boolean(),
  // text, not a yes/no: the applicant describes their passport (spec §3)
  validPassport: text,
  concerns: text,
  // long free text (spec §3)
  attendanceQuery: text,
});
export type Commitment = z.infer<typeof commitmentSchema>;

/**
 * The applicant's declarations, each answered in their own words ("None" when nothing applies);
 * neurodiversity and health may be left out (spec §5 optional sections).
 */
export const declarationsSchema = z.object({
  disabilities: requiredText,
  learningSupport: requiredText,
  neurodiversity: text.optional(),
  healthDisability: text.optional(),
});
export type Declarations = z.infer<typeof declarationsSchema>;

/** The exegesis evidence (spec §3 evidence type Exegesis, source Applicant; prompt in §5). */
export const exegesisSchema = z.object({
  passage: requiredText,
  essay: requiredText,
});
export type Exegesis = z.infer<typeof exegesisSchema>;
