import { Button, Caption1, makeStyles, Text } from '@fluentui/react-components';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import { formatPence } from '../../../domain/applications/decisions';
import { formatDate, formatDateTime } from '../../../domain/format/dates';
import { applyConflictResolution } from '../../../offline/conflict';
import { discardEntry } from '../../../offline/outbox-actions';
import type { OutboxEntry } from '../../../offline/types';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { useFeatures } from '../../../state/features';
import { notify } from '../../../state/ui';
import { useConflictStyles } from './conflict-styles';
import {
  type MyDecision,
  myDecision,
  type TheirStatus,
  theirStatus,
  whyNotAgain,
} from './decision-conflict';

// What was typed (a reason, a reference) is shown whole, line breaks kept.
const useStyles = makeStyles({ typed: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } });

// The server's messages are phrases; the view writes sentences.
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function Mine({ decision, at }: { decision: MyDecision; at: string }) {
  const styles = useConflictStyles();
  const own = useStyles();
  return (
    <section className={styles.side} aria-label="What you asked">
      <Text weight="semibold">What you asked</Text>
      {decision.kind === 'status' ? (
        <>
          <div>
            <StatusBadge status={decision.status} />
          </div>
          <Text className={own.typed}>
            {decision.reason ? `Reason: ${decision.reason}` : 'No reason given'}
          </Text>
        </>
      ) : (
        <>
          <Text>{`Deposit ${formatPence(decision.amountPence)}, paid on ${formatDate(decision.paidOn)}`}</Text>
          <Text className={own.typed}>
            {decision.reference ? `Reference: ${decision.reference}` : 'No payment reference'}
          </Text>
        </>
      )}
      <Caption1>{`You, ${formatDateTime(at)}`}</Caption1>
    </section>
  );
}

function Theirs({ theirs }: { theirs: TheirStatus }) {
  const styles = useConflictStyles();
  const own = useStyles();
  return (
    <section className={styles.side} aria-label="The application now">
      <Text weight="semibold">The application now</Text>
      <div>
        <StatusBadge status={theirs.status} />
      </div>
      {theirs.reason && <Text className={own.typed}>{`Reason: ${theirs.reason}`}</Text>}
      {theirs.byName && (
        <Caption1>
          {theirs.at ? `${theirs.byName}, ${formatDateTime(theirs.at)}` : theirs.byName}
        </Caption1>
      )}
    </section>
  );
}

/**
 * A status change or deposit the server refused: what I asked against the application now. In
 * conflict I apply mine again (on the current version) or discard it; the entry keeps what I
 * typed until then. The application's later changes wait behind it, so it is on the record.
 */
export function DecisionConflict({ entry }: { entry: OutboxEntry }) {
  const styles = useConflictStyles();
  const features = useFeatures();
  const engine = useOffline();
  const whyId = useId();
  const mine = myDecision(entry);
  if (!mine) return null;
  const theirs = theirStatus(entry.serverRecord);
  const conflict = entry.state === 'conflict';
  // Judged on the newest server copy (the feed refreshes it), fresher than the refusal itself.
  const why = conflict
    ? whyNotAgain(mine, entry.serverRecord, features.conditionalOffers)
    : undefined;
  const what = mine.kind === 'status' ? 'status change' : 'deposit';
  const heading =
    mine.kind === 'status' ? 'Your status change was not applied' : 'Your deposit was not recorded';

  const applyAgain = async () => {
    if (!engine) return;
    await applyConflictResolution(engine.db, entry, 'mine');
    await engine.afterQueued();
    notify(`Your ${what} is sent again`, 'success');
  };
  const discard = async () => {
    if (!engine) return;
    await discardEntry(engine.db, entry.id);
    await engine.refreshCounts();
    notify(`Your ${what} was discarded`, 'success');
  };

  return (
    <section className={styles.root} aria-label={heading}>
      <Text weight="semibold">{heading}</Text>
      <Text>
        {`${sentence(why ?? entry.lastError?.message ?? 'The server refused it')} The application's later changes wait until you choose.`}
      </Text>
      <div className={styles.sides}>
        <Mine decision={mine} at={entry.createdAt} />
        {theirs && <Theirs theirs={theirs} />}
      </div>
      {why && <Text id={whyId}>Sent again, it would be refused: discard it to go on.</Text>}
      <div className={styles.actions}>
        {conflict && (
          <Button
            appearance={why ? 'secondary' : 'primary'}
            disabledFocusable={why !== undefined}
            aria-describedby={why ? whyId : undefined}
            onClick={() => void applyAgain()}
          >
            Apply mine again
          </Button>
        )}
        <Button
          appearance={why || !conflict ? 'primary' : 'secondary'}
          onClick={() => void discard()}
        >
          Discard mine
        </Button>
        {!conflict && <RouterLink to="/changes">See unsent changes</RouterLink>}
      </div>
    </section>
  );
}
