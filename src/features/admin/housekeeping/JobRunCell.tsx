import { Button, Field, ProgressBar } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { messageOfFailure } from '../../../api/client';
import type { HousekeepingJob, JobRun } from '../../../domain/admin/housekeeping';
import { notify } from '../../../state/ui';
import { OVERVIEW_KEY, startRun, useJobRun } from './housekeeping-api';

/**
 * "Run now" for one job: starts a run, shows its progress while the server works through its
 * batches, then refreshes the jobs' last runs (where the result shows).
 */
export function JobRunCell({
  job,
  name,
  lastRun,
  online,
}: {
  job: HousekeepingJob;
  name: string;
  lastRun: JobRun | null;
  online: boolean;
}) {
  const queryClient = useQueryClient();
  const [runId, setRunId] = useState<string>();
  const [starting, setStarting] = useState(false);
  const run = useJobRun(runId);
  const current = run.data ?? (lastRun?.status === 'running' ? lastRun : undefined);
  const running = starting || current?.status === 'running';

  useEffect(() => {
    if (run.data && run.data.status !== 'running') {
      void queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
      setRunId(undefined);
    }
  }, [run.data, queryClient]);

  const start = async () => {
    setStarting(true);
    try {
      const started = await startRun(job);
      queryClient.setQueryData(['admin-housekeeping-run', started.id], started);
      setRunId(started.id);
    } catch (failure) {
      notify(await messageOfFailure(failure, 'The job could not start; try again.'), 'error');
    } finally {
      setStarting(false);
    }
  };

  if (running) {
    return (
      <Field
        label={`${name}: running`}
        validationState="none"
        validationMessage={`${current?.progress ?? 0}%`}
      >
        <ProgressBar
          aria-label={`${name} progress`}
          value={(current?.progress ?? 0) / 100}
          thickness="large"
        />
      </Field>
    );
  }
  return (
    <Button
      icon={<PlayRegular />}
      aria-label={`Run now: ${name}`}
      disabled={!online}
      onClick={() => void start()}
    >
      Run now
    </Button>
  );
}
