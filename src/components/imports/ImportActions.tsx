import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    alignItems: 'center',
  },
});

/**
 * Dry run and Import, with a hint beside them. Import opens once a dry run of the current file
 * and mapping has passed, so nothing is saved before the user has seen what would happen.
 */
export function ImportActions({
  ready,
  dryRunDone,
  onRun,
  hint,
}: {
  /** The file is read and every required field has a column. */
  ready: boolean;
  dryRunDone: boolean;
  onRun: (dryRun: boolean) => void;
  /** What to do next; nothing shown when empty. */
  hint?: string;
}) {
  const styles = useStyles();
  return (
    <div className={styles.actions}>
      <Button disabled={!ready} onClick={() => onRun(true)}>
        Dry run
      </Button>
      <Button appearance="primary" disabled={!ready || !dryRunDone} onClick={() => onRun(false)}>
        Import
      </Button>
      {hint && <Text>{hint}</Text>}
    </div>
  );
}
