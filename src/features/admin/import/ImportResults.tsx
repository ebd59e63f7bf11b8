import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ImportResultTable } from '../../../components/imports';
import { type AdminImportReport, IMPORT_KIND_LABELS } from '../../../domain/imports/kinds';
import { resultsCsv } from '../../../domain/imports/report';

const useStyles = makeStyles({
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  download: { alignSelf: 'flex-start' },
});

/** The report's title: a dry run, an import done, or an import refused as a whole. */
function titleOf(report: AdminImportReport): string {
  if (report.dryRun) return 'Dry run: nothing was saved';
  return report.committed ? 'Imported' : 'Not imported: nothing was saved';
}

/** Saves the results as a CSV file (the browser's download). */
function download(report: AdminImportReport) {
  const blob = new Blob([resultsCsv(report.rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `import-${report.kind}-results.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** Every row's result (created or refused, and why), with a download of them. */
export function ImportResults({ report }: { report: AdminImportReport }) {
  const styles = useStyles();
  const title = titleOf(report);
  const { created, refused } = report.counts;
  const verb = report.dryRun ? 'would be created' : report.committed ? 'created' : 'valid';
  return (
    <div className={styles.results}>
      <ImportResultTable
        title={title}
        summary={`${title}: ${created} ${verb}, ${refused} refused`}
        caption={`${title} (${IMPORT_KIND_LABELS[report.kind].toLowerCase()})`}
        rows={report.rows}
      />
      <Button className={styles.download} onClick={() => download(report)}>
        Download results (CSV)
      </Button>
    </div>
  );
}
