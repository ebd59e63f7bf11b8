import { z } from 'zod';

// A referee's answers (spec §3): base fields every reference has, plus two field sets used
// only by particular programme variants. The spec does not name those programmes, so the
// sets are named after what they ask about, and all their fields are optional.

/** Answers every referee gives (spec §3). */
export const referenceBaseSchema = z.object({
  timeKnown: z.string(),
  timeAttendedChurch: z.string(),
  churchResponsibilities: z.string(),
  concerns: z.string(),
  recommended: z.boolean(),
});

/** Extra answers about a ministry role/placement, for one programme variant (spec §3). */
export const referenceRoleFieldsSchema = z.object({
  roomForRole: z.string().optional(),
  benefits: z.string().optional(),
  capacity: z.string().optional(),
  oversight: z.string().optional(),
  resources: z.string().optional(),
  roleConcerns: z.string().optional(),
  placementAccepted: z.boolean().optional(),
  leaderPhoneNumber: z.string().optional(),
});

/** Extra answers about leadership and church planting, for another variant (spec §3). */
export const referencePlantingFieldsSchema = z.object({
  timeInLeadership: z.string().optional(),
  churchPlantingInvolvement: z.string().optional(),
});

/** A referee's complete answers: base fields plus both optional variant sets. */
export const referenceAnswersSchema = referenceBaseSchema
  .extend(referenceRoleFieldsSchema.shape)
  .extend(referencePlantingFieldsSchema.shape);
export type ReferenceAnswers = z.infer<typeof referenceAnswersSchema>;
