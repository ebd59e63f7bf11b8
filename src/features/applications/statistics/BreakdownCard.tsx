import { HorizontalBarChartWithAxis } from '@fluentui/react-charts';
import { CountTable, StatCard } from '../../../components/statistics';
import { college } from '../../../deployment';
import type { Count } from '../../../domain/applications/statistics';

const PALETTE = college.theme.chartPalette;
const BAR_HEIGHT = 28;

function plural(count: number): string {
  return `${count} ${count === 1 ? 'application' : 'applications'}`;
}

export interface BreakdownCardProps {
  title: string;
  /** The first column's header in the table, e.g. "Status". */
  category: string;
  counts: readonly Count[];
}

/** One breakdown of the applications: a horizontal bar chart in the palette, or its table. */
export function BreakdownCard({ title, category, counts }: BreakdownCardProps) {
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
          margins={{ top: 10, bottom: 35, left: 190, right: 30 }}
          yAxisPadding={0.35}
        />
      }
      table={
        <CountTable
          caption={title}
          headers={[category, 'Applications']}
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
