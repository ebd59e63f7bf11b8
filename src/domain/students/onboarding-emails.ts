import { z } from 'zod';
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

type Content = (
  college: OnboardingCollege,
  student: OnboardingRecipient,
) => {
  subject: string;
  body: string;
};

const CONTENT: Readonly<Record<OnboardingEmailKind, Content>> = {
  accounts: (college, student) => ({
    subject: `Your ${college.name} account`,
    body:
      `Your college account is ready. Sign in with this e-mail address (${student.email}) ` +
      'on the college app: choose "Forgot password" the first time to set your password. ' +
      'Your account holds your record, your timetable and your forms.',
  }),
  vle: (college) => ({
    subject: `The ${college.name} course platform`,
    body:
      'Your modules live on our course platform (VLE): reading lists, lecture notes and where ' +
      'you hand in your assignments. You can sign in with your college account from your ' +
      'first week; each module you are enrolled on appears there.',
  }),
  academic: (college) => ({
    subject: 'Your academic handbook and first module',
    body:
      `The ${college.name} academic handbook explains how your studies are assessed, how to ` +
      'ask for an extension and how to reference your sources. Please read it before your ' +
      'first module starts; your first module’s reading list is on the course platform.',
  }),
  studySkills: () => ({
    subject: 'Study skills support',
    body:
      'Starting (or returning to) study is a big step. Our study skills tutors help with ' +
      'essay planning, academic writing and time management, one to one or in small groups. ' +
      'Reply to this e-mail to book a first conversation.',
  }),
  residential: (college) => ({
    subject: 'Your first residential',
    body:
      `Residentials bring the whole ${college.name} community together for teaching, worship ` +
      'and meals. Your first one is in your calendar in the app, with what to bring and how ' +
      'to get there; please book your accommodation there too.',
  }),
  location: (_college, student) => ({
    subject: `Where ${student.hub} meets`,
    body:
      `Your hub, ${student.hub}, meets weekly during term. The address, the time and how to ` +
      'find the room are on your hub’s page in the app; your hub director will welcome you ' +
      'on your first evening.',
  }),
};

/** The e-mail of a kind to one student, as plain text, in the college's voice. */
export function onboardingEmail(
  kind: OnboardingEmailKind,
  college: OnboardingCollege,
  student: OnboardingRecipient,
): { to: string; subject: string; text: string } {
  const { subject, body } = CONTENT[kind](college, student);
  return {
    to: student.email,
    subject,
    text:
      `Dear ${student.firstName},\n\n${body}\n\n` +
      `Any questions: write to ${college.supportEmail}.\n\nWith every blessing,\n${college.name}`,
  };
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
