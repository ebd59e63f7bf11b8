import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { TableRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { api, messageOfFailure } from '../../../api/client';
import { downloadExport } from '../../../api/entities';
import { AsOf, type ScreenProps } from '../../../components/screen';
import { leadReportSchema } from '../../../domain/leads/answers';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';
import { LeadBreakdownCard } from './LeadBreakdownCard';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 460px), 1fr))',
  },
});

/**
 * Potential Students → Report (spec §2.3 leads/report): the potential students in the
 * caller's scope, in the stages their audience sees (§4), as a conversion funnel by stage, by
 * hub and by first-heard group (§9), this academic year against last. Online only.
 */
export function LeadReportPage(_props: ScreenProps) {
  const styles = useStyles();
  const query = useQuery({
    queryKey: ['leads-report', session.user?.id],
    retry: false,
    queryFn: async () => {
      try {
        return leadReportSchema.parse(await api.get('leads/report').json());
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
  const report = query.data;
  if (!report && !navigator.onLine) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>The potential students' report needs a connection.</MessageBarBody>
      </MessageBar>
    );
  }
  if (query.isError && !report) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!report) return <Spinner label="Loading, please wait ..." />;
  const exportReport = async () => {
    try {
      await downloadExport('leads/report', 'excel');
    } catch (failure) {
      notify(await messageOfFailure(failure), 'error');
    }
  };
  return (
    <div className={styles.page}>
      <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !navigator.onLine} />
      <div className={styles.bar}>
        <Text>
          {`${report.total} ${report.total === 1 ? 'potential student' : 'potential students'} in ${report.stages.length} stages`}
        </Text>
        <Button icon={<TableRegular />} onClick={() => void exportReport()}>
          Export Excel
        </Button>
      </div>
      <div className={styles.grid}>
        {report.breakdowns.map((breakdown) => (
          <LeadBreakdownCard key={breakdown.id} breakdown={breakdown} years={report} />
        ))}
      </div>
    </div>
  );
}
