import {
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useRecordCardStyles } from '../../../../components/record-card';
import { StatusBadge } from '../../../../components/status-badge';
import { formatDate, formatDateTime } from '../../../../domain/format/dates';
import type { StoredEngagement } from '../../../../domain/records/engagement';
import { allowedNextStatuses } from '../../../../domain/students/engagement-status';
import { statusHistoryOf } from '../../../../domain/students/engagement-status-change';
import { interruptionLabel } from '../../../../domain/students/interruptions';
import type { OutboxEntry } from '../../../../offline/types';
import { ConflictView } from '../../../../offline-react/ConflictView';
import { useOffline } from '../../../../offline-react/OfflineProvider';
import { ChangeStatusDialog } from './ChangeStatusDialog';

const useStyles = makeStyles({
  action: { marginInlineStart: 'auto' },
  details: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
    gap: tokens.spacingVerticalS,
    margin: 0,
    '& dt': { color: tokens.colorNeutralForeground3 },
    '& dd': { margin: 0, fontWeight: tokens.fontWeightSemibold },
  },
  history: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** One engagement: programme, level, cohort, pace, credits, exit award, status and its history. */
export function EngagementCard({
  engagement,
  label,
  queued,
  mayChange,
}: {
  engagement: StoredEngagement;
  /** e.g. "Ada Lovelace, BA": who and what, for the outbox. */
  label: string;
  /** This engagement's changes still in the outbox. */
  queued: readonly OutboxEntry[];
  mayChange: boolean;
}) {
  const styles = useStyles();
  const card = useRecordCardStyles();
  const headingId = useId();
  const whyId = useId();
  const engine = useOffline();
  const [changing, setChanging] = useState(false);
  const allowed = allowedNextStatuses(engagement.status);
  const history = statusHistoryOf(engagement.statusHistory);
  const conflict = queued.find((entry) => entry.state === 'conflict');
  const refused = queued.find((entry) => entry.state === 'rejected');
  const cohort = engagement.cohort ?? engagement.lastCohort ?? engagement.futureOrLastCohort;
  const details: [string, string][] = [
    ['Programme', engagement.programmeCode],
    ['Level', shown(engagement.level ?? engagement.levels?.join(', '))],
    [engagement.cohort ? 'Cohort' : 'Last cohort', shown(cohort)],
    ['Pace', shown(engagement.pace)],
    ['Credits', `${engagement.creditsAchieved ?? 0} of ${engagement.credits ?? 0}`],
    ['Exit award', shown(engagement.exitAward)],
    ['Start', formatDate(engagement.startDate)],
    ['End', engagement.endDate ? formatDate(engagement.endDate) : '—'],
  ];
  return (
    <section className={card.card} aria-labelledby={headingId}>
      <div className={card.header}>
        <Text as="h3" id={headingId} size={400} weight="semibold" className={card.heading}>
          {`${engagement.code} · ${engagement.programmeCode}`}
        </Text>
        <StatusBadge status={engagement.status} />
        {mayChange && (
          <div className={styles.action}>
            <Button
              disabledFocusable={allowed.length === 0}
              aria-describedby={allowed.length === 0 ? whyId : undefined}
              aria-label={`Change status of ${engagement.code}`}
              onClick={() => setChanging(true)}
            >
              Change status
            </Button>
          </div>
        )}
      </div>
      {mayChange && allowed.length === 0 && (
        <Caption1
          id={whyId}
        >{`${engagement.status} is final: this engagement cannot move to another status.`}</Caption1>
      )}
      <dl className={styles.details}>
        {details.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {conflict && (
        <section aria-label="Status change not applied">
          <MessageBar intent="warning">
            <MessageBarBody>
              <MessageBarTitle>Not saved: changed by someone else</MessageBarTitle>
              Someone else changed this engagement while your status change waited to be sent.
            </MessageBarBody>
          </MessageBar>
          <ConflictView entry={conflict} onResolved={() => void engine?.afterQueued()} />
        </section>
      )}
      {refused && (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>Status change refused</MessageBarTitle>
            {refused.lastError?.message ?? 'The server refused it.'}{' '}
            <RouterLink to="/changes">See unsent changes</RouterLink>
          </MessageBarBody>
        </MessageBar>
      )}
      <Text weight="semibold">Status history</Text>
      {history.length === 0 ? (
        <Text>No status changes recorded.</Text>
      ) : (
        <ol className={styles.history} aria-label={`Status history of ${engagement.code}`}>
          {history.map((entry) => (
            <li key={`${entry.at}-${entry.to}`}>
              <Text>
                {`${formatDate(entry.date)}: ${entry.from} → ${entry.to}`}
                {entry.category ? ` (${interruptionLabel(entry.category) ?? entry.category})` : ''}
                {` — ${entry.reason}`}
              </Text>{' '}
              <Caption1>{`${entry.byName || entry.by}, ${formatDateTime(entry.at)}`}</Caption1>
            </li>
          ))}
        </ol>
      )}
      {changing && (
        <ChangeStatusDialog
          engagement={engagement}
          label={label}
          onClose={() => setChanging(false)}
        />
      )}
    </section>
  );
}
