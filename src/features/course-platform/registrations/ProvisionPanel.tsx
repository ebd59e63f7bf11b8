import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api, messageOfFailure } from '../../../api/client';
import { ReadOnlyTable } from '../../../components/read-only-table';
import {
  type ProvisionResult,
  provisionJobSchema,
} from '../../../domain/course-platform/registrations';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

const ACCOUNT_TEXT: Record<ProvisionResult['account'], string> = {
  existed: 'Already there',
  created: 'Created',
  failed: 'Not created',
  pending: 'Waiting',
};

/**
 * "Create missing accounts and enrol": starts the server's job (for everyone in scope, or these
 * students), follows its progress and shows what happened to each row that needed something.
 */
export function ProvisionPanel({
  studentIds,
  onFinished,
}: {
  studentIds?: string[];
  onFinished: () => void;
}) {
  const styles = useStyles();
  const [jobId, setJobId] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [starting, setStarting] = useState(false);
  const job = useQuery({
    queryKey: ['registrations-job', jobId],
    enabled: jobId !== undefined,
    queryFn: async () =>
      provisionJobSchema.parse(await api.get(`registrations/provision/${jobId}`).json()),
    refetchInterval: (query) => (query.state.data?.status === 'finished' ? false : 1000),
  });
  const finished = job.data?.status === 'finished';
  // Once per job: the list is read again when the job has finished.
  const notified = useRef<string>(undefined);
  useEffect(() => {
    if (!finished || notified.current === jobId) return;
    notified.current = jobId;
    onFinished();
  }, [finished, jobId, onFinished]);

  async function start() {
    setStarting(true);
    setFailure(undefined);
    try {
      const started = provisionJobSchema.parse(
        await api
          .post('registrations/provision', { json: studentIds ? { studentIds } : {} })
          .json(),
      );
      setJobId(started.id);
    } catch (error) {
      setFailure(await messageOfFailure(error, 'The job could not be started; try again.'));
    } finally {
      setStarting(false);
    }
  }

  const data = job.data;
  // The rows that needed something, those with a problem first.
  const rows = (data?.results ?? [])
    .filter((result) => result.account !== 'existed' || result.enrolled.length > 0 || result.error)
    .sort((a, b) => Number(b.error !== null) - Number(a.error !== null));
  const problems = rows.filter((row) => row.error !== null).length;
  const created = rows.filter((row) => row.account === 'created').length;
  const enrolments = rows.reduce((sum, row) => sum + row.enrolled.length, 0);
  const running = data?.status === 'running';
  return (
    <section className={styles.panel} aria-label="Create missing accounts">
      <div className={styles.actions}>
        <Button appearance="primary" onClick={start} disabled={starting || running}>
          {studentIds?.length === 1
            ? 'Create the account and enrol'
            : 'Create missing accounts and enrol'}
        </Button>
      </div>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      {data && (
        <Field
          label={
            running
              ? `Creating accounts and enrolling: ${data.done} of ${data.total}`
              : `Finished: ${data.total} checked, ${created} accounts created, ${enrolments} enrolments, ${problems} with a problem`
          }
          validationState="none"
        >
          <ProgressBar value={data.total === 0 ? 1 : data.done / data.total} />
        </Field>
      )}
      {finished && (
        <ReadOnlyTable
          caption={`Results (${rows.length})`}
          columns={[
            { header: 'Person', cell: (row: ProvisionResult) => `${row.name} (${row.studentId})` },
            { header: 'Account', cell: (row) => ACCOUNT_TEXT[row.account] },
            { header: 'Enrolled on', cell: (row) => row.enrolled.join(', ') || '—' },
            { header: 'Problem', cell: (row) => row.error ?? '—', wide: true },
          ]}
          rows={rows}
          rowKey={(row) => row.studentId}
          empty="Nothing was missing."
        />
      )}
    </section>
  );
}
