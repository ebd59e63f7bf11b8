import { z } from 'zod';

/** Policies every student must accept at enrolment (spec §3, §5). */
export const REQUIRED_POLICIES = [
  'codeOfConduct',
  'studentContract',
  'safeguarding',
  'academicConduct',
] as const;
export type RequiredPolicy = (typeof REQUIRED_POLICIES)[number];

/** Names of the policies as shown to students. */
export const POLICY_LABELS = {
  codeOfConduct: 'Code of conduct',
  studentContract: 'Student contract',
  safeguarding: 'Safeguarding policy',
  academicConduct: 'Academic conduct policy',
} as const satisfies Record<RequiredPolicy, string>;

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

/** Acceptance as a form holds it before submission: any policy may still be unticked. */
export type PolicyAcceptanceDraft = Partial<Record<RequiredPolicy, boolean | null | undefined>>;

/** Policies not yet accepted, in REQUIRED_POLICIES order; empty when the student may enrol. */
export function missingPolicies(
  acceptance: PolicyAcceptanceDraft | null | undefined,
): RequiredPolicy[] {
  return REQUIRED_POLICIES.filter((policy) => acceptance?.[policy] !== true);
}
