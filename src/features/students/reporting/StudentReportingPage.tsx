import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { TableRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { messageOfFailure } from '../../../api/client';
import { downloadExport } from '../../../api/entities';
import type { ScreenProps } from '../../../components/screen';
import { formatDateTime } from '../../../domain/format/dates';
import { studentReport } from '../../../domain/students/reporting';
import { offline } from '../../../offline-react/state';
import { notify } from '../../../state/ui';
import { useStudentListRows } from '../useStudentListRows';
import { StudentBreakdownCard } from './StudentBreakdownCard';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 460px), 1fr))',
  },
});

/**
 * `studentreporting` (spec §2.3): the students counted by status, cohort, hub, programme, pace
 * and age range (§9), on this device from the synced records (works offline); the Excel export
 * is built by the server from the same rules.
 */
export function StudentReportingPage(_props: ScreenProps) {
  const styles = useStyles();
  const { online, lastSyncedAt } = useSnapshot(offline);
  const rows = useStudentListRows('all');
  const report = useMemo(() => (rows ? studentReport(rows, new Date()) : undefined), [rows]);
  if (!rows || !report) return <Spinner label="Loading, please wait ..." />;
  const exportReport = async () => {
    try {
      await downloadExport('student-reporting', 'excel');
    } catch (failure) {
      notify(await messageOfFailure(failure), 'error');
    }
  };
  return (
    <div className={styles.page}>
      {!online && (
        <MessageBar intent="info">
          <MessageBarBody>
            As of last sync
            {lastSyncedAt ? ` (${formatDateTime(new Date(lastSyncedAt))})` : ''}: you are offline,
            so these counts come from the students saved on this device.
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.bar}>
        <Text>
          {rows.length} {rows.length === 1 ? 'student' : 'students'}
        </Text>
        <Button icon={<TableRegular />} onClick={() => void exportReport()}>
          Export Excel
        </Button>
      </div>
      <div className={styles.grid}>
        {report.map((breakdown) => (
          <StudentBreakdownCard key={breakdown.id} breakdown={breakdown} />
        ))}
      </div>
    </div>
  );
}
