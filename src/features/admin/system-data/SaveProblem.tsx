import { MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({ problem: { whiteSpace: 'pre-line' } });

/** A refused save's reason, field by field. */
export function SaveProblem({ problem }: { problem: string | undefined }) {
  const styles = useStyles();
  if (!problem) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody className={styles.problem}>{problem}</MessageBarBody>
    </MessageBar>
  );
}
