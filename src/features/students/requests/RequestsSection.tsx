import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useRecordCardStyles } from '../../../components/record-card';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../domain/format/dates';
import {
  canDecide,
  evidenceFilesOf,
  isFinanceRequestType,
  type RequestDecision,
  requestTypeLabel,
} from '../../../domain/forms';
import { requestDetails } from '../../../domain/forms/request-details';
import type { StoredStudentRequest } from '../../../domain/records/student-request';
import { DecisionDialog } from './DecisionDialog';

const useStyles = makeStyles({
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
  },
  pair: { display: 'contents' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginInlineStart: 'auto' },
  link: { color: tokens.colorBrandForegroundLink },
});

/** A student's requests on their record: answers, evidence, outcome; staff decide pending ones. */
export function RequestsSection({
  requests,
  mayDecide,
}: {
  requests: readonly StoredStudentRequest[];
  mayDecide: boolean;
}) {
  const styles = useStyles();
  const card = useRecordCardStyles();
  const [deciding, setDeciding] = useState<{
    id: string;
    label: string;
    decision: RequestDecision;
  }>();
  if (requests.length === 0) return <Text>This student has made no requests.</Text>;
  return (
    <>
      <ul className={styles.list} aria-label="Requests">
        {requests.map((request) => {
          const label = `${requestTypeLabel(request.type)} request`;
          const { evidenceFiles: _files, ...answers } = request.data ?? {};
          const details = requestDetails(request.type, answers);
          const evidence = evidenceFilesOf(request);
          // Finance decides finance requests in its own queue (Finance → Requests).
          const pending = canDecide(request.status) && !isFinanceRequestType(request.type);
          return (
            <li key={request.id} className={card.card} aria-label={label}>
              <div className={card.header}>
                <Text as="h3" size={400} weight="semibold" className={card.heading}>
                  {label}
                </Text>
                <StatusBadge status={request.status} />
                <Text className={styles.muted} size={200}>
                  {`Made on ${formatDate(request.createdAt ?? '')}`}
                  {request.decidedAt ? ` · decided on ${formatDate(request.decidedAt)}` : ''}
                </Text>
                {pending && mayDecide && (
                  <div className={styles.actions}>
                    {(['Approved', 'Rejected'] as const).map((decision) => (
                      <Button
                        key={decision}
                        appearance={decision === 'Approved' ? 'primary' : 'secondary'}
                        aria-label={`${decision === 'Approved' ? 'Approve' : 'Reject'} the ${label.toLowerCase()}`}
                        onClick={() => setDeciding({ id: request.id, label, decision })}
                      >
                        {decision === 'Approved' ? 'Approve' : 'Reject'}
                      </Button>
                    ))}
                  </div>
                )}
              </div>
              {details.length > 0 && (
                <dl className={styles.details}>
                  {details.map((detail) => (
                    <div key={detail.label} className={styles.pair}>
                      <dt>{detail.label}</dt>
                      <dd>{detail.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {evidence.length > 0 && (
                <ul aria-label={`Evidence of the ${label.toLowerCase()}`}>
                  {evidence.map((file) => (
                    <li key={file.id}>
                      <a
                        className={styles.link}
                        href={`/api/evidence/${encodeURIComponent(file.id)}`}
                        download={file.fileName}
                      >
                        <ArrowDownloadRegular aria-hidden /> {file.fileName}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {typeof request.decisionReason === 'string' && request.decisionReason && (
                <Text>{`Reason given: ${request.decisionReason}`}</Text>
              )}
            </li>
          );
        })}
      </ul>
      {deciding && (
        <DecisionDialog
          requestId={deciding.id}
          label={deciding.label}
          decision={deciding.decision}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </>
  );
}
