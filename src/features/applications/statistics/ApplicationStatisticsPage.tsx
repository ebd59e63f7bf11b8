import {
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { ScreenProps } from '../../../components/screen';
import {
  countByFirstContact,
  countByFirstHeardGroup,
  countByHub,
  countByIntake,
  countByProgramme,
  countByStatus,
  yearOnYear,
} from '../../../domain/applications/statistics';
import { formatDateTime } from '../../../domain/format/dates';
import { useChoiceLists } from '../../../offline-react/choice-lists';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { offline } from '../../../offline-react/state';
import { BreakdownCard } from './BreakdownCard';
import { YearOnYearCard } from './YearOnYearCard';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 460px), 1fr))',
  },
});

function names(records: readonly Record<string, unknown>[] | undefined): Record<string, string> {
  return Object.fromEntries(
    (records ?? []).flatMap((record) =>
      typeof record.id === 'string' && typeof record.name === 'string'
        ? [[record.id, record.name]]
        : [],
    ),
  );
}

/**
 * Applications statistics (spec §2.3), counted on this device from the synced applications, so
 * the screen works offline; it then says the numbers are as of the last sync.
 */
export function ApplicationStatisticsPage(_props: ScreenProps) {
  const styles = useStyles();
  const engine = useOffline();
  const { online, lastSyncedAt } = useSnapshot(offline);
  const { firstHeard } = useChoiceLists();
  const data = useLiveQuery(
    async () =>
      engine
        ? {
            applications: await engine.db.applications.toArray(),
            hubs: await engine.db.hubs.toArray(),
          }
        : undefined,
    [engine],
  );
  const stats = useMemo(() => {
    if (!data) return undefined;
    const { applications } = data;
    return {
      status: countByStatus(applications),
      intake: countByIntake(applications),
      programme: countByProgramme(applications),
      hub: countByHub(applications, names(data.hubs)),
      firstHeard: countByFirstHeardGroup(applications, firstHeard),
      firstContact: countByFirstContact(applications),
      yearOnYear: yearOnYear(applications, new Date()),
    };
  }, [data, firstHeard]);
  if (!stats) return <Spinner label="Loading, please wait ..." />;
  return (
    <div className={styles.page}>
      {!online && (
        <MessageBar intent="info">
          <MessageBarBody>
            As of last sync
            {lastSyncedAt ? ` (${formatDateTime(new Date(lastSyncedAt))})` : ''}: you are offline,
            so these counts come from the applications saved on this device.
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.grid}>
        <YearOnYearCard comparison={stats.yearOnYear} />
        <BreakdownCard title="Applications by status" category="Status" counts={stats.status} />
        <BreakdownCard title="Applications by intake" category="Intake" counts={stats.intake} />
        <BreakdownCard
          title="Applications by programme"
          category="Programme"
          counts={stats.programme}
        />
        <BreakdownCard title="Applications by hub" category="Hub" counts={stats.hub} />
        <BreakdownCard
          title="Applications by first heard"
          category="First heard"
          counts={stats.firstHeard}
        />
        <BreakdownCard
          title="Applications by first contact"
          category="First contact"
          counts={stats.firstContact}
        />
      </div>
    </div>
  );
}
