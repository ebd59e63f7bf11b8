// What the forms dashboard says about a student's forms and requests, from the device's copy.
import { formatDate } from '../format/dates';
import type { AnyEngagementStatus } from '../students/engagement-status';
import { enrolmentCountsFor } from '../students/enrolment-year';
import { intentionsRequired } from '../students/intentions-required';
import { missingPolicies, type PolicyAcceptanceDraft } from '../students/policy-list';
import type { StudentRequestType } from './request-types';
import type { RequestStatus } from './requests';

/** A saved form as the device holds it (a `student-forms` row). */
export interface SavedForm {
  formId: string;
  data?: unknown;
  updatedAt?: unknown;
}

/** A request as the device holds it (a `student-requests` row). */
export interface RequestSummary {
  id: string;
  type: StudentRequestType;
  status: RequestStatus;
  decidedAt?: string | null;
}

/** An engagement as GET forms/student gives it: what the intentions rule reads. */
export interface EngagementSummary {
  status: string;
  level?: string | null;
}

/** What the dashboard reads. */
export interface DashboardInput {
  forms: readonly SavedForm[];
  requests: readonly RequestSummary[];
  /** Undefined while GET forms/student has not answered (nothing is said about intentions). */
  engagements: readonly EngagementSummary[] | undefined;
  /** Decided requests the student has already seen. */
  seenDecisions: readonly string[];
  /** The session a student enrols on now (comingSessionTitle), e.g. '2025-26'. */
  session: string;
  /** The student may apply for a bursary (forms:bursary). */
  bursary: boolean;
}

/** How a status line reads: done, needs the student, or plain information. */
export type StatusTone = 'done' | 'action' | 'info';

/** One status line of a tile, e.g. "Emergency contacts — up to date". */
export interface StatusLine {
  subject: string;
  text: string;
  tone: StatusTone;
}

/** The tiles of the dashboard that carry statuses. */
export const DASHBOARD_TILES = [
  'mydetails',
  'enrolment',
  'mitigating-circumstances',
  'finance',
  'residential',
] as const;
export type DashboardTile = (typeof DASHBOARD_TILES)[number];

/** What needs the student, most pressing first. */
export const ATTENTION_KINDS = [
  'policies',
  'enrolment',
  'intentions',
  'emergency-contacts',
  'decisions',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** One entry of "Needs your attention". */
export interface AttentionItem {
  kind: AttentionKind;
  text: string;
}

/** The dashboard: status lines per tile and what needs attention. */
export interface DashboardStatus {
  tiles: Record<DashboardTile, StatusLine[]>;
  attention: AttentionItem[];
  /** Decided requests not yet seen, so the page can mark them seen. */
  unseenDecisions: string[];
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function savedLine(subject: string, form: SavedForm | undefined, missing: string): StatusLine {
  if (!form?.data) return { subject, text: missing, tone: 'info' };
  const on = formatDate(typeof form.updatedAt === 'string' ? form.updatedAt : undefined);
  return { subject, text: on ? `saved on ${on}` : 'saved', tone: 'done' };
}

/** True when the emergency contacts form holds at least one contact. */
export function hasEmergencyContact(form: SavedForm | undefined): boolean {
  const contacts = record(form?.data).contacts;
  return Array.isArray(contacts) && contacts.length > 0;
}

/** True when the policies-agreed form accepts all four policies. */
export function policiesAgreed(form: SavedForm | undefined): boolean {
  return Boolean(form?.data) && missingPolicies(form?.data as PolicyAcceptanceDraft).length === 0;
}

/** True when intentions must be given for any engagement (spec §4). */
export function needsIntentions(engagements: readonly EngagementSummary[] | undefined): boolean {
  return (engagements ?? []).some((engagement) =>
    intentionsRequired({
      // Any other text is no status of the rule, so it asks for nothing.
      status: engagement.status as AnyEngagementStatus,
      level: engagement.level,
    }),
  );
}

function dateIn(form: SavedForm | undefined, key: string): string {
  const value = record(form?.data)[key];
  return formatDate(typeof value === 'string' ? value : undefined);
}

/** The enrolment form when it counts for the session (last year's does not). */
function enrolledFor(form: SavedForm | undefined, session: string): SavedForm | undefined {
  return form && enrolmentCountsFor(record(form.data).enrolledAt, session) ? form : undefined;
}

function enrolmentLines(input: DashboardInput, byId: Map<string, SavedForm>): StatusLine[] {
  const policies = byId.get('policies-agreed');
  const enrolled = enrolledFor(byId.get('session-enrolled'), input.session);
  const agreedOn = dateIn(policies, 'agreedAt');
  const enrolledOn = dateIn(enrolled, 'enrolledAt');
  const lines: StatusLine[] = [
    policiesAgreed(policies)
      ? { subject: 'Policies', text: agreedOn ? `agreed on ${agreedOn}` : 'agreed', tone: 'done' }
      : { subject: 'Policies', text: 'action needed', tone: 'action' },
    enrolled
      ? {
          subject: `Enrolment ${input.session}`,
          text: enrolledOn ? `enrolled on ${enrolledOn}` : 'enrolled',
          tone: 'done',
        }
      : { subject: `Enrolment ${input.session}`, text: 'not enrolled yet', tone: 'action' },
  ];
  if (needsIntentions(input.engagements)) {
    lines.push(
      byId.get('intentions')?.data
        ? { subject: 'Plans for next year', text: 'given', tone: 'done' }
        : { subject: 'Plans for next year', text: 'please tell us', tone: 'action' },
    );
  }
  return lines;
}

function requestLines(requests: readonly RequestSummary[]): StatusLine[] {
  const pending = requests.filter((request) => request.status === 'Pending').length;
  const decided = requests.filter(
    (request) => request.status === 'Approved' || request.status === 'Rejected',
  ).length;
  if (pending === 0 && decided === 0)
    return [{ subject: 'Requests', text: 'none made', tone: 'info' }];
  const lines: StatusLine[] = [];
  if (pending > 0)
    lines.push({
      subject: 'Requests',
      text: `${plural(pending, 'request')} pending`,
      tone: 'info',
    });
  if (decided > 0)
    lines.push({
      subject: 'Requests',
      text: `${plural(decided, 'request')} decided`,
      tone: 'done',
    });
  return lines;
}

/** The dashboard's statuses and "Needs your attention" list from the device's data. */
export function dashboardStatus(input: DashboardInput): DashboardStatus {
  const byId = new Map(input.forms.map((form) => [form.formId, form]));
  const contacts = byId.get('emergency-contacts');
  const seen = new Set(input.seenDecisions);
  const unseenDecisions = input.requests
    .filter(
      (request) =>
        (request.status === 'Approved' || request.status === 'Rejected') && !seen.has(request.id),
    )
    .map((request) => request.id);

  const attention: AttentionItem[] = [];
  if (!policiesAgreed(byId.get('policies-agreed')))
    attention.push({ kind: 'policies', text: 'Read and agree to the college policies' });
  if (!enrolledFor(byId.get('session-enrolled'), input.session))
    attention.push({ kind: 'enrolment', text: `Enrol on ${input.session}` });
  if (needsIntentions(input.engagements) && !byId.get('intentions')?.data)
    attention.push({ kind: 'intentions', text: 'Tell us your plans for next year' });
  if (!hasEmergencyContact(contacts))
    attention.push({ kind: 'emergency-contacts', text: 'Give an emergency contact' });
  if (unseenDecisions.length > 0)
    attention.push({
      kind: 'decisions',
      text: `${plural(unseenDecisions.length, 'request')} decided: see the outcome`,
    });

  return {
    tiles: {
      mydetails: [
        savedLine('Personal details', byId.get('personal-details'), 'not checked yet'),
        hasEmergencyContact(contacts)
          ? { subject: 'Emergency contacts', text: 'up to date', tone: 'done' }
          : { subject: 'Emergency contacts', text: 'not given yet', tone: 'action' },
        savedLine('Learning support', byId.get('learning-support'), 'nothing declared'),
      ],
      enrolment: enrolmentLines(input, byId),
      'mitigating-circumstances': requestLines(input.requests),
      finance: input.bursary
        ? [savedLine('Bursary application', byId.get('bursary-application'), 'not started')]
        : [],
      residential: [
        savedLine('Requirements', byId.get('residential-requirements'), 'not given yet'),
        savedLine('Folder', byId.get('folder-request'), 'not requested'),
      ],
    },
    attention,
    unseenDecisions,
  };
}
