import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { dismissSnackbar, ui } from '../state/ui';

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    bottom: tokens.spacingVerticalXL,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 10,
    // Never wider than the screen less a margin each side: a long message wraps on a phone.
    width: 'max-content',
    maxWidth: `min(40rem, calc(100vw - 2 * ${tokens.spacingHorizontalL}))`,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  },
});

const INTENT = { success: 'success', info: 'info', warning: 'warning', error: 'error' } as const;

/** The app's one message area (spec §3 "snackbar"); passing messages go after 6 seconds. */
export function Snackbar() {
  const styles = useStyles();
  const { snackbar } = useSnapshot(ui);
  useEffect(() => {
    if (!snackbar || snackbar.permanent) return;
    const timer = setTimeout(dismissSnackbar, 6000);
    return () => clearTimeout(timer);
  }, [snackbar]);
  if (!snackbar) return null;
  return (
    <div className={styles.root} role={snackbar.type === 'error' ? 'alert' : 'status'}>
      <MessageBar intent={INTENT[snackbar.type]}>
        <MessageBarBody>{snackbar.message}</MessageBarBody>
        <MessageBarActions
          containerAction={
            <Button
              appearance="transparent"
              aria-label="Dismiss"
              icon={<Dismiss20Regular />}
              onClick={dismissSnackbar}
            />
          }
        />
      </MessageBar>
    </div>
  );
}
