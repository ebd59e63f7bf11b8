import { LineChart } from '@fluentui/react-charts';
import { CountTable, StatCard } from '../../components/statistics';
import { college } from '../../deployment';
import { type ReadinessSnapshot, readinessSeries } from '../../domain/hesa/readiness';

const TITLE = 'Percentage ready over time';
const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The readiness snapshots (the daily check and "Check now") as a line of the percentage of
 * students ready, with the table of the same numbers as its alternative.
 */
export function ReadinessChartCard({ history }: { history: readonly ReadinessSnapshot[] }) {
  const points = readinessSeries(history);
  const last = points.at(-1);
  const summary = last
    ? `${last.percent}% ready at the last check (${WHEN.format(new Date(last.takenAt))}); ${points.length} check${points.length === 1 ? '' : 's'} kept.`
    : 'No check kept yet: the daily check or "Check now" keeps one.';
  return (
    <StatCard
      title={TITLE}
      summary={summary}
      chart={
        <LineChart
          height={260}
          yMinValue={0}
          yMaxValue={100}
          data={{
            chartTitle: TITLE,
            lineChartData: [
              {
                legend: '% of students ready',
                color: college.theme.chartPalette[0],
                data: points.map((p) => ({ x: new Date(p.takenAt), y: p.percent })),
              },
            ],
          }}
        />
      }
      table={
        <CountTable
          caption={TITLE}
          headers={['Checked', 'Students', 'Ready', '% ready']}
          rows={[...points].reverse().map((p) => ({
            key: p.takenAt,
            label: WHEN.format(new Date(p.takenAt)),
            values: [p.students, p.ready, p.percent],
          }))}
        />
      }
    />
  );
}
