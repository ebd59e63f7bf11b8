import {
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { api, messageOfFailure } from '../../../api/client';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { RecordPage } from '../../../components/record-page';
import { formatDate } from '../../../domain/format/dates';
import { formatMoney } from '../../../domain/format/numbers';
import { BursaryDecisionForm } from './BursaryDecisionForm';
import { BursaryFinance } from './BursaryFinance';
import type { BursaryRecord } from './types';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  answers: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, 14rem) 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

// The answers' labels, of the forms-area application and of an applicant's bursary section.
const LABELS: Record<string, string> = {
  applicationType: 'Bursary applied for',
  type: 'Bursary applied for',
  householdIncome: 'Household income',
  dependants: 'Dependants',
  otherFunding: 'Other funding',
  statement: 'Statement',
  reason: 'Reasons and circumstances',
  amountPerYear: 'Amount sought each year (£)',
};
const HIDDEN = new Set(['applying']);
const FIELD_NAMES: Record<string, string> = {
  outcome: 'Outcome',
  bursaryType: 'Bursary',
  amountPence: 'Amount',
  comment: 'Comment',
};

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** What a history entry changed, in words: "outcome: Under consideration → Approved". */
function changesText(changes: BursaryRecord['history'][number]['changes']): string {
  return Object.entries(changes)
    .map(([field, { before, after }]) => {
      const money = field === 'amountPence';
      const of = (value: unknown) =>
        money && typeof value === 'number' ? formatMoney(value) : shown(value);
      return `${FIELD_NAMES[field] ?? field}: ${of(before)} → ${of(after)}`;
    })
    .join('; ');
}

/** `finance/bursaries/:id`: the application's answers, the student's year, and the decision. */
export function BursaryRecordPage() {
  const { id = '' } = useParams();
  const styles = useStyles();
  const query = useQuery({
    queryKey: ['finance-bursary', id],
    staleTime: 0,
    queryFn: () =>
      api
        .get(`finance/bursaries/${encodeURIComponent(id)}`)
        .json<BursaryRecord>()
        .catch(async (failure: unknown) => {
          throw new Error(await messageOfFailure(failure));
        }),
  });
  const record = query.data;
  if (!record && !navigator.onLine) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          Bursary applications need a connection: they are not kept offline.
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (!record && query.error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!record) return <Spinner label="Loading, please wait ..." />;
  // In the form's order; answers this page does not know come last.
  const order = Object.keys(LABELS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const answers = Object.entries(record.answers)
    .filter(([key]) => !HIDDEN.has(key))
    .sort(([a], [b]) => rank(a) - rank(b));
  const application = (
    <div className={styles.section}>
      {record.student && (
        <Text>
          Student:{' '}
          <Link to={`/students/${encodeURIComponent(record.student.id)}`}>
            {record.student.name}
          </Link>{' '}
          ({record.student.programmeCode})
        </Text>
      )}
      <Text>
        Submitted {formatDate(record.submittedOn)} from{' '}
        {record.source === 'form' ? 'the forms area' : 'the application'}
      </Text>
      <dl className={styles.answers} aria-label="Answers">
        {answers.map(([key, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt className={styles.term}>{LABELS[key] ?? key}</dt>
            <dd className={styles.value}>{shown(value)}</dd>
          </div>
        ))}
      </dl>
      <ReadOnlyTable
        caption="Evidence"
        rowKey={(file) => file.id}
        empty="No evidence files"
        columns={[
          {
            header: 'File',
            cell: (file) => (
              <a href={`/api/evidence/${encodeURIComponent(file.id)}`}>{file.fileName}</a>
            ),
            wide: true,
          },
          { header: 'Size (KB)', cell: (file) => Math.ceil(file.size / 1024), numeric: true },
        ]}
        rows={record.evidence}
      />
    </div>
  );
  const decision = (
    <div className={styles.section}>
      {record.decision && (
        <Text>
          Decided {formatDate(record.decision.decidedAt.slice(0, 10))} by{' '}
          {record.decision.decidedBy ?? 'someone'}: {record.decision.outcome}
          {record.decision.amountPence !== null &&
            `, ${record.decision.bursaryType ?? 'bursary'} of ${formatMoney(record.decision.amountPence)}`}
        </Text>
      )}
      <BursaryDecisionForm record={record} />
      <ReadOnlyTable
        caption="History"
        rowKey={(_, index) => String(index)}
        empty="Not decided yet"
        columns={[
          { header: 'When', cell: (entry) => formatDate(entry.at.slice(0, 10)) },
          { header: 'Who', cell: (entry) => entry.by },
          { header: 'What changed', cell: (entry) => changesText(entry.changes), wide: true },
        ]}
        rows={record.history}
      />
    </div>
  );
  return (
    <RecordPage
      title={`Bursary application: ${record.name}`}
      subtitle={`${record.sessionId} · ${record.applicationType ?? 'Bursary'}`}
      status={record.outcome}
      tabs={[
        { id: 'application', label: 'Application', content: application },
        { id: 'finance', label: 'Finance', content: <BursaryFinance record={record} /> },
        { id: 'decision', label: 'Decision', content: decision },
      ]}
    />
  );
}
