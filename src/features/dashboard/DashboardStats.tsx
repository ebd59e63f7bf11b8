import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  CalendarLtrRegular,
  DocumentCheckmarkRegular,
  DocumentQueueRegular,
  DocumentRegular,
  type FluentIcon,
  HatGraduationRegular,
  PauseCircleRegular,
  PeopleRegular,
  PersonAvailableRegular,
  PersonDeleteRegular,
  PersonRegular,
} from '@fluentui/react-icons';
import { AsOf } from '../../components/screen';
import { StatsCard } from '../../components/stats-card';
import { applicationStats, engagementStats, type Stat, type StatIcon } from './stats';
import { useDashboardStats } from './useDashboardStats';

const ICONS: Record<StatIcon, FluentIcon> = {
  students: PeopleRegular,
  current: PersonAvailableRegular,
  interrupted: PauseCircleRegular,
  completed: HatGraduationRegular,
  withdrawn: PersonDeleteRegular,
  student: PersonRegular,
  ongoing: DocumentQueueRegular,
  confirmed: DocumentCheckmarkRegular,
  thisYear: CalendarLtrRegular,
  applications: DocumentRegular,
};

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

function StatSection({ id, heading, stats }: { id: string; heading: string; stats: Stat[] }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Text as="h2" size={500} weight="semibold" id={id}>
        {heading}
      </Text>
      <div className={styles.grid}>
        {stats.map((stat) => (
          <StatsCard
            key={stat.key}
            icon={ICONS[stat.icon]}
            title={stat.title}
            value={stat.value}
            {...(stat.subText ? { subText: stat.subText } : {})}
          />
        ))}
      </div>
    </section>
  );
}

/** Live counts of engagements and applications within the user's scope (spec §2.2). */
export function DashboardStats() {
  const result = useDashboardStats();
  if (result.state === 'loading') return <Spinner label="Loading, please wait ..." />;
  if (result.state === 'failed') {
    return (
      <MessageBar intent="error" role="alert" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>The counts could not be loaded</MessageBarTitle>
          {result.message}
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <>
      <AsOf updatedAt={result.updatedAt} stale={result.stale} />
      <StatSection
        id="dashboard-students"
        heading="Students"
        stats={engagementStats(result.stats)}
      />
      <StatSection
        id="dashboard-applications"
        heading="Applications"
        stats={applicationStats(result.stats)}
      />
    </>
  );
}
