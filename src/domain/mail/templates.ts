import { z } from 'zod';
import { render, type TemplateProblem, validateTemplate } from './placeholders';

export type { RenderTarget, TemplateProblem } from './placeholders';
export { escapeValue, placeholdersIn, render, validateTemplate } from './placeholders';

// Every mail the system sends, as a template an administrator may edit (admin/emailtemplates).
// The defaults are the texts the product sent before templates were editable.

/** One value a template may use. */
export interface PlaceholderSpec {
  name: string;
  description: string;
  /** Shown in a preview without a record. */
  sample: string;
}

/** The record a preview reads its values from ('none': sample values only). */
export type PreviewRecordKind =
  | 'none'
  | 'user'
  | 'invitation'
  | 'invoice'
  | 'studentRequest'
  | 'student'
  | 'ticket';

export const PREVIEW_RECORD_LABELS: Readonly<Record<PreviewRecordKind, string>> = {
  none: '',
  user: 'User id',
  invitation: 'Reference invitation id',
  invoice: 'Invoice id',
  studentRequest: 'Request id',
  student: 'Student id',
  ticket: 'Ticket id',
};

export interface MailTemplateDefinition {
  key: string;
  label: string;
  description: string;
  recordKind: PreviewRecordKind;
  placeholders: readonly PlaceholderSpec[];
  subject: string;
  body: string;
}

const p = (name: string, description: string, sample: string): PlaceholderSpec => ({
  name,
  description,
  sample,
});

const COLLEGE = p('collegeName', 'The college’s name', 'Collegium College');
const REQUEST_DECISION = [
  p('firstName', 'The student’s first name', 'Ada'),
  p('decision', 'The decision, capitalised (Approved, Rejected)', 'Approved'),
  p('decisionWord', 'The decision as a word in a sentence (approved, refused)', 'approved'),
  p('reason', 'The reason given with the decision (may be empty)', 'All documents received'),
];
const REFERENCE = [
  p('refereeName', 'The referee’s name', 'Grace Hopper'),
  p('applicantName', 'The applicant’s name', 'Ada Lovelace'),
  p('referenceKind', '“a reference” or “a church leader’s reference”', 'a reference'),
  p('days', 'How many days the link works', '14'),
  p(
    'link',
    'The single-use link to the reference form',
    'https://college.example/pages/reference/…',
  ),
];
const REFERENCE_BODY = (again: boolean) =>
  'Hello {{refereeName}},\n\n{{applicantName}} has applied to study with us and named you to ' +
  'give {{referenceKind}}. Please answer a few questions within {{days}} days at:\n{{link}}\n\n' +
  (again ? 'This link replaces the one we sent you before, which no longer works. ' : '') +
  'The link works once and needs no account. If you did not expect this message, you can ' +
  'ignore it.';
const ONBOARDING = [
  p('firstName', 'The student’s first name', 'Ada'),
  p('email', 'The student’s e-mail address', 'ada@example.org'),
  p('hub', 'The student’s hub', 'Leeds'),
  COLLEGE,
  p('supportEmail', 'The college’s support address', 'office@college.example'),
];
const onboarding = (kind: string, label: string, subject: string, body: string) => ({
  key: `onboarding-${kind}`,
  label: `Onboarding: ${label}`,
  description: `The ${label.toLowerCase()} e-mail to a new student (spec §9, Students › New).`,
  recordKind: 'student' as const,
  placeholders: ONBOARDING,
  subject,
  body:
    `Dear {{firstName}},\n\n${body}\n\n` +
    'Any questions: write to {{supportEmail}}.\n\nWith every blessing,\n{{collegeName}}',
});

/** The templates, in the order the screen lists them. */
export const MAIL_TEMPLATES: readonly MailTemplateDefinition[] = [
  {
    key: 'password-reset',
    label: 'Password reset',
    description: 'The link to set a password, sent from a user’s record (Send password reset).',
    recordKind: 'user',
    placeholders: [
      p('name', 'The user’s name', 'Ada Lovelace'),
      p(
        'link',
        'The link to set a password (24 hours)',
        'https://college.example/pages/reset?token=…',
      ),
    ],
    subject: 'Set your Collegium password',
    body:
      'Hello {{name}},\n\nUse this link within 24 hours to set your password:\n{{link}}\n\n' +
      'If you did not expect this message, you can ignore it.',
  },
  {
    key: 'registration-confirm',
    label: 'Registration: confirm address',
    description: 'The link that creates an applicant’s account after they register.',
    recordKind: 'none',
    placeholders: [
      p('email', 'The address that registered', 'ada@example.org'),
      p(
        'link',
        'The link that creates the account (24 hours)',
        'https://college.example/api/auth/register/confirm?token=…',
      ),
    ],
    subject: 'Finish creating your Collegium account',
    body:
      'Hello,\n\nFollow this link within 24 hours to finish creating your account:\n{{link}}\n\n' +
      'Then sign in with this email address and the password you chose.\n\n' +
      'If you did not ask for an account, you can ignore this message.',
  },
  {
    key: 'registration-existing',
    label: 'Registration: address has an account',
    description: 'Sent instead when someone registers with an address that already has an account.',
    recordKind: 'user',
    placeholders: [
      p('name', 'The account holder’s name', 'Ada Lovelace'),
      p('signInLink', 'The sign-in page', 'https://college.example/pages/login'),
    ],
    subject: 'Your Collegium account',
    body:
      'Hello {{name}},\n\nSomeone, perhaps you, asked to create a Collegium account with this ' +
      'email address. It already has an account: sign in at\n{{signInLink}}\n\nIf you have ' +
      'forgotten your password, ask the college to send you a link to set a new one. If it was ' +
      'not you, you can ignore this message: nothing has changed.',
  },
  {
    key: 'reference-request',
    label: 'Reference request',
    description: 'The single-use link to a referee an applicant named.',
    recordKind: 'invitation',
    placeholders: REFERENCE,
    subject: 'Reference request for {{applicantName}}',
    body: REFERENCE_BODY(false),
  },
  {
    key: 'reference-reminder',
    label: 'Reference reminder',
    description:
      'A new link to a referee who has not answered (Resend); the old link stops working.',
    recordKind: 'invitation',
    placeholders: REFERENCE,
    subject: 'Reminder: reference request for {{applicantName}}',
    body: REFERENCE_BODY(true),
  },
  {
    key: 'invoice',
    label: 'Invoice',
    description: 'An invoice’s figures and the link to Fees (Email invoice).',
    recordKind: 'invoice',
    placeholders: [
      p('name', 'The student’s name', 'Ada Lovelace'),
      p('number', 'The invoice number', 'INV-000123'),
      p('description', 'What the invoice is for', 'Tuition fees'),
      p('academicYear', 'The academic year', '2026/27'),
      p('amount', 'The invoice amount', '£1,200.00'),
      p('dueOn', 'The due date', '1 October 2026'),
      p('paid', 'Paid so far', '£0.00'),
      p('credited', 'Credited', '£0.00'),
      p('balance', 'The balance', '£1,200.00'),
      p('link', 'Fees in the forms area', 'https://college.example/forms/finance/finance-details'),
      COLLEGE,
    ],
    subject: 'Invoice {{number}} from {{collegeName}}',
    body:
      'Dear {{name}},\n\nYour invoice {{number}} ({{description}}, academic year ' +
      '{{academicYear}}) is for {{amount}}, due on {{dueOn}}. Paid so far: {{paid}}; credited: ' +
      '{{credited}}; balance: {{balance}}.\n\nSign in to see the invoice, its instalments and ' +
      'your payments in Fees:\n{{link}}\n\nWith thanks,\nThe finance office, {{collegeName}}',
  },
  {
    key: 'finance-request-decision',
    label: 'Finance request decided',
    description: 'To the student when finance approves or refuses their finance request.',
    recordKind: 'studentRequest',
    placeholders: REQUEST_DECISION,
    subject: 'Your finance request: {{decision}}',
    body:
      'Hello {{firstName}},\n\nYour finance request has been {{decisionWord}}.\n\n' +
      '{{#reason}}Reason: {{reason}}\n\n{{/reason}}You can see it in the forms area of Collegium.',
  },
  {
    key: 'student-request-decision',
    label: 'Student request decided',
    description: 'To the student when their request (extension, recording, …) is decided.',
    recordKind: 'studentRequest',
    placeholders: [...REQUEST_DECISION, p('type', 'The kind of request', 'extension')],
    subject: 'Your request: {{type}} {{decision}}',
    body:
      'Hello {{firstName}},\n\nYour {{type}} request has been {{decisionWord}}.\n\n' +
      '{{#reason}}Reason: {{reason}}\n\n{{/reason}}You can see it in the forms area of Collegium.',
  },
  onboarding(
    'accounts',
    'Accounts',
    'Your {{collegeName}} account',
    'Your college account is ready. Sign in with this e-mail address ({{email}}) on the college ' +
      'app: choose "Forgot password" the first time to set your password. Your account holds ' +
      'your record, your timetable and your forms.',
  ),
  onboarding(
    'vle',
    'Course platform',
    'The {{collegeName}} course platform',
    'Your modules live on our course platform (VLE): reading lists, lecture notes and where you ' +
      'hand in your assignments. You can sign in with your college account from your first ' +
      'week; each module you are enrolled on appears there.',
  ),
  onboarding(
    'academic',
    'Academic',
    'Your academic handbook and first module',
    'The {{collegeName}} academic handbook explains how your studies are assessed, how to ask ' +
      'for an extension and how to reference your sources. Please read it before your first ' +
      'module starts; your first module’s reading list is on the course platform.',
  ),
  onboarding(
    'studySkills',
    'Study skills',
    'Study skills support',
    'Starting (or returning to) study is a big step. Our study skills tutors help with essay ' +
      'planning, academic writing and time management, one to one or in small groups. Reply to ' +
      'this e-mail to book a first conversation.',
  ),
  onboarding(
    'residential',
    'Residential',
    'Your first residential',
    'Residentials bring the whole {{collegeName}} community together for teaching, worship and ' +
      'meals. Your first one is in your calendar in the app, with what to bring and how to get ' +
      'there; please book your accommodation there too.',
  ),
  onboarding(
    'location',
    'Location',
    'Where {{hub}} meets',
    'Your hub, {{hub}}, meets weekly during term. The address, the time and how to find the room ' +
      'are on your hub’s page in the app; your hub director will welcome you on your first evening.',
  ),
  {
    key: 'ticket-reply',
    label: 'Helpdesk: reply to a ticket',
    description: 'To the person who raised a ticket when the helpdesk replies.',
    recordKind: 'ticket',
    placeholders: [
      p('name', 'The requester’s name', 'Ada Lovelace'),
      p('ticketNumber', 'The ticket number', '42'),
      p('subject', 'The ticket’s subject', 'Cannot open my timetable'),
      p('reply', 'The reply', 'Please try again now: it is fixed.'),
      p('link', 'The ticket in the app', 'https://college.example/tickets/…'),
    ],
    subject: 'Ticket #{{ticketNumber}}: {{subject}}',
    body:
      'Hello {{name}},\n\nThe helpdesk replied to your ticket #{{ticketNumber}} ' +
      '({{subject}}):\n\n{{reply}}\n\nRead the whole conversation and answer at:\n{{link}}',
  },
  {
    key: 'ticket-raised',
    label: 'Helpdesk: ticket received',
    description: 'To the person who raised a ticket, when the helpdesk receives it.',
    recordKind: 'ticket',
    placeholders: [
      p('name', 'The requester’s name', 'Ada Lovelace'),
      p('ticketNumber', 'The ticket number', '42'),
      p('subject', 'The ticket’s subject', 'Cannot open my timetable'),
      p('link', 'The ticket in the app', 'https://college.example/tickets/…'),
    ],
    subject: 'Ticket #{{ticketNumber}} received: {{subject}}',
    body:
      'Hello {{name}},\n\nWe have received your ticket #{{ticketNumber}} ({{subject}}) and will ' +
      'answer it soon.\n\nFollow it and add to it at:\n{{link}}',
  },
];

export const MAIL_TEMPLATE_KEYS = MAIL_TEMPLATES.map((template) => template.key);

/** The template of a key; undefined for a key the product does not know. */
export function mailTemplateOf(key: string): MailTemplateDefinition | undefined {
  return MAIL_TEMPLATES.find((template) => template.key === key);
}

/** The sample values of a template (a preview without a record). */
export function sampleValues(template: MailTemplateDefinition): Record<string, string> {
  return Object.fromEntries(template.placeholders.map((spec) => [spec.name, spec.sample]));
}

/** A subject and body as an administrator saves them. */
export const mailTemplateTextSchema = z.strictObject({
  subject: z.string().trim().min(1, 'Enter a subject').max(300),
  body: z.string().min(1, 'Enter the text of the mail').max(20_000),
});
export type MailTemplateText = z.infer<typeof mailTemplateTextSchema>;

/** The problems of a subject and body by field, for the template's placeholders; [] when valid. */
export function templateTextProblems(
  template: MailTemplateDefinition,
  text: MailTemplateText,
): (TemplateProblem & { field: 'subject' | 'body' })[] {
  const allowed = template.placeholders.map((spec) => spec.name);
  const subject = validateTemplate(text.subject, allowed).map((problem) => ({
    ...problem,
    field: 'subject' as const,
  }));
  if (/[\r\n]/.test(text.subject)) {
    subject.push({ message: 'A subject is one line', field: 'subject' });
  }
  const body = validateTemplate(text.body, allowed).map((problem) => ({
    ...problem,
    field: 'body' as const,
  }));
  return [...subject, ...body];
}

/** A mail rendered from a template's text and values: the subject one line, the body plain text. */
export function renderMail(
  text: MailTemplateText,
  values: Readonly<Record<string, string | undefined>>,
): { subject: string; text: string } {
  return {
    subject: render(text.subject, values, 'subject'),
    text: render(text.body, values, 'text'),
  };
}

/**
 * The values of the request-decided templates. A finance decision reads "approved" or "refused";
 * another request's reads its decision in lower case.
 */
export function requestDecisionValues(input: {
  firstName: string;
  decision: string;
  reason?: string | null | undefined;
  type?: string;
  finance?: boolean;
}): Record<string, string> {
  const word = input.finance
    ? input.decision === 'Approved'
      ? 'approved'
      : 'refused'
    : input.decision.toLowerCase();
  return {
    firstName: input.firstName,
    decision: input.decision,
    decisionWord: word,
    reason: input.reason ?? '',
    type: input.type ?? '',
  };
}
