import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { discardEntry } from '../../../offline/outbox-actions';
import type { OutboxEntry } from '../../../offline/types';
import { useOffline } from '../../../offline-react/OfflineProvider';

/** The server refused a queued review (e.g. 422, 403): its message, and what can be done. */
export function SectionRefused({ entry, title }: { entry: OutboxEntry; title: string }) {
  const engine = useOffline();
  const detail = entry.lastError?.details?.[0]?.message;
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        {`${title}: the server refused your review. ${detail ?? entry.lastError?.message ?? ''} `}
        <RouterLink to="/changes">See unsent changes</RouterLink>
      </MessageBarBody>
      <MessageBarActions>
        <Button
          onClick={async () => {
            if (!engine) return;
            await discardEntry(engine.db, entry.id);
            // The sync status counts the refused review until it is told.
            await engine.refreshCounts();
          }}
        >
          Discard my review
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
