import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { api, messageOfFailure } from '../../../api/client';
import { useRecordCardStyles } from '../../../components/record-card';
import { AsOf, type ScreenProps } from '../../../components/screen';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../domain/format/dates';
import type { RequestDetail } from '../../../domain/forms/request-details';
import { type RequestDecision, requestTypeLabel } from '../../../domain/forms/requests';
import { offline } from '../../../offline-react/state';
import { session } from '../../../state/session';
import { DecideDialog } from './DecideDialog';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '64rem' },
  list: {
    margin: 0,
    paddingInlineStart: 0,
    listStyleType: 'none',
    display: 'grid',
    gap: tokens.spacingVerticalM,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, 16rem) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '& dt': { fontWeight: tokens.fontWeightSemibold },
    '& dd': { margin: 0, whiteSpace: 'pre-line' },
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  pair: { display: 'contents' },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    marginInlineStart: 'auto',
    flexWrap: 'wrap',
  },
});

/** A finance request as GET /api/finance/requests lists it. */
interface FinanceRequest {
  id: string;
  studentId: string;
  studentName: string;
  type: string;
  status: 'Pending' | 'Approved' | 'Rejected' | 'Withdrawn';
  createdAt: string;
  decidedAt: string | null;
  decisionReason: string | null;
  details: RequestDetail[];
}

function RequestCard({
  request,
  onDecide,
}: {
  request: FinanceRequest;
  onDecide: (decision: RequestDecision) => void;
}) {
  const styles = useStyles();
  const card = useRecordCardStyles();
  const label = `${requestTypeLabel(request.type)} request`;
  const name = `${label} of ${request.studentName}`;
  return (
    <li className={card.card} aria-label={name}>
      <div className={card.header}>
        <Text as="h3" size={400} weight="semibold" className={card.heading}>
          {requestTypeLabel(request.type)}:{' '}
          <Link to={`/students/${encodeURIComponent(request.studentId)}`}>
            {request.studentName}
          </Link>
        </Text>
        <StatusBadge status={request.status} />
        <Text className={styles.muted} size={200}>
          {`Made on ${formatDate(request.createdAt)}`}
          {request.decidedAt ? ` · decided on ${formatDate(request.decidedAt)}` : ''}
        </Text>
        {request.status === 'Pending' && (
          <div className={styles.actions}>
            <Button
              appearance="primary"
              aria-label={`Approve the ${name.toLowerCase()}`}
              onClick={() => onDecide('Approved')}
            >
              Approve
            </Button>
            <Button
              aria-label={`Refuse the ${name.toLowerCase()}`}
              onClick={() => onDecide('Rejected')}
            >
              Refuse
            </Button>
          </div>
        )}
      </div>
      <dl className={styles.details}>
        {request.details.map((detail) => (
          <div key={detail.label} className={styles.pair}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
      {request.decisionReason && <Text>{`Reason given: ${request.decisionReason}`}</Text>}
    </li>
  );
}

/**
 * Finance → Requests (issue 19, finance requests): students' changes of plan and payment
 * difficulties, pending first, each approved or refused with a reason the student reads.
 * Approving a change of plan puts the plan in place. Online only; offline it says so.
 */
export function FinanceRequestsPage(_props: ScreenProps) {
  const styles = useStyles();
  const { online } = useSnapshot(offline);
  const [deciding, setDeciding] = useState<{
    id: string;
    label: string;
    decision: RequestDecision;
  }>();
  const query = useQuery({
    queryKey: ['finance-requests', session.user?.id],
    queryFn: async () => {
      try {
        return await api.get('finance/requests').json<{ items: FinanceRequest[] }>();
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
  const items = query.data?.items;
  if (!items && !online) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          Finance requests are read from the server: they are shown when you are back online.
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (query.isError && !items) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!items) return <Spinner label="Loading, please wait ..." />;
  const pending = items.filter((request) => request.status === 'Pending');
  const decided = items.filter((request) => request.status !== 'Pending');
  const section = (heading: string, rows: FinanceRequest[], empty: string) => (
    <section aria-label={heading}>
      <Text as="h2" size={500} weight="semibold" block>
        {heading}
      </Text>
      {rows.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <ul className={styles.list}>
          {rows.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              onDecide={(decision) =>
                setDeciding({
                  id: request.id,
                  label: `${requestTypeLabel(request.type)} request`,
                  decision,
                })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <div className={styles.root}>
      <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !online} />
      {section('Waiting for a decision', pending, 'No finance request is waiting.')}
      {section('Decided', decided, 'No finance request has been decided yet.')}
      {deciding && (
        <DecideDialog
          requestId={deciding.id}
          label={deciding.label}
          decision={deciding.decision}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </div>
  );
}
