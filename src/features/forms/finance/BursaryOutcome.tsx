import {
  MessageBar,
  MessageBarBody,
  type MessageBarIntent,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { formatDate } from '../../../domain/format/dates';
import { formatMoney } from '../../../domain/format/numbers';
import { session } from '../../../state/session';
import { bursaryDecisionsQuery } from '../queries';

const useStyles = makeStyles({ bar: { marginBottom: tokens.spacingVerticalL } });

const INTENT: Record<string, MessageBarIntent> = {
  Approved: 'success',
  Rejected: 'error',
  'Additional information needed': 'warning',
};

/**
 * The bursary panel's decision on the student's application (spec §2.3 `finance/bursaries`),
 * above the bursary-application form once decided; nothing while undecided or unread.
 */
export function BursaryOutcome() {
  const styles = useStyles();
  const { user } = useSnapshot(session);
  const query = useQuery(bursaryDecisionsQuery(user?.id ?? ''));
  const latest = query.data?.items[0];
  if (!latest) return null;
  const award =
    latest.outcome === 'Approved' && latest.amountPence !== null
      ? `${latest.bursaryType ?? 'Bursary'} of ${formatMoney(latest.amountPence)}, credited to your fees for ${latest.sessionId}. `
      : '';
  return (
    <MessageBar className={styles.bar} intent={INTENT[latest.outcome] ?? 'info'} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>
          Bursary decision {latest.sessionId}: {latest.outcome}
        </MessageBarTitle>
        {award}
        {latest.comment && `“${latest.comment}” `}
        (decided {formatDate(latest.decidedAt.slice(0, 10))})
      </MessageBarBody>
    </MessageBar>
  );
}
