import {
  Button,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, messageOfFailure } from '../../../api/client';
import {
  type DataColumn,
  type DataFilter,
  DataTable,
  type DataTableState,
} from '../../../components/data-table';
import { AsOf, type ScreenProps } from '../../../components/screen';
import {
  type ReviewApplicant,
  reviewAnswerSchema,
  reviewListSchema,
} from '../../../domain/leads/answers';
import { REVIEWABLE_STATUSES } from '../../../domain/leads/review';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

const QUERY_KEY = 'leads-review';

function useMakeLead() {
  const client = useQueryClient();
  const [making, setMaking] = useState<string>();
  const make = async (applicant: ReviewApplicant) => {
    setMaking(applicant.id);
    try {
      const answer = reviewAnswerSchema.parse(
        await api.post(`leads/review/${encodeURIComponent(applicant.id)}`).json(),
      );
      notify(answer.message, answer.created ? 'success' : 'info');
      await client.invalidateQueries({ queryKey: [QUERY_KEY] });
    } catch (failure) {
      notify(await messageOfFailure(failure), 'error');
    } finally {
      setMaking(undefined);
    }
  };
  return { making, make };
}

const FILTERS: DataFilter<ReviewApplicant>[] = [
  {
    id: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    options: REVIEWABLE_STATUSES.map((status) => ({ value: status, label: status })),
    predicate: (row, value) => row.status === value,
  },
  {
    id: 'made',
    label: 'Potential student',
    allLabel: 'Made or not',
    options: [
      { value: 'no', label: 'Not yet a potential student' },
      { value: 'yes', label: 'Already a potential student' },
    ],
    predicate: (row, value) => (value === 'yes') === (row.potentialStudentId !== null),
  },
];

/**
 * Potential Students → Review Applicants (spec §2.3 leads/generateleads, leads:applicants):
 * applicants who did not complete, deferred or declined, each offered as a potential student
 * for next year with one click (once: a second click says they already are). Online only.
 */
export function ReviewApplicantsPage({ title }: ScreenProps) {
  const styles = useStyles();
  const [state, setState] = useState<DataTableState>({ search: '', sort: null, filters: {} });
  const { making, make } = useMakeLead();
  const navigate = useNavigate();
  const go = (path: string) => ({
    href: path,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      navigate(path);
    },
  });
  const query = useQuery({
    queryKey: [QUERY_KEY, session.user?.id],
    retry: false,
    queryFn: async () => {
      try {
        return reviewListSchema.parse(await api.get('leads/review').json());
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
  const columns: DataColumn<ReviewApplicant>[] = [
    {
      id: 'name',
      header: 'Applicant',
      accessor: (row) => `${row.firstName} ${row.lastName}`,
      render: (row, value) => (
        <Link {...go(`/applications/${encodeURIComponent(row.id)}`)}>{String(value)}</Link>
      ),
    },
    { id: 'email', header: 'E-mail', accessor: (row) => row.email },
    { id: 'status', header: 'Status', accessor: (row) => row.status, width: 200 },
    { id: 'intake', header: 'Intake', accessor: (row) => row.intake, kind: 'date', width: 120 },
    { id: 'hubName', header: 'Hub', accessor: (row) => row.hubName ?? '', width: 140 },
    {
      id: 'lead',
      header: 'Potential student',
      accessor: (row) => (row.potentialStudentId ? 'Already one' : ''),
      width: 200,
      render: (row) =>
        row.potentialStudentId ? (
          <Link
            {...go(`/leads/${encodeURIComponent(row.potentialStudentId)}`)}
            aria-label={`Potential student: ${row.firstName} ${row.lastName}`}
          >
            Potential student
          </Link>
        ) : (
          <Button
            size="small"
            disabled={making === row.id}
            aria-label={`Make potential student: ${row.firstName} ${row.lastName}`}
            onClick={() => void make(row)}
          >
            Make potential student
          </Button>
        ),
    },
  ];
  if (query.isError && !query.data) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <div className={styles.root}>
      <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !navigator.onLine} />
      <DataTable
        label={title}
        rows={query.data?.items}
        columns={columns}
        filters={FILTERS}
        getRowId={(row) => row.id}
        searchPlaceholder="Search by name, e-mail or hub"
        state={state}
        onStateChange={setState}
      />
    </div>
  );
}
