import { z } from 'zod';
import { LEARNING_NEEDS } from './learning-support';

/** The learning-support form's id: the one form a student may share with their tutor. */
export const SHARED_SUPPORT_FORM_ID = 'learning-support';

/** What a tutor is shown of a student's learning-support answers (the shared summary). */
export interface SharedSupport {
  needs: string[];
  details: string;
  supportPlan: string;
}

// Read loosely: a stored form from an older schema must not throw, only fail to be shared.
const storedLearningSupport = z.object({
  needs: z.array(z.enum(LEARNING_NEEDS)).catch([]).default([]),
  details: z.string().catch('').default(''),
  supportPlan: z.string().catch('').default(''),
  consentToShare: z.literal(true),
});

/**
 * The support needs a student agreed to share with their tutor, or undefined when this form is
 * not one they shared (another form, or consent not given or withdrawn). The one rule that says
 * which of a student's answers a tutor may receive (server scope keys and the client's list).
 */
export function sharedSupportOf(form: {
  formId: unknown;
  data: unknown;
}): SharedSupport | undefined {
  if (form.formId !== SHARED_SUPPORT_FORM_ID) return undefined;
  const parsed = storedLearningSupport.safeParse(form.data);
  if (!parsed.success) return undefined;
  const { needs, details, supportPlan } = parsed.data;
  return { needs, details, supportPlan };
}

/** True when a tutor may receive this form: a learning-support form shared with consent. */
export function isSharedWithTutor(form: { formId: unknown; data: unknown }): boolean {
  return sharedSupportOf(form) !== undefined;
}
