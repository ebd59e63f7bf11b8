import { HorizontalBarChartWithAxis } from '@fluentui/react-charts';
import { CountTable, StatCard } from '../../../components/statistics';
import { college } from '../../../deployment';
import type { StudentBreakdown } from '../../../domain/students/reporting';

const PALETTE = college.theme.chartPalette;
const BAR_HEIGHT = 28;

function plural(count: number): string {
  return `${count} ${count === 1 ? 'student' : 'students'}`;
}

/** One breakdown of the students: a horizontal bar chart in the palette, or its table. */
export function StudentBreakdownCard({ breakdown }: { breakdown: StudentBreakdown }) {
  const { title, category, counts } = breakdown;
  const total = counts.reduce((sum, count) => sum + count.count, 0);
  // The chart lists the first bar at the top; each bar takes the next palette colour.
  const data = counts
    .map((count, index) => ({
      x: count.count,
      y: count.label,
      color: PALETTE[index % PALETTE.length],
      legend: count.label,
      xAxisCalloutData: plural(count.count),
    }))
    .reverse();
  return (
    <StatCard
      title={title}
      summary={`${plural(total)} in ${counts.length} ${counts.length === 1 ? 'group' : 'groups'}`}
      chart={
        <HorizontalBarChartWithAxis
          data={data}
          chartTitle={title}
          height={Math.max(160, counts.length * BAR_HEIGHT + 60)}
          hideLegend
          margins={{ top: 10, bottom: 35, left: 120, right: 30 }}
          yAxisPadding={0.35}
        />
      }
      table={
        <CountTable
          caption={title}
          headers={[category, 'Students']}
          rows={counts.map((count) => ({
            key: count.key,
            label: count.label,
            values: [count.count],
          }))}
        />
      }
    />
  );
}
