import {
  Caption1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ReadOnlyTable } from '../../../components/read-only-table';
import type { StartYearSummary as Summary } from '../../../domain/students/enrolment-year';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  summary: { cursor: 'pointer', paddingBlock: tokens.spacingVerticalXS },
});

const SKIPPED_COLUMNS = [
  { header: 'Student', cell: (row: Summary['skipped'][number]) => row.studentName },
  { header: 'Engagement', cell: (row: Summary['skipped'][number]) => row.engagementCode },
  { header: 'Reason', cell: (row: Summary['skipped'][number]) => row.reason, wide: true },
];

/** What starting the year did: sessions created, already there, and who was skipped and why. */
export function StartYearSummary({ summary }: { summary: Summary }) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-label="Start of year summary">
      <MessageBar intent={summary.created > 0 ? 'success' : 'info'}>
        <MessageBarBody>
          <MessageBarTitle>{`${summary.session} started`}</MessageBarTitle>
          {`${summary.created} sessions created, ${summary.alreadyThere} already there, ${summary.skipped.length} skipped.`}
        </MessageBarBody>
      </MessageBar>
      {summary.skipped.length > 0 ? (
        // Closed at first: the list can be long, and the sessions below are what staff work on.
        <details>
          <summary className={styles.summary}>
            {`Show the ${summary.skipped.length} skipped and why`}
          </summary>
          <ReadOnlyTable
            caption={`Skipped (${summary.skipped.length})`}
            columns={SKIPPED_COLUMNS}
            rows={summary.skipped}
            rowKey={(row) => `${row.studentId}:${row.engagementCode}`}
            empty="None."
          />
        </details>
      ) : (
        <Caption1>No Current engagement was skipped.</Caption1>
      )}
    </section>
  );
}
