// Without zod, so the first screen that reads it does not load the schema library
// (architecture §7 bundle budgets); the schemas import it from here.

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

/** Acceptance as a form holds it before submission: any policy may still be unticked. */
export type PolicyAcceptanceDraft = Partial<Record<RequiredPolicy, boolean | null | undefined>>;

/** Policies not yet accepted, in REQUIRED_POLICIES order; empty when the student may enrol. */
export function missingPolicies(
  acceptance: PolicyAcceptanceDraft | null | undefined,
): RequiredPolicy[] {
  return REQUIRED_POLICIES.filter((policy) => acceptance?.[policy] !== true);
}
