import {
  Button,
  Card,
  CardHeader,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useSnapshot } from 'valtio';
import { AsOf, Loaded, type ScreenProps } from '../../../components/screen';
import { formatBytes, type HousekeepingOverview } from '../../../domain/admin/housekeeping';
import { offline } from '../../../offline-react/state';
import { BACKUP_URL, describeResult, describeWhen, useHousekeeping } from './housekeeping-api';
import { JobRunCell } from './JobRunCell';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '640px' },
  job: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  description: { color: tokens.colorNeutralForeground3 },
  action: { width: '200px' },
  database: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  backup: { alignSelf: 'flex-start' },
});

const KINDS: Record<HousekeepingOverview['database']['kind'], string> = {
  pglite: 'Embedded database (PGlite)',
  postgres: 'PostgreSQL',
};

/**
 * Admin → Housekeeping (spec §2.3 `/admin/housekeeping`, admin:sysadmin): the background jobs
 * with their last runs, each runnable now with its progress and result; the database's size and
 * its backup download (the README's "Backup and restore" says how to restore it). Online only.
 */
export function HousekeepingPage(_props: ScreenProps) {
  const styles = useStyles();
  const { online } = useSnapshot(offline);
  const query = useHousekeeping();
  return (
    <Loaded query={query} whenFailed={online ? undefined : 'Housekeeping needs a connection.'}>
      {(overview) => (
        <div className={styles.page}>
          <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !online} />
          <section aria-labelledby="housekeeping-jobs">
            <Text as="h2" id="housekeeping-jobs" size={500} weight="semibold">
              Background jobs
            </Text>
            <div className={styles.scroll}>
              <Table aria-labelledby="housekeeping-jobs" className={styles.table}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>Job</TableHeaderCell>
                    <TableHeaderCell>Last run</TableHeaderCell>
                    <TableHeaderCell>Result</TableHeaderCell>
                    <TableHeaderCell className={styles.action}>Run</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {overview.jobs.map((job) => (
                    <TableRow key={job.job}>
                      <TableCell>
                        <div className={styles.job}>
                          <Text weight="semibold">{job.name}</Text>
                          <Text size={200} className={styles.description}>
                            {job.description}
                          </Text>
                        </div>
                      </TableCell>
                      <TableCell>{job.lastRun ? describeWhen(job.lastRun) : 'Never'}</TableCell>
                      <TableCell>{job.lastRun ? describeResult(job.lastRun) : '—'}</TableCell>
                      <TableCell className={styles.action}>
                        <JobRunCell
                          job={job.job}
                          name={job.name}
                          lastRun={job.lastRun}
                          online={online}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </section>
          <Card aria-labelledby="housekeeping-database">
            <CardHeader
              header={
                <Text as="h2" id="housekeeping-database" size={500} weight="semibold">
                  Database and backup
                </Text>
              }
            />
            <div className={styles.database}>
              <Text>
                {KINDS[overview.database.kind]}: {formatBytes(overview.database.sizeBytes)}
              </Text>
              <Text size={200}>
                The backup is a {overview.database.backupFormat}. Keep it somewhere safe: it holds
                every record. The README's "Backup and restore" says how to restore it.
              </Text>
              <Button
                as="a"
                href={BACKUP_URL}
                download
                appearance="primary"
                icon={<ArrowDownloadRegular />}
                className={styles.backup}
                disabled={!online}
              >
                Download backup
              </Button>
            </div>
          </Card>
        </div>
      )}
    </Loaded>
  );
}
