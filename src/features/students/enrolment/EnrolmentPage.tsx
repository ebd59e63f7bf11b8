import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import type { ScreenProps } from '../../../components/screen';
import {
  comingSessionTitle,
  type EnrolmentRow,
  type StartYearSummary as Summary,
  sessionChoices,
} from '../../../domain/students/enrolment-year';
import { notify } from '../../../state/ui';
import { ENROLMENT_COLUMNS, enrolmentFilters } from './columns';
import { MarkSessionDialog } from './MarkSessionDialog';
import { enrolmentQuery, startYear } from './queries';
import { StartYearSummary } from './StartYearSummary';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  controls: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    flexWrap: 'wrap',
  },
});

/**
 * Students → Enrolment (spec §2.3, students:enrolment): each student's session of the chosen
 * academic year with its spec §4 status, the policies (spec §5) and the fees plan; staff start
 * the year for the continuing students and mark a session's status. Online: staff at a desk.
 */
export function EnrolmentPage({ title }: ScreenProps) {
  const styles = useStyles();
  const client = useQueryClient();
  const now = new Date();
  const [session, setSession] = useState(() => comingSessionTitle(now));
  const list = useQuery(enrolmentQuery(session));
  const [summary, setSummary] = useState<Summary>();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [marking, setMarking] = useState<EnrolmentRow>();
  const rows = list.data?.rows;
  const filters = useMemo(() => enrolmentFilters(rows ?? []), [rows]);
  const refresh = () => client.invalidateQueries({ queryKey: ['enrolment-sessions', session] });

  async function start() {
    setStarting(true);
    setFailure(undefined);
    try {
      setSummary(await startYear(session));
      await refresh();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setStarting(false);
    }
  }

  return (
    <div className={styles.page}>
      <div className={styles.controls}>
        <Field label="Session">
          <Select
            value={session}
            onChange={(_event, data) => {
              setSession(data.value);
              setSummary(undefined);
            }}
          >
            {sessionChoices(now).map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </Select>
        </Field>
        <Button appearance="primary" onClick={() => void start()} disabled={starting}>
          {`Start ${session} for continuing students`}
        </Button>
        {starting && <Spinner size="tiny" label="Creating sessions ..." />}
      </div>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      {summary?.session === session && <StartYearSummary summary={summary} />}
      {list.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{list.error.message}</MessageBarBody>
        </MessageBar>
      ) : (
        <DataTable
          label={`${title}: ${session}`}
          rows={rows}
          columns={ENROLMENT_COLUMNS}
          filters={filters}
          getRowId={(row) => row.id}
          searchPlaceholder="Search students"
          onRowClick={setMarking}
        />
      )}
      {rows?.length === 0 && (
        <MessageBar intent="info">
          <MessageBarBody>
            {`No sessions of ${session} yet. Start the year to create them for the continuing students.`}
          </MessageBarBody>
        </MessageBar>
      )}
      {marking && (
        <MarkSessionDialog
          row={marking}
          onClose={() => setMarking(undefined)}
          onSaved={(status) => {
            setMarking(undefined);
            notify(
              `${marking.studentName}'s ${marking.sessionId} session is now ${status}.`,
              'success',
            );
            void refresh();
          }}
        />
      )}
    </div>
  );
}
