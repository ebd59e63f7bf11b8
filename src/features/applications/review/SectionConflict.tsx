import { Button, Caption1, Text } from '@fluentui/react-components';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../domain/format/dates';
import { applyConflictResolution } from '../../../offline/conflict';
import type { OutboxEntry } from '../../../offline/types';
import { valueAt } from '../../../offline/values';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { notify } from '../../../state/ui';
import { useConflictStyles as useStyles } from './conflict-styles';

interface Review {
  outcome?: string | null;
  comment?: string | null;
  reviewedByName?: string | null;
  reviewedBy?: string | null;
  reviewedAt?: string | null;
}

function Side({ heading, review, who }: { heading: string; review: Review; who: string }) {
  const styles = useStyles();
  return (
    <section className={styles.side} aria-label={heading}>
      <Text weight="semibold">{heading}</Text>
      <div>
        <StatusBadge status={review.outcome ?? 'Not yet reviewed'} />
      </div>
      <Text>{review.comment || 'No comment'}</Text>
      <Caption1>{who}</Caption1>
    </section>
  );
}

/** Another reviewer changed this section first: mine and theirs side by side; never overwritten. */
export function SectionConflict({ entry, title }: { entry: OutboxEntry; title: string }) {
  const styles = useStyles();
  const engine = useOffline();
  const body = (entry.body ?? {}) as { outcome?: string; comment?: string };
  const theirs = (valueAt(entry.serverRecord, entry.baseAt ?? []) ?? {}) as Review;
  const resolve = async (choice: 'mine' | 'theirs') => {
    if (!engine) return;
    await applyConflictResolution(engine.db, entry, choice);
    // The sync status counts the conflict until it is told.
    if (choice === 'mine') await engine.afterQueued();
    else await engine.refreshCounts();
    notify(
      choice === 'mine'
        ? `${title}: your outcome is sent again, over theirs`
        : `${title}: their outcome kept, yours discarded`,
      'success',
    );
  };
  return (
    <section className={styles.root} aria-label={`Conflict on ${title}`}>
      <Text weight="semibold">Someone else reviewed this section before your change was sent.</Text>
      <div className={styles.sides}>
        <Side
          heading="Your outcome"
          review={body}
          who={`You, ${formatDateTime(entry.createdAt)}`}
        />
        <Side
          heading="Their outcome"
          review={theirs}
          who={`${theirs.reviewedByName || theirs.reviewedBy || 'Another reviewer'}${
            theirs.reviewedAt ? `, ${formatDateTime(theirs.reviewedAt)}` : ''
          }`}
        />
      </div>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => void resolve('mine')}>
          Keep mine
        </Button>
        <Button onClick={() => void resolve('theirs')}>Take theirs</Button>
      </div>
    </section>
  );
}
