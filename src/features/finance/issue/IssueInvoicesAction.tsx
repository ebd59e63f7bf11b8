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
  ProgressBar,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DocumentAddRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { api, messageOfFailure } from '../../../api/client';
import { offline } from '../../../offline-react/state';
import { IssueSummary } from './IssueSummary';
import { currentYear, type IssueRun, issuableYears, OFFLINE_MESSAGE } from './types';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * "Issue invoices for the year" (spec §2.3 `finance/invoices` Bulk): picks the academic year,
 * starts (or resumes) the server's run, shows its progress while polling it, then the summary:
 * issued, already issued, and each refusal with its reason. Online only: it needs the server.
 */
export function IssueInvoicesAction() {
  const styles = useStyles();
  const { online } = useSnapshot(offline);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(() => currentYear(new Date()));
  const [runId, setRunId] = useState<string>();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const run = useQuery({
    queryKey: ['finance-issue-run', runId],
    enabled: runId !== undefined,
    queryFn: () => api.get(`finance/issue-runs/${runId}`).json<IssueRun>(),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 500 : false),
  });
  const current = run.data;
  const finished = current !== undefined && current.status !== 'running';

  const start = async () => {
    setStarting(true);
    setFailure(undefined);
    try {
      const answer = await api.post('finance/issue-runs', { json: { sessionId: year } });
      const started = await answer.json<IssueRun>();
      queryClient.setQueryData(['finance-issue-run', started.id], started);
      setRunId(started.id);
    } catch (error) {
      setFailure(await messageOfFailure(error, 'The run could not start; try again.'));
    } finally {
      setStarting(false);
    }
  };
  const close = () => {
    setOpen(false);
    if (finished) void queryClient.invalidateQueries({ queryKey: ['finance-invoices'] });
    setRunId(undefined);
  };

  return (
    <>
      <Button icon={<DocumentAddRegular />} onClick={() => setOpen(true)}>
        Issue invoices for the year
      </Button>
      <Dialog open={open} onOpenChange={(_event, data) => !data.open && close()}>
        <DialogSurface aria-describedby={undefined}>
          <DialogBody>
            <DialogTitle>Issue invoices for the year</DialogTitle>
            <DialogContent className={styles.content}>
              {!online && (
                <MessageBar intent="warning">
                  <MessageBarBody>{OFFLINE_MESSAGE}</MessageBarBody>
                </MessageBar>
              )}
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
              {!current && (
                <>
                  <Text>
                    Every Current or Starting student's tuition invoice for the year, on their
                    payment plan. A year already invoiced is not invoiced again.
                  </Text>
                  <Field label="Academic year" required>
                    <Select value={year} onChange={(_event, data) => setYear(data.value)}>
                      {issuableYears(new Date()).map((title) => (
                        <option key={title} value={title}>
                          {title}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </>
              )}
              {current && !finished && (
                <Field
                  label={`Issuing invoices for ${current.sessionId}`}
                  validationState="none"
                  validationMessage={
                    current.total > 0 ? `${current.done} of ${current.total}` : 'Counting students'
                  }
                >
                  <ProgressBar
                    value={current.total > 0 ? current.done / current.total : undefined}
                    thickness="large"
                  />
                </Field>
              )}
              {current && finished && <IssueSummary run={current} />}
            </DialogContent>
            <DialogActions>
              {!current && (
                <Button appearance="primary" disabled={!online || starting} onClick={start}>
                  Issue invoices
                </Button>
              )}
              <Button onClick={close}>{finished ? 'Close' : 'Cancel'}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
