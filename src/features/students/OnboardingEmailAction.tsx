import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { api, messageOfFailure } from '../../api/client';
import type { StudentListRow } from '../../domain/students/lists';
import {
  ONBOARDING_EMAIL_KINDS,
  type OnboardingEmailKind,
  onboardingEmailKindSchema,
} from '../../domain/students/onboarding';
import {
  ONBOARDING_EMAIL_LABELS,
  ONBOARDING_SEND_LIMIT,
  ONBOARDING_SKIP_MESSAGES,
  type OnboardingSendResult,
  onboardingSendResultSchema,
  onboardingSendSummary,
  rowsAwaitingOnboardingEmail,
} from '../../domain/students/onboarding-emails';
import { useOffline } from '../../offline-react/OfflineProvider';
import { offline } from '../../offline-react/state';
import { notify } from '../../state/ui';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const OFFLINE_MESSAGE = 'Sending e-mail needs a connection';

const students = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

/**
 * "Send onboarding email" on the New list (spec §9): one kind to the students shown that still
 * await it (not FC, not sent it yet), after saying how many; then how many were sent and skipped.
 * The server records each date sent, which the list's columns show once the device syncs.
 */
export function OnboardingEmailAction({ rows }: { rows: readonly StudentListRow[] }) {
  const styles = useStyles();
  // The sync status's idea of being online, as the rest of the app shows it.
  const { online } = useSnapshot(offline);
  const engine = useOffline();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<OnboardingEmailKind>('accounts');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<OnboardingSendResult>();
  const [failure, setFailure] = useState<string>();
  const awaiting = rowsAwaitingOnboardingEmail(rows, kind).slice(0, ONBOARDING_SEND_LIMIT);

  const start = () => {
    setResult(undefined);
    setFailure(undefined);
    setOpen(true);
  };

  const send = async () => {
    if (!navigator.onLine) {
      setFailure(OFFLINE_MESSAGE);
      return;
    }
    setSending(true);
    setFailure(undefined);
    try {
      const answer = await api
        .post('students/onboarding-emails', {
          json: { kind, studentIds: awaiting.map((row) => row.id) },
        })
        .json();
      const sent = onboardingSendResultSchema.parse(answer);
      setResult(sent);
      notify(onboardingSendSummary(sent), sent.failed.length > 0 ? 'warning' : 'success');
      // The dates sent reach this device's list through the change feed.
      void engine?.syncNow();
    } catch (error) {
      setFailure(await messageOfFailure(error, 'The e-mails could not be sent; try again.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button onClick={start}>Send onboarding email</Button>
      <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
        <DialogSurface aria-describedby={undefined}>
          <DialogBody>
            <DialogTitle>Send onboarding email</DialogTitle>
            <DialogContent className={styles.content}>
              <Field label="Email to send">
                <Select
                  value={kind}
                  disabled={sending || result !== undefined}
                  onChange={(_, data) => {
                    const parsed = onboardingEmailKindSchema.safeParse(data.value);
                    if (parsed.success) setKind(parsed.data);
                  }}
                >
                  {ONBOARDING_EMAIL_KINDS.map((option) => (
                    <option key={option} value={option}>
                      {ONBOARDING_EMAIL_LABELS[option]}
                    </option>
                  ))}
                </Select>
              </Field>
              {!online && (
                <MessageBar intent="warning">
                  <MessageBarBody>{OFFLINE_MESSAGE}</MessageBarBody>
                </MessageBar>
              )}
              {result ? (
                <Outcome result={result} />
              ) : (
                <Text role="status">
                  {awaiting.length === 0
                    ? `No student shown awaits the ${ONBOARDING_EMAIL_LABELS[kind]} email.`
                    : `${students(awaiting.length)} shown ${awaiting.length === 1 ? 'awaits' : 'await'} the ${ONBOARDING_EMAIL_LABELS[kind]} email. Send it?`}
                </Text>
              )}
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              {!result && (
                <Button
                  appearance="primary"
                  disabled={sending || !online || awaiting.length === 0}
                  onClick={() => void send()}
                >
                  {sending ? 'Sending…' : `Send to ${students(awaiting.length)}`}
                </Button>
              )}
              <Button onClick={() => setOpen(false)}>{result ? 'Close' : 'Cancel'}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}

function Outcome({ result }: { result: OnboardingSendResult }) {
  return (
    <>
      <Text role="status" weight="semibold">
        {onboardingSendSummary(result)}
      </Text>
      {result.skipped.length + result.failed.length > 0 && (
        <ul aria-label="Not sent">
          {result.skipped.map((skip) => (
            <li key={skip.id}>
              {skip.id}: {ONBOARDING_SKIP_MESSAGES[skip.reason]}
            </li>
          ))}
          {result.failed.map((fail) => (
            <li key={fail.id}>
              {fail.id}: {fail.message}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
