import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  ArrowSync20Regular,
  CloudCheckmark20Regular,
  CloudOff20Regular,
  Warning20Regular,
} from '@fluentui/react-icons';
import { lazy, Suspense, useId } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { formatInstantTimeOfDay } from '../domain/format/time-of-day';
import { offline } from './state';

const useStyles = makeStyles({
  // Never squeezed by the title: "Up to date" stays on one line (the title ends in an ellipsis).
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexShrink: 0 },
  button: { color: tokens.colorNeutralForegroundOnBrand, minWidth: 0, whiteSpace: 'nowrap' },
});

const InitialProgress = lazy(() =>
  import('./InitialProgress').then((module) => ({ default: module.InitialProgress })),
);

function summary(state: typeof offline): string {
  const parts = [state.online ? 'Online' : 'Offline'];
  if (state.pending > 0)
    parts.push(`${state.pending} ${state.pending === 1 ? 'change' : 'changes'} waiting`);
  if (state.conflicts > 0)
    parts.push(`${state.conflicts} ${state.conflicts === 1 ? 'conflict' : 'conflicts'}`);
  if (state.rejected > 0) parts.push(`${state.rejected} refused`);
  if (state.needsSignIn) parts.push('sign in again to send');
  if (state.lastSyncedAt) parts.push(`synced ${formatInstantTimeOfDay(state.lastSyncedAt)}`);
  else parts.push('not synced yet');
  if (state.appOffline === 'saving') parts.push('saving the app for offline use');
  if (state.appOffline === 'unavailable') parts.push('this browser cannot open the app offline');
  return parts.join(' · ');
}

/** Always in the top bar: online or not, changes waiting, conflicts, last sync (architecture §5). */
export function SyncStatus() {
  const styles = useStyles();
  const state = useSnapshot(offline);
  const navigate = useNavigate();
  const descriptionId = useId();
  const text = summary(state as typeof offline);
  const attention = state.conflicts + state.rejected > 0 || state.needsSignIn;
  const Icon = !state.online
    ? CloudOff20Regular
    : attention
      ? Warning20Regular
      : state.syncing || state.appOffline === 'saving'
        ? ArrowSync20Regular
        : CloudCheckmark20Regular;

  return (
    <div className={styles.root} role="status" aria-label="Sync status" aria-live="polite">
      {state.initial && (
        <Suspense fallback={null}>
          <InitialProgress applied={state.initial.applied} total={state.initial.total} />
        </Suspense>
      )}
      {/* The whole summary as the button's description and native tooltip: Fluent's Tooltip
          would bring positioning and portals to every first screen (README, Benchmarks). */}
      <Button
        appearance="transparent"
        className={styles.button}
        icon={<Icon />}
        title={text}
        aria-describedby={descriptionId}
        onClick={() => navigate('/changes')}
      >
        <Text className={styles.button}>
          {state.online ? '' : 'Offline · '}
          {state.pending + state.conflicts + state.rejected > 0
            ? `${state.pending + state.conflicts + state.rejected} waiting`
            : !state.online
              ? 'Saved on this device'
              : state.lastSyncedAt && !state.syncing && state.appOffline !== 'saving'
                ? 'Up to date'
                : 'Syncing…'}
        </Text>
      </Button>
      <span id={descriptionId} hidden>
        {text}
      </span>
    </div>
  );
}
