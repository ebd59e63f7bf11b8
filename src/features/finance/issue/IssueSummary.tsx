import { MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { Link } from 'react-router';
import type { IssueRun } from './types';

const useStyles = makeStyles({
  counts: { display: 'grid', gap: tokens.spacingVerticalXS },
  refused: { display: 'grid', gap: tokens.spacingVerticalS },
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    maxHeight: '40vh',
    overflowY: 'auto',
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    paddingBlockEnd: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** A finished run: how many were issued, already issued and refused, and why each was refused. */
export function IssueSummary({ run }: { run: IssueRun }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <>
      {run.status === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>
            The run stopped after {run.done} of {run.total}. Issue the year again to resume it:
            nothing is issued twice.
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.counts} role="status">
        <Text weight="semibold">
          {run.sessionId}: {run.done} of {run.total} students
        </Text>
        <Text>Issued: {run.issued}</Text>
        <Text>Already issued: {run.alreadyIssued}</Text>
        <Text>Refused: {run.refused.length}</Text>
      </div>
      {run.refused.length > 0 && (
        <div className={styles.refused}>
          <Text weight="semibold" id={headingId}>
            Refused
          </Text>
          <ul className={styles.list} aria-labelledby={headingId}>
            {run.refused.map((row) => (
              <li key={row.engagementId} className={styles.item}>
                <Link to={`/students/${encodeURIComponent(row.studentId)}`}>{row.studentName}</Link>
                <Text>{row.reason}</Text>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
