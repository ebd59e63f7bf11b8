import type { DataColumn, DataFilter } from '../../../components/data-table';
import { ENROLMENT_SESSION_STATUSES } from '../../../domain/students/enrolment-session';
import { type EnrolmentRow, outstandingSteps } from '../../../domain/students/enrolment-year';

// The Enrolment screen's columns and filters (module scope: DataTable asks for stable arrays).

const policiesText = (row: EnrolmentRow) =>
  row.policiesMissing.length === 0 ? 'Accepted' : `${row.policiesMissing.length} of 4 missing`;

/** What a student still has to do, or 'Complete'. */
export const progressText = (row: EnrolmentRow) => {
  const steps = outstandingSteps(row);
  return steps.length === 0 ? 'Complete' : steps.join(', ');
};

export const ENROLMENT_COLUMNS: readonly DataColumn<EnrolmentRow>[] = [
  { id: 'studentName', header: 'Student', accessor: (row) => row.studentName },
  { id: 'hubName', header: 'Hub', accessor: (row) => row.hubName, width: 130 },
  { id: 'programmeCode', header: 'Programme', accessor: (row) => row.programmeCode, width: 110 },
  {
    id: 'yearOfStudy',
    header: 'Year',
    accessor: (row) => row.yearOfStudy,
    kind: 'number',
    width: 64,
  },
  {
    id: 'status',
    header: 'Session status',
    accessor: (row) => row.status,
    kind: 'status',
    width: 130,
  },
  { id: 'policies', header: 'Policies', accessor: policiesText, width: 120 },
  {
    id: 'feesPlan',
    header: 'Fees plan',
    accessor: (row) => row.feesPlan ?? 'Not chosen',
    width: 110,
  },
  { id: 'progress', header: 'Still to do', accessor: progressText, width: 'minmax(12rem, 2fr)' },
];

/** Filters over the loaded rows: status, hub and programme (those present), and progress. */
export function enrolmentFilters(rows: readonly EnrolmentRow[]): DataFilter<EnrolmentRow>[] {
  const present = (pick: (row: EnrolmentRow) => string) =>
    [...new Set(rows.map(pick))].sort((a, b) => a.localeCompare(b));
  return [
    {
      id: 'status',
      label: 'Status',
      options: ENROLMENT_SESSION_STATUSES.map((status) => ({ value: status, label: status })),
      predicate: (row, value) => row.status === value,
    },
    {
      id: 'hub',
      label: 'Hub',
      options: present((row) => row.hubName).map((hub) => ({ value: hub, label: hub })),
      predicate: (row, value) => row.hubName === value,
    },
    {
      id: 'programme',
      label: 'Programme',
      options: present((row) => row.programmeCode).map((code) => ({ value: code, label: code })),
      predicate: (row, value) => row.programmeCode === value,
    },
    {
      id: 'progress',
      label: 'Enrolment',
      options: [
        { value: 'incomplete', label: 'Not complete' },
        { value: 'complete', label: 'Complete' },
      ],
      predicate: (row, value) => (outstandingSteps(row).length === 0) === (value === 'complete'),
    },
  ];
}
