import type { z } from 'zod';
import { ImportResultTable } from '../../../components/imports';
import type { importReportSchema } from '../../../domain/leads/answers';

type Report = z.infer<typeof importReportSchema>;

/** What became of each row of the file: created, merged or refused, and why. */
export function ImportReportTable({ report }: { report: Report }) {
  const { created, merged, refused } = report.counts;
  const title = report.dryRun ? 'Dry run: nothing was saved' : 'Imported';
  return (
    <ImportResultTable
      title={title}
      summary={`${title}: ${created} created, ${merged} merged, ${refused} refused`}
      caption={`${title} (${report.event})`}
      rows={report.rows}
    />
  );
}
