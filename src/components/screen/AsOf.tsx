import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { formatDateTime } from '../../domain/format/dates';

/** Says that a screen shows its last saved view (offline, or the server did not answer). */
export function AsOf({ updatedAt, stale }: { updatedAt: number; stale: boolean }) {
  if (!stale || updatedAt === 0) return null;
  return (
    <MessageBar intent="info">
      <MessageBarBody>
        As of {formatDateTime(new Date(updatedAt))}: the last view saved on this device.
      </MessageBarBody>
    </MessageBar>
  );
}
