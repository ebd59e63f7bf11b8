import {
  Badge,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../domain/format/dates';
import type { StoredOfflinePack } from '../../offline/database';
import { useOffline } from '../../offline-react/OfflineProvider';
import { offline } from '../../offline-react/state';
import { formatBytes, type TakeOfflineProgress, takeOffline } from './take-offline';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS },
  line: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  button: { minHeight: '44px', justifySelf: 'start' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** What the screens show of a download (the roster itself stays in the table). */
export type PackSummary = Pick<StoredOfflinePack, 'storedAt' | 'bytes'> & { studentCount: number };

const STEP_WORDS: Record<TakeOfflineProgress['step'], string> = {
  asking: 'Asking this device to keep it',
  downloading: 'Downloading the roster',
  storing: 'Storing it on this device',
};

/** Where a download has got to, as a bar (its share when the total is known) and words. */
function Progress({ progress }: { progress: TakeOfflineProgress }) {
  const share =
    progress.step === 'storing'
      ? 1
      : progress.total
        ? Math.min(1, progress.received / progress.total)
        : undefined;
  const received = progress.received > 0 ? ` (${formatBytes(progress.received)})` : '';
  return (
    <Field label={STEP_WORDS[progress.step]} hint={`${STEP_WORDS[progress.step]}${received}`}>
      <ProgressBar value={share} thickness="large" />
    </Field>
  );
}

/**
 * "Take offline" of one residential (issue 23): the state of this device's copy ("Ready
 * offline", when it was taken), the button that takes it (or takes it again: "Update"), the
 * download's progress and what went wrong (no room: nothing stored).
 */
export function TakeOfflineControl({
  residentialId,
  title,
  pack,
}: {
  residentialId: string;
  title: string;
  pack: PackSummary | undefined;
}) {
  const styles = useStyles();
  const engine = useOffline();
  const { online } = useSnapshot(offline);
  const [progress, setProgress] = useState<TakeOfflineProgress>();
  const [problem, setProblem] = useState<string>();

  const take = async () => {
    if (!engine) return;
    setProblem(undefined);
    setProgress({ step: 'asking', received: 0 });
    const outcome = await takeOffline(engine.db, residentialId, setProgress);
    setProgress(undefined);
    if (outcome.type === 'no-room') {
      setProblem(
        `Not enough room on this device: the roster needs ${formatBytes(outcome.needed)} and ${formatBytes(outcome.free)} can be used. Nothing was stored. Free some space and try again.`,
      );
    } else if (outcome.type === 'failed') {
      setProblem(`${title} was not taken offline: ${outcome.message}`);
    }
  };

  const verb = pack ? 'Update' : 'Take offline';
  return (
    <div className={styles.root}>
      <div className={styles.line}>
        {pack ? (
          <>
            <Badge appearance="filled" color="success" size="large">
              Ready offline
            </Badge>
            <Text>
              {`Taken ${formatDateTime(pack.storedAt)} · ${pack.studentCount} students · ${formatBytes(pack.bytes)}`}
            </Text>
          </>
        ) : (
          <Text className={styles.muted}>Not on this device yet.</Text>
        )}
        <Button
          className={styles.button}
          appearance={pack ? 'secondary' : 'primary'}
          aria-label={`${verb}: ${title}`}
          disabled={!engine || !online || progress !== undefined}
          onClick={() => void take()}
        >
          {verb}
        </Button>
        {!online && <Text className={styles.muted}>Connect to the network to take it.</Text>}
      </div>
      {progress && <Progress progress={progress} />}
      {problem && (
        <MessageBar intent="warning">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
