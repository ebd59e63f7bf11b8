import { MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { api, messageOfFailure } from '../../../api/client';
import { downloadExport } from '../../../api/entities';
import {
  type DataColumn,
  type DataFilter,
  DataTable,
  type DataTableState,
  serverQueryOf,
} from '../../../components/data-table';
import { AsOf, type ScreenProps } from '../../../components/screen';
import { academicYearsSince, FIRST_INVOICE_YEAR } from '../../../domain/calendar/academic-year';
import { FEE_PROBLEMS } from '../../../domain/finance/fees-validation';
import {
  FEE_PROBLEM_LABELS,
  type FeesValidationProblem,
  type FeesValidationRow,
} from '../../../domain/finance/fees-validation-list';
import { offline } from '../../../offline-react/state';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  problems: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  problem: { marginBlockEnd: tokens.spacingVerticalXS },
  counts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

interface ValidationList {
  items: FeesValidationRow[];
  total: number;
  counts: Partial<Record<string, number>>;
}

/** Where a problem is fixed, as a link the finance officer follows. */
function FixLink({ row, problem }: { row: FeesValidationRow; problem: FeesValidationProblem }) {
  if (problem.fix.kind === 'invoice') {
    return (
      <Link to={`/finance/invoices/${encodeURIComponent(problem.fix.id)}`}>Open the invoice</Link>
    );
  }
  // Bursary awards have no page of their own yet: the student's record shows their fees.
  return <Link to={`/students/${encodeURIComponent(row.studentId)}`}>Open the student</Link>;
}

function ProblemList({ row }: { row: FeesValidationRow }) {
  const styles = useStyles();
  return (
    <ul className={styles.problems} aria-label={`Problems of ${row.studentName}, ${row.sessionId}`}>
      {row.problems.map((problem) => (
        <li key={problem.kind} className={styles.problem}>
          {problem.message}. <FixLink row={row} problem={problem} />
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: DataColumn<FeesValidationRow>[] = [
  {
    id: 'studentName',
    header: 'Student',
    accessor: (row) => row.studentName,
    width: 180,
    render: (row) => (
      <Link to={`/students/${encodeURIComponent(row.studentId)}`}>{row.studentName}</Link>
    ),
  },
  {
    id: 'problems',
    header: 'What is wrong',
    accessor: (row) => row.problems.map((problem) => problem.message).join('; '),
    sortable: false,
    width: 'minmax(18rem, 3fr)',
    render: (row) => <ProblemList row={row} />,
  },
  { id: 'sessionId', header: 'Year', accessor: (row) => row.sessionId, width: 80 },
  { id: 'engagementCode', header: 'Engagement', accessor: (row) => row.engagementCode, width: 120 },
  { id: 'paymentTerm', header: 'Plan', accessor: (row) => row.paymentTerm ?? '—', width: 110 },
];

function filters(): DataFilter<FeesValidationRow>[] {
  return [
    {
      id: 'session',
      label: 'Year',
      allLabel: 'All years',
      options: academicYearsSince(FIRST_INVOICE_YEAR, new Date())
        .reverse()
        .map((year) => ({ value: year.title, label: year.title })),
      predicate: (row, value) => row.sessionId === value,
    },
    {
      id: 'kind',
      label: 'Problem',
      allLabel: 'All problems',
      options: FEE_PROBLEMS.map((kind) => ({ value: kind, label: FEE_PROBLEM_LABELS[kind] })),
      predicate: (row, value) => row.problems.some((problem) => problem.kind === value),
    },
  ];
}

/**
 * Finance → Fees validation (spec §2.3 `finance/validation`): every engagement and year whose
 * fees disagree with the rules, each problem in words with a link to where it is fixed. It reads
 * the server (online only); offline it says so, or shows the last view with its time.
 */
export function FeesValidationPage({ title }: ScreenProps) {
  const styles = useStyles();
  const { online } = useSnapshot(offline);
  const [state, setState] = useState<DataTableState>({ search: '', sort: null, filters: {} });
  const query = serverQueryOf(state);
  const list = useQuery({
    queryKey: ['finance-validation', session.user?.id, query],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      try {
        return await api.get('finance/validation', { searchParams: query }).json<ValidationList>();
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
  const data = list.data;
  if (!data && !online) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          Fees validation reads the server: it is shown when you are back online.
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (list.isError && !data) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{list.error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <div className={styles.root}>
      <AsOf updatedAt={list.dataUpdatedAt} stale={list.isError || !online} />
      {data && (
        <div className={styles.counts} role="status" aria-label="Problems by kind">
          {FEE_PROBLEMS.filter((kind) => data.counts[kind]).map((kind) => (
            <Text key={kind}>{`${FEE_PROBLEM_LABELS[kind]}: ${data.counts[kind]}`}</Text>
          ))}
        </div>
      )}
      <DataTable
        label={title}
        rows={data?.items}
        columns={COLUMNS}
        filters={filters()}
        getRowId={(row) => row.id}
        searchPlaceholder="Search by student name"
        state={state}
        onStateChange={setState}
        exports={{
          onExport: (format) =>
            void downloadExport('finance/validation', format, query).catch(
              async (failure: unknown) => notify(await messageOfFailure(failure), 'error'),
            ),
        }}
      />
    </div>
  );
}
