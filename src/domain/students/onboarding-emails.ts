import { z } from 'zod';
import { mailTemplateOf, renderMail } from '../mail/templates';
import {
  hasFcEngagement,
  type OnboardingCandidate,
  type OnboardingEmailKind,
  onboardingEmailKindSchema,
} from './onboarding';

// The onboarding e-mails of spec §9: what each says, who gets one and the send request.

/** The most students one send request names (a New list is a few hundred at most). */
export const ONBOARDING_SEND_LIMIT = 500;

/** POST /api/students/onboarding-emails: one kind, to the chosen students. */
export const onboardingSendSchema = z.strictObject({
  kind: onboardingEmailKindSchema,
  studentIds: z.array(z.string().trim().min(1).max(200)).min(1).max(ONBOARDING_SEND_LIMIT),
});
export type OnboardingSend = z.infer<typeof onboardingSendSchema>;

/** The kinds as the select names them. */
export const ONBOARDING_EMAIL_LABELS: Readonly<Record<OnboardingEmailKind, string>> = {
  accounts: 'Accounts',
  vle: 'Course platform (VLE)',
  academic: 'Academic',
  studySkills: 'Study skills',
  residential: 'Residential',
  location: 'Location',
};

/** What the texts read of the college (config/college.json). */
export interface OnboardingCollege {
  name: string;
  supportEmail: string;
}

/** What the texts read of the student. */
export interface OnboardingRecipient {
  firstName: string;
  email: string;
  hub: string;
}

/** The template of an onboarding kind (src/domain/mail/templates.ts). */
export const onboardingTemplateKey = (kind: OnboardingEmailKind) => `onboarding-${kind}`;

/** The values the onboarding templates read. */
export function onboardingEmailValues(
  college: OnboardingCollege,
  student: OnboardingRecipient,
): Record<string, string> {
  return {
    firstName: student.firstName,
    email: student.email,
    hub: student.hub,
    collegeName: college.name,
    supportEmail: college.supportEmail,
  };
}

/** The e-mail of a kind to one student by its default template, as plain text. */
export function onboardingEmail(
  kind: OnboardingEmailKind,
  college: OnboardingCollege,
  student: OnboardingRecipient,
): { to: string; subject: string; text: string } {
  const template = mailTemplateOf(onboardingTemplateKey(kind));
  if (!template) throw new Error(`No mail template for onboarding ${kind}`);
  return { to: student.email, ...renderMail(template, onboardingEmailValues(college, student)) };
}

/** Why a chosen student is not sent an e-mail. */
export type OnboardingSkipReason = 'not-new' | 'fc' | 'already-sent';

export const ONBOARDING_SKIP_MESSAGES: Readonly<Record<OnboardingSkipReason, string>> = {
  'not-new': 'Not a new student you can see',
  fc: 'Has an FC engagement',
  'already-sent': 'Already sent',
};

/** What the rule reads of a chosen student. */
export interface OnboardingSendCandidate extends OnboardingCandidate {
  /** On the New list (spec §2.3) in the sender's scope. */
  isNew: boolean;
  onboardingEmails?: Partial<Record<OnboardingEmailKind, string | null>> | null;
}

/** Why the student gets no e-mail of this kind; undefined when they get one (spec §9). */
export function onboardingSkipReason(
  student: OnboardingSendCandidate | undefined,
  kind: OnboardingEmailKind,
): OnboardingSkipReason | undefined {
  if (!student?.isNew) return 'not-new';
  if (hasFcEngagement(student)) return 'fc';
  if (student.onboardingEmails?.[kind]) return 'already-sent';
  return undefined;
}

/** The chosen students split into those to send to and those skipped, each id once, in order. */
export function planOnboardingSend(
  studentIds: readonly string[],
  kind: OnboardingEmailKind,
  candidate: (id: string) => OnboardingSendCandidate | undefined,
): { send: string[]; skipped: { id: string; reason: OnboardingSkipReason }[] } {
  const send: string[] = [];
  const skipped: { id: string; reason: OnboardingSkipReason }[] = [];
  for (const id of new Set(studentIds)) {
    const reason = onboardingSkipReason(candidate(id), kind);
    if (reason) skipped.push({ id, reason });
    else send.push(id);
  }
  return { send, skipped };
}

/** A list row as the screen counts it: awaiting messages (no FC) and the dates sent. */
export interface OnboardingListRow {
  id: string;
  awaitingMessages: boolean;
  onboarding: Readonly<Record<OnboardingEmailKind, string>>;
}

/** The rows of the New list that still await the e-mail of this kind (the screen's count). */
export function rowsAwaitingOnboardingEmail<R extends OnboardingListRow>(
  rows: readonly R[],
  kind: OnboardingEmailKind,
): R[] {
  return rows.filter((row) => row.awaitingMessages && !row.onboarding[kind]);
}

/** The answer of a send: who was sent it, who was skipped and why, whose mail failed. */
export const onboardingSendResultSchema = z.object({
  kind: onboardingEmailKindSchema,
  sent: z.array(z.string()),
  skipped: z.array(z.object({ id: z.string(), reason: z.enum(['not-new', 'fc', 'already-sent']) })),
  failed: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type OnboardingSendResult = z.infer<typeof onboardingSendResultSchema>;

/** One line saying what a send did. */
export function onboardingSendSummary(result: OnboardingSendResult): string {
  const parts = [`${result.sent.length} sent`, `${result.skipped.length} skipped`];
  if (result.failed.length > 0) parts.push(`${result.failed.length} failed`);
  return `${ONBOARDING_EMAIL_LABELS[result.kind]} email: ${parts.join(', ')}`;
}
