import {
  Button,
  Card,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../domain/format/dates';
import { canWithdraw, evidenceFilesOf, requestFormOf } from '../../../domain/forms';
import type { StoredStudentRequest } from '../../../domain/records/student-request';
import { discardEntry } from '../../../offline/outbox-actions';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { notify } from '../../../state/ui';
import { withdrawRequest } from './commands';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalM, padding: 0, margin: 0 },
  item: { listStyleType: 'none' },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

/** A line that says what the request is about, from its data. */
export type DescribeRequest = (request: StoredStudentRequest) => string | undefined;

/**
 * The student's requests of some types, newest first, from the device: status, staff's reason,
 * whether it is still waiting to be sent; withdraw while pending (cancel while unsent).
 */
export function MyRequests({
  types,
  heading,
  summarise,
}: {
  types: readonly string[];
  heading: string;
  summarise?: DescribeRequest;
}) {
  const styles = useStyles();
  const engine = useOffline();
  const key = types.join(',');
  const data = useLiveQuery(async () => {
    if (!engine) return undefined;
    const rows = await engine.db['student-requests'].where('type').anyOf(key.split(',')).toArray();
    const queued = await engine.db.outbox.toArray();
    const unsent = new Map(
      queued
        .filter((entry) => entry.entity === 'student-requests' && entry.method === 'POST')
        .map((entry) => [entry.recordId ?? '', entry]),
    );
    return {
      rows: rows.toSorted((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '')),
      unsent,
    };
  }, [engine, key]);
  if (!engine || !data) return null;

  const withdraw = async (row: StoredStudentRequest, title: string) => {
    const entry = data.unsent.get(row.id);
    if (entry) {
      // Never sent: cancelling the queued request is the whole withdrawal.
      await discardEntry(engine.db, entry.id);
      notify('Your request was cancelled before it was sent.', 'success');
      return;
    }
    const queued = await engine.queue(withdrawRequest, { id: row.id, title });
    if (!queued) return;
    notify('Your request is withdrawn. It is sent when the connection allows.', 'success');
  };

  return (
    <section aria-labelledby={`requests-${key}`}>
      <Text as="h2" size={500} weight="semibold" id={`requests-${key}`} block>
        {heading}
      </Text>
      {data.rows.length === 0 ? (
        <Text>You have not made any yet.</Text>
      ) : (
        <ul className={styles.list} aria-label={heading}>
          {data.rows.map((row) => {
            const status = row.status;
            const title = requestFormOf(row.type)?.title ?? row.type;
            const about = summarise?.(row);
            const unsent = data.unsent.get(row.id);
            return (
              <li key={row.id} className={styles.item}>
                <Card aria-label={`${title}${about ? `: ${about}` : ''}`}>
                  <div className={styles.head}>
                    <Text weight="semibold">{title}</Text>
                    <StatusBadge status={status} />
                    {unsent && <StatusBadge status="Waiting to send" />}
                  </div>
                  {about && <Text>{about}</Text>}
                  {evidenceFilesOf(row).length > 0 && (
                    <Text size={200}>
                      Evidence:{' '}
                      {evidenceFilesOf(row).map((file, index) => (
                        <span key={file.id}>
                          {index > 0 && ', '}
                          <Link href={`/api/evidence/${encodeURIComponent(file.id)}`} download>
                            {file.fileName}
                          </Link>
                        </span>
                      ))}
                    </Text>
                  )}
                  {typeof row.createdAt === 'string' && (
                    <Text size={200}>Made on {formatDate(row.createdAt)}</Text>
                  )}
                  {typeof row.decisionReason === 'string' && row.decisionReason && (
                    <MessageBar intent={status === 'Rejected' ? 'warning' : 'info'}>
                      <MessageBarBody>
                        {status === 'Rejected' ? 'Why it was rejected: ' : 'Note: '}
                        {row.decisionReason}
                      </MessageBarBody>
                    </MessageBar>
                  )}
                  {canWithdraw(status) && (
                    <div>
                      <Button
                        aria-label={`${unsent ? 'Cancel' : 'Withdraw'} this request: ${title}${about ? `, ${about}` : ''}`}
                        onClick={() => void withdraw(row, title)}
                      >
                        {unsent ? 'Cancel this request' : 'Withdraw this request'}
                      </Button>
                    </div>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
