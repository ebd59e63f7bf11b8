import { Badge } from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { useOffline } from '../../../offline-react/OfflineProvider';

/**
 * Where a write of a student-forms record stands: queued on the device, refused, or sent
 * (the outbox entry is gone once the server has taken it).
 */
export function SendState({ recordId, saved }: { recordId: string; saved: boolean }) {
  const engine = useOffline();
  const entry = useLiveQuery(
    async () =>
      engine?.db.outbox.where('[entity+recordId]').equals(['student-forms', recordId]).first(),
    [engine, recordId],
  );
  if (entry?.state === 'rejected' || entry?.state === 'conflict') {
    return (
      <Badge appearance="tint" color="danger" shape="rounded">
        {`Not accepted: ${entry.lastError?.message ?? 'see Changes'}`}
      </Badge>
    );
  }
  if (entry) {
    return (
      <Badge appearance="tint" color="warning" shape="rounded">
        Waiting to be sent
      </Badge>
    );
  }
  if (!saved) return null;
  return (
    <Badge appearance="tint" color="success" shape="rounded">
      Sent
    </Badge>
  );
}
