import { z } from 'zod';

/** Onboarding emails sent to new students, in sending order (spec §9). */
export const ONBOARDING_EMAIL_KINDS = [
  'accounts',
  'vle',
  'academic',
  'studySkills',
  'residential',
  'location',
] as const;
export type OnboardingEmailKind = (typeof ONBOARDING_EMAIL_KINDS)[number];
export const onboardingEmailKindSchema = z.enum(ONBOARDING_EMAIL_KINDS);

/** The least of a student the onboarding rules read: the programme of each engagement. */
export type OnboardingCandidate = { engagements: readonly { programmeCode: string }[] };

/** True when any of the student's engagements, of any status, is on the FC programme. */
export function hasFcEngagement(student: OnboardingCandidate): boolean {
  return student.engagements.some((e) => e.programmeCode === 'FC');
}

/**
 * New students awaiting onboarding messages: all but those with an FC engagement (spec §9),
 * order kept.
 */
export function awaitingOnboardingMessages<T extends OnboardingCandidate>(
  students: readonly T[],
): T[] {
  return students.filter((student) => !hasFcEngagement(student));
}

/** Onboarding emails not yet sent, in sending order, given which kinds were sent. */
export function pendingOnboardingEmails(
  sent: Partial<Record<OnboardingEmailKind, boolean | null | undefined>> | null | undefined,
): OnboardingEmailKind[] {
  return ONBOARDING_EMAIL_KINDS.filter((kind) => sent?.[kind] !== true);
}
