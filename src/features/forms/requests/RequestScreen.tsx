import { academicStartYearOf, academicYearTitle } from '../../../domain/calendar/academic-year';
import {
  deferralsWaiversRequestForm,
  iosRequestForm,
  paymentDifficultyRequestForm,
  planChangeRequestForm,
  recordingsForm,
  requestFormOf,
  studyBreakRequestForm,
  withdrawalForm,
} from '../../../domain/forms';
import type { FieldOption } from '../../../domain/forms/define';
import type { StudentRequestType } from '../../../domain/forms/requests';
import type { PageForm } from '../StudentFormPage';
import type { RequestRoute } from './commands';
import { ExtensionRequestPage } from './ExtensionRequestPage';
import { RequestFormPage, type RequestPageSpec } from './RequestFormPage';
import { assignmentKey, assignmentOf, useCurrentAssignments } from './useCurrentAssignments';

// The request pages of the forms area (config/menu.json): mitigating circumstances and the
// partner-institution group. The partner group's extensions always need evidence (spec §5).
const REQUEST_PAGES: Record<
  string,
  { type: StudentRequestType; form: unknown; route: RequestRoute }
> = {
  'deferrals-waivers-request': {
    type: 'deferral-waiver',
    form: deferralsWaiversRequestForm,
    route: { kind: 'requests', type: 'deferral-waiver' },
  },
  deferrals: {
    type: 'deferral-waiver',
    form: deferralsWaiversRequestForm,
    route: { kind: 'requests', type: 'deferral-waiver' },
  },
  recordings: {
    type: 'recording',
    form: recordingsForm,
    route: { kind: 'requests', type: 'recording' },
  },
  'study-break-request': {
    type: 'study-break',
    form: studyBreakRequestForm,
    route: { kind: 'requests', type: 'study-break' },
  },
  'interruption-of-studies': { type: 'ios', form: iosRequestForm, route: { kind: 'ios' } },
  withdrawal: {
    type: 'withdrawal',
    form: withdrawalForm,
    route: { kind: 'requests', type: 'withdrawal' },
  },
  // Finance requests (issue 19): the menu shows them while the financeRequests switch is on.
  'plan-change': {
    type: 'plan-change',
    form: planChangeRequestForm,
    route: { kind: 'requests', type: 'plan-change' },
  },
  'payment-difficulty': {
    type: 'payment-difficulty',
    form: paymentDifficultyRequestForm,
    route: { kind: 'requests', type: 'payment-difficulty' },
  },
};

/** The academic years a change of plan can be about: this one and the next. */
function planYears(now = new Date()): FieldOption[] {
  const start = academicStartYearOf(now);
  return [start, start + 1].map((year) => ({
    value: academicYearTitle(year),
    label: academicYearTitle(year),
  }));
}

/** An answer as its form's options name it (a payment term's label, say). */
function requestDetailOf(type: string, field: string, value: string): string {
  const options = requestFormOf(type)?.fields.find((f) => f.name === field)?.options;
  return String(options?.find((option) => option.value === value)?.label ?? value);
}

/** A line about a request from its answers: what, when (the forms' own field names). */
export function summaryOf(data: Record<string, unknown>): string | undefined {
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  if (text('academicYear') && text('paymentTerm')) {
    return `${text('academicYear')}: ${requestDetailOf('plan-change', 'paymentTerm', text('paymentTerm'))}`;
  }
  if (text('difficulty')) return text('difficulty');
  if (text('session')) return `${text('session')} (${text('sessionDate')})`;
  if (text('startDate') && text('endDate')) return `${text('startDate')} to ${text('endDate')}`;
  if (text('startDate') && text('expectedReturnDate')) {
    return `From ${text('startDate')}, returning ${text('expectedReturnDate')}`;
  }
  return text('reason') || undefined;
}

/** True when the slug is a request page. */
export function isRequestPage(page: string): boolean {
  return (
    page === 'extension-request' || page === 'extensions' || Object.hasOwn(REQUEST_PAGES, page)
  );
}

/** The request page of a slug (see isRequestPage). */
export function RequestScreen({ page }: { page: string }) {
  if (page === 'extension-request') return <ExtensionRequestPage />;
  if (page === 'extensions') return <ExtensionRequestPage mode="partner-extensions" />;
  const entry = REQUEST_PAGES[page];
  if (!entry) return null;
  return <GeneralRequestPage page={page} entry={entry} />;
}

function GeneralRequestPage({
  page,
  entry,
}: {
  page: string;
  entry: { type: StudentRequestType; form: unknown; route: RequestRoute };
}) {
  const assignments = useCurrentAssignments();
  const options: FieldOption[] = (assignments.data ?? []).map((item) => ({
    value: assignmentKey(item),
    label: `${item.moduleTitle}: ${item.title}, due ${item.dueDate}`,
  }));
  const spec: RequestPageSpec = {
    page,
    type: entry.type,
    // The page reads any form through one shape: field names as plain strings.
    form: entry.form as PageForm,
    route: entry.route,
    runtimeOptions: { 'current-assignments': options, 'academic-years': planYears() },
    summarise: (row) => {
      const data = (row.data ?? {}) as Record<string, unknown>;
      const about = typeof data.assignmentId === 'string' ? data.assignmentId : undefined;
      const assignment = about
        ? assignments.data?.find((item) => assignmentKey(item) === about)
        : assignmentOf(assignments.data, row);
      return assignment ? `${assignment.moduleTitle}: ${assignment.title}` : summaryOf(data);
    },
  };
  return <RequestFormPage spec={spec} />;
}
