import { HorizontalBarChartWithAxis } from '@fluentui/react-charts';
import type { z } from 'zod';
import { CountTable, StatCard } from '../../../components/statistics';
import { college } from '../../../deployment';
import type { leadReportSchema } from '../../../domain/leads/answers';

type Breakdown = z.infer<typeof leadReportSchema>['breakdowns'][number];

const BAR_HEIGHT = 28;
const plural = (count: number) =>
  `${count} ${count === 1 ? 'potential student' : 'potential students'}`;

/**
 * One breakdown of the potential students: bars of all of them per group (the funnel, for
 * stages), or the table of all, this academic year's and last year's.
 */
export function LeadBreakdownCard({
  breakdown,
  years,
}: {
  breakdown: Breakdown;
  years: { thisYear: string; lastYear: string };
}) {
  const { title, category, counts } = breakdown;
  const palette = college.theme.chartPalette;
  const total = counts.reduce((sum, count) => sum + count.total, 0);
  const recorded = counts.reduce((sum, count) => sum + count.thisYear, 0);
  const data = counts
    .map((count, index) => ({
      x: count.total,
      y: count.label,
      color: palette[index % palette.length],
      legend: count.label,
      xAxisCalloutData: plural(count.total),
    }))
    .reverse();
  return (
    <StatCard
      title={title}
      summary={`${plural(total)}; ${recorded} recorded in ${years.thisYear}`}
      chart={
        counts.length === 0 ? (
          <p>None to count.</p>
        ) : (
          <HorizontalBarChartWithAxis
            data={data}
            chartTitle={title}
            height={Math.max(160, counts.length * BAR_HEIGHT + 60)}
            hideLegend
            margins={{ top: 10, bottom: 35, left: 190, right: 30 }}
            yAxisPadding={0.35}
          />
        )
      }
      table={
        <CountTable
          caption={title}
          headers={[category, 'All', `Recorded ${years.thisYear}`, `Recorded ${years.lastYear}`]}
          rows={counts.map((count) => ({
            key: count.key,
            label: count.label,
            values: [count.total, count.thisYear, count.lastYear],
          }))}
        />
      }
    />
  );
}
