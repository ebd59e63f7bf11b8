import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { reloadToUpdate } from './service-worker';
import { offline } from './state';

/** What the device needs the user to know: a new version, a copy the browser cleared. */
export function DeviceNotices() {
  const state = useSnapshot(offline);
  return (
    <>
      {state.updateAvailable && (
        <MessageBar intent="info">
          <MessageBarBody>
            New version available. Your drafts and unsent changes are kept.
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={reloadToUpdate}>Reload</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {state.wiped && (
        <MessageBar intent="warning">
          <MessageBarBody>
            The browser cleared the records kept on this device. They are being fetched again.
          </MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
