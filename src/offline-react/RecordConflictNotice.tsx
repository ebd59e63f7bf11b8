import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link as RouterLink } from 'react-router';
import { conflictRows } from '../offline/conflict';
import type { SyncedEntity } from '../offline/types';
import { humanise } from './labels';
import { useOffline } from './OfflineProvider';

const useStyles = makeStyles({
  notice: { marginBottom: tokens.spacingVerticalM },
  list: { margin: `${tokens.spacingVerticalXS} 0`, paddingInlineStart: tokens.spacingHorizontalL },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

const TITLE = 'Not saved: changed by someone else';

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'nothing';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * On a record whose change from this device is in conflict (architecture §5): the form shows
 * the change as typed, so the page says it is not saved, what the server holds, and where to
 * choose (the Changes waiting page). Every offline record form shows it (OfflineRecordForm).
 */
export function RecordConflictNotice({
  entity,
  recordId,
}: {
  entity: SyncedEntity;
  recordId: string;
}) {
  const styles = useStyles();
  const engine = useOffline();
  const conflicts = useLiveQuery(
    async () =>
      (
        await engine?.db.outbox.where('[entity+recordId]').equals([entity, recordId]).toArray()
      )?.filter((entry) => entry.state === 'conflict') ?? [],
    [engine, entity, recordId],
    [],
  );
  if (conflicts.length === 0) return null;
  const rows = conflicts.flatMap((entry) => conflictRows(entry).rows);
  return (
    // Named by aria-label: Fluent gives the MessageBar's title an id of its own.
    <section aria-label={TITLE} className={styles.notice}>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{TITLE}</MessageBarTitle>
          Someone else changed this record while your change waited to be sent. The form shows your
          change; the server holds:
          <ul className={styles.list}>
            {rows.map((row) => (
              <li key={row.field}>
                {humanise(row.field)}: {shown(row.theirs)} (yours: {shown(row.mine)})
              </li>
            ))}
          </ul>
          <RouterLink className={styles.link} to="/changes">
            Resolve on Changes waiting
          </RouterLink>{' '}
          (keep yours, or take theirs).
        </MessageBarBody>
      </MessageBar>
    </section>
  );
}
