import {
  Badge,
  Button,
  Card,
  CardHeader,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLayoutEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../domain/format/dates';
import { discardEntry, retryEntry } from '../offline/outbox-actions';
import type { OutboxEntry } from '../offline/types';
import { ui } from '../state/ui';
import { ConflictView } from './ConflictView';
import { downloadJson } from './download';
import { useOffline } from './OfflineProvider';
import { RejectedEditor } from './RejectedEditor';
import { offline } from './state';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '60rem' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  // A badge's pill has a fixed height: its text stays on one line (it wrapped onto four).
  badge: { whiteSpace: 'nowrap', flexShrink: 0 },
});

const STATE_TEXT: Record<OutboxEntry['state'], string> = {
  pending: 'Waiting to be sent',
  sending: 'Sending',
  retrying: 'Will be sent again',
  auth: 'Sign in again to send',
  conflict: 'Changed by someone else',
  rejected: 'Refused by the server',
};

const TITLE = 'Changes waiting';

/** "Changes waiting": every change not yet on the server, in plain words, with what can be done. */
export function OutboxPage() {
  const styles = useStyles();
  // Not a menu route, so no guard names it: the page does (the top bar said "Collegium").
  useLayoutEffect(() => {
    ui.pageTitle = TITLE;
    document.title = `${TITLE} · Collegium`;
  }, []);
  const engine = useOffline();
  const state = useSnapshot(offline);
  const entries = useLiveQuery(
    async () => engine?.db.outbox.orderBy('createdAt').toArray(),
    [engine],
  );
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);

  if (!engine || !entries) return <Text>Loading, please wait ...</Text>;
  const after = () => void engine.afterQueued();

  return (
    <section className={styles.list} aria-labelledby="changes-heading">
      <div className={styles.head}>
        <h2 id="changes-heading">Not yet on the server</h2>
        <Text>
          {entries.length === 0
            ? 'Everything you changed is on the server.'
            : `${entries.length} ${entries.length === 1 ? 'change' : 'changes'}.`}
        </Text>
        {entries.length > 0 && (
          <Button onClick={async () => downloadJson(await engine.exportUnsent())}>
            Export unsent changes
          </Button>
        )}
        <Button onClick={() => void engine.replayNow({ retryNow: true })} disabled={!state.online}>
          Send now
        </Button>
      </div>
      {state.needsSignIn && (
        <MessageBar intent="warning">
          <MessageBarBody>
            Your session ended. Sign in again as the same user: nothing is lost and the changes are
            sent.
          </MessageBarBody>
        </MessageBar>
      )}
      {state.storage && (
        <Text size={200}>
          Stored on this device: {(state.storage.usage / 1_048_576).toFixed(1)} MB of{' '}
          {(state.storage.quota / 1_048_576).toFixed(0)} MB
          {state.storage.persisted
            ? ' (kept by the browser)'
            : ' (the browser may clear it when space runs low)'}
          .
        </Text>
      )}
      {entries.map((entry) => (
        <Card key={entry.id} aria-label={entry.label}>
          <CardHeader
            header={<Text weight="semibold">{entry.label}</Text>}
            description={<Text size={200}>Made {formatDateTime(entry.createdAt)}</Text>}
            action={
              <Badge
                className={styles.badge}
                appearance="tint"
                color={
                  entry.state === 'conflict' || entry.state === 'rejected'
                    ? 'danger'
                    : 'informative'
                }
              >
                {STATE_TEXT[entry.state]}
              </Badge>
            }
          />
          {entry.lastError && entry.state !== 'conflict' && (
            <MessageBar intent={entry.state === 'rejected' ? 'error' : 'warning'}>
              <MessageBarBody>
                {entry.lastError.message}
                {entry.lastError.details?.map((detail) => (
                  <div key={`${detail.param}-${detail.message}`}>
                    {detail.message}
                    {detail.param ? ` (${detail.param})` : ''}
                  </div>
                ))}
              </MessageBarBody>
            </MessageBar>
          )}
          {entry.state === 'conflict' && <ConflictView entry={entry} onResolved={after} />}
          {entry.state === 'rejected' && <RejectedEditor entry={entry} onResubmitted={after} />}
          <div className={styles.actions}>
            {(entry.state === 'retrying' || entry.state === 'rejected') && (
              <Button
                onClick={async () => {
                  await retryEntry(engine.db, entry.id);
                  after();
                }}
              >
                Try again
              </Button>
            )}
            <Button onClick={() => setDiscarding(entry)}>Discard…</Button>
          </div>
        </Card>
      ))}
      <Dialog
        open={discarding !== null}
        onOpenChange={(_, data) => !data.open && setDiscarding(null)}
      >
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Discard this change?</DialogTitle>
            <DialogContent>
              “{discarding?.label}” will never reach the server. This cannot be undone.
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setDiscarding(null)}>Keep it</Button>
              <Button
                appearance="primary"
                onClick={async () => {
                  if (discarding) await discardEntry(engine.db, discarding.id);
                  setDiscarding(null);
                  await engine.refreshCounts();
                }}
              >
                Discard the change
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </section>
  );
}
