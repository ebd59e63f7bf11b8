import {
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { api, messageOfFailure } from '../../../api/client';
import { xeroMessage } from '../../../domain/errors/catalogue';
import { formatMoney } from '../../../domain/format/numbers';
import { offline } from '../../../offline-react/state';
import { useFeature } from '../../../state/features';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';

// "Waiting for Xero" (spec §2.3 "Xero as the ledger of record"): what has not reached Xero yet,
// why (spec §8's 'Xero connection problem: …' with Xero's ValidationErrors texts), "Sync now"
// and "Retry". It talks to Xero through the server, so it works online only. Shown only when the
// college has the accounting service (the `accountingService` switch).

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  grow: { flexGrow: 1 },
  problems: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

export interface XeroState {
  configured: boolean;
  counts: { waiting: number; failed: number; sent: number };
  lastSentAt: string | null;
}
export interface XeroQueueItem {
  id: string;
  kind: 'contact' | 'invoice' | 'credit-note' | 'payment';
  status: 'waiting' | 'failed' | 'sent';
  number: string | null;
  amountPence: number | null;
  studentName: string | null;
  error: { code: string; message: string; details: { message: string }[] } | null;
}
interface SyncAnswer {
  sent: number;
  failed: number;
  pulled: { payments: number };
}

const KIND_LABELS: Record<XeroQueueItem['kind'], string> = {
  contact: 'Contact',
  invoice: 'Invoice',
  'credit-note': 'Credit note',
  payment: 'Payment',
};

const recordLabel = (item: XeroQueueItem) =>
  `${KIND_LABELS[item.kind]}${item.number ? ` ${item.number}` : ''}`;

async function read<T>(path: string): Promise<T> {
  try {
    return await api.get(path).json<T>();
  } catch (failure) {
    throw new Error(await messageOfFailure(failure));
  }
}

/** The "Waiting for Xero" panel of the invoices page; nothing without the accounting service. */
export function XeroQueuePanel() {
  if (!useFeature('accountingService')) return null;
  return <XeroQueue />;
}

function XeroQueue() {
  const styles = useStyles();
  const client = useQueryClient();
  const { online } = useSnapshot(offline);
  const [busy, setBusy] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const user = session.user?.id;
  const state = useQuery({
    queryKey: ['finance-xero', user],
    queryFn: () => read<XeroState>('finance/xero'),
    enabled: online,
  });
  const queue = useQuery({
    queryKey: ['finance-xero-queue', user],
    queryFn: () => read<{ items: XeroQueueItem[] }>('finance/xero/queue'),
    enabled: online,
  });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['finance-xero'] }),
      client.invalidateQueries({ queryKey: ['finance-xero-queue'] }),
      client.invalidateQueries({ queryKey: ['finance-invoices'] }),
    ]);

  const act = async (key: string, run: () => Promise<string>) => {
    setBusy(key);
    setFailure(undefined);
    try {
      notify(await run(), 'success');
    } catch (error) {
      setFailure(await messageOfFailure(error));
    } finally {
      setBusy(undefined);
      await refresh();
    }
  };
  const syncNow = () =>
    act('sync', async () => {
      const answer = await api.post('finance/xero/sync').json<SyncAnswer | { running: true }>();
      if ('running' in answer) return 'The sync goes on in the background; the list follows it';
      return `Xero: ${answer.sent} sent, ${answer.failed} refused, ${answer.pulled.payments} payments brought back`;
    });
  const retry = (item: XeroQueueItem) =>
    act(item.id, async () => {
      await api.post(`finance/xero/queue/${encodeURIComponent(item.id)}/retry`);
      return `${recordLabel(item)} is in Xero`;
    });

  const counts = state.data?.counts;
  const items = queue.data?.items ?? [];
  return (
    <Card className={styles.root} role="region" aria-labelledby="xero-queue-heading">
      <div className={styles.header}>
        <h2 id="xero-queue-heading" className={styles.heading}>
          Waiting for Xero
        </h2>
        {counts && (
          <Text className={styles.grow}>
            {counts.waiting} waiting · {counts.failed} refused · {counts.sent} in Xero
          </Text>
        )}
        <Button
          icon={<ArrowSyncRegular />}
          disabled={!online || busy !== undefined || state.data?.configured === false}
          onClick={() => void syncNow()}
        >
          {busy === 'sync' ? 'Syncing…' : 'Sync now'}
        </Button>
      </div>
      {!online && (
        <MessageBar intent="info">
          <MessageBarBody>Xero can be reached only online: connect to sync.</MessageBarBody>
        </MessageBar>
      )}
      {state.data?.configured === false && (
        <MessageBar intent="warning">
          <MessageBarBody>
            Xero is not connected: the server needs XERO_CLIENT_ID and XERO_CLIENT_SECRET.
          </MessageBarBody>
        </MessageBar>
      )}
      {(failure ?? state.error?.message ?? queue.error?.message) && (
        <MessageBar intent="error">
          <MessageBarBody>{failure ?? state.error?.message ?? queue.error?.message}</MessageBarBody>
        </MessageBar>
      )}
      {items.length > 0 && (
        <Table aria-label="Records waiting for Xero" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Record</TableHeaderCell>
              <TableHeaderCell>Student</TableHeaderCell>
              <TableHeaderCell>Amount</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell>Problem</TableHeaderCell>
              <TableHeaderCell>Action</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{recordLabel(item)}</TableCell>
                <TableCell>{item.studentName ?? '—'}</TableCell>
                <TableCell>
                  {item.amountPence === null ? '—' : formatMoney(item.amountPence)}
                </TableCell>
                <TableCell>{item.status === 'failed' ? 'Refused' : 'Waiting'}</TableCell>
                <TableCell>
                  <Problem item={item} listClass={styles.problems} />
                </TableCell>
                <TableCell>
                  {item.status === 'failed' && (
                    <Button
                      size="small"
                      aria-label={`Retry ${recordLabel(item)}`}
                      disabled={!online || busy !== undefined}
                      onClick={() => void retry(item)}
                    >
                      Retry
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

/** Why a row has not reached Xero: spec §8's message for a refusal, with Xero's own texts. */
function Problem({ item, listClass }: { item: XeroQueueItem; listClass: string }) {
  if (!item.error) return <>—</>;
  const details = item.error.details.map((detail) => detail.message);
  return (
    <>
      <Text>{item.status === 'failed' ? xeroMessage(item.error.message) : item.error.message}</Text>
      {details.length > 1 && (
        <ul className={listClass}>
          {details.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </>
  );
}
