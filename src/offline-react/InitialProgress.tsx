import { makeStyles, ProgressBar } from '@fluentui/react-components';

const useStyles = makeStyles({ progress: { width: '8rem' } });

/** A first sync's progress bar, its own chunk: shown only while a first sync fills the device. */
export function InitialProgress({ applied, total }: { applied: number; total: number }) {
  const styles = useStyles();
  return (
    <ProgressBar
      className={styles.progress}
      value={total > 0 ? applied / total : undefined}
      aria-label={`Getting your records: ${applied} of ${total}`}
    />
  );
}
