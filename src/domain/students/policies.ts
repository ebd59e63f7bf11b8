import { z } from 'zod';
import { POLICY_LABELS, type RequiredPolicy } from './policy-list';

export * from './policy-list';

function mustAccept(policy: RequiredPolicy) {
  return z.literal(true, { error: `You must accept the ${POLICY_LABELS[policy]} to enrol` });
}

/** The policies-agreed body: every policy accepted, each refusal with its own message (spec §5). */
export const policyAcceptanceSchema = z.object({
  codeOfConduct: mustAccept('codeOfConduct'),
  studentContract: mustAccept('studentContract'),
  safeguarding: mustAccept('safeguarding'),
  academicConduct: mustAccept('academicConduct'),
} satisfies Record<RequiredPolicy, z.ZodType>);
export type PolicyAcceptance = z.infer<typeof policyAcceptanceSchema>;
