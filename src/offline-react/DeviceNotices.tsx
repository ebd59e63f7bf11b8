import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { sessionExpired } from '../state/session';
import { notify } from '../state/ui';
import { downloadJson } from './download';
import { useOffline } from './OfflineProvider';
import { reloadToUpdate } from './service-worker';
import { offline } from './state';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the device needs the user to know: a new version, a copy the browser cleared, a store lost
 * under the page, a change too big for a full device, a sign-out in another tab (architecture §5).
 */
export function DeviceNotices() {
  const state = useSnapshot(offline);
  const engine = useOffline();
  const navigate = useNavigate();
  const [sendError, setSendError] = useState<string | null>(null);
  const lost = state.storeLost;
  const notQueued = state.notQueued.length;

  const exportUnsent = async () => {
    if (engine) downloadJson(await engine.exportUnsent());
  };
  const sendNow = async () => {
    setSendError(null);
    try {
      const refused = (await engine?.sendNotQueued()) ?? null;
      setSendError(refused);
      if (!refused) notify('Sent. The server has your change.', 'success');
    } catch {
      setSendError('No answer from the server: try again when the connection is back.');
    }
  };

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
      {lost && (
        <MessageBar intent="warning">
          <MessageBarBody>
            The copy of your data on this device was removed while you were signed in (by another
            tab or the browser).{' '}
            {lost.restored
              ? `This page put back what it still held (${plural(lost.entries, 'unsent change', 'unsent changes')}, ${plural(lost.drafts, 'draft', 'drafts')}); the records are being fetched again.`
              : 'What this page shows is still here: copy what you typed before you leave it.'}
          </MessageBarBody>
          <MessageBarActions>
            <Button
              onClick={() => {
                offline.storeLost = null;
              }}
            >
              Dismiss
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {notQueued > 0 && (
        <MessageBar intent="error">
          <MessageBarBody>
            This device is full: {plural(notQueued, 'change', 'changes')} could not be saved on it.
            What you typed is still in the form. Export the unsent changes to a file, or send them
            now while you are online. Free some space (other sites' data, files) to go on working
            offline.
            {sendError && ` ${sendError}`}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void exportUnsent()}>Export unsent changes</Button>
            <Button onClick={() => void sendNow()} disabled={!state.online}>
              Send it now
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {state.signedOutElsewhere && (
        <MessageBar intent="warning">
          <MessageBarBody>
            You signed out in another tab. Your unsent changes and drafts stay on this device and
            are sent when you sign in again; nothing is sent until then.
          </MessageBarBody>
          <MessageBarActions>
            <Button
              onClick={async () => {
                // What the forms hold is written before they close with the session.
                await engine?.keepDrafts();
                sessionExpired();
                void navigate('/pages/login');
              }}
            >
              Sign in again
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
    </>
  );
}
