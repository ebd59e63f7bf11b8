import { HorizontalBarChartWithAxis } from '@fluentui/react-charts';
import { CountTable } from './CountTable';
import { StatCard } from './StatCard';

const BAR_HEIGHT = 28;

/** What is counted, e.g. { one: 'student', many: 'students' }; `many` capitalised heads the table. */
export interface CountedNoun {
  one: string;
  many: string;
}

export interface BreakdownCardProps {
  title: string;
  /** The first column's header in the table, e.g. "Status". */
  category: string;
  counts: readonly { key: string; label: string; count: number }[];
  noun: CountedNoun;
  /** Room for the bar labels on the left of the chart, in pixels. */
  labelWidth: number;
  /** The bars' colours, in turn (the college's chart palette). */
  palette: readonly string[];
}

/** One breakdown of a count: a horizontal bar chart in the palette, or its table. */
export function BreakdownCard(props: BreakdownCardProps) {
  const { title, category, counts, noun, labelWidth, palette } = props;
  const plural = (count: number) => `${count} ${count === 1 ? noun.one : noun.many}`;
  const total = counts.reduce((sum, count) => sum + count.count, 0);
  // The chart lists the first bar at the top; each bar takes the next palette colour.
  const data = counts
    .map((count, index) => ({
      x: count.count,
      y: count.label,
      color: palette[index % palette.length],
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
          margins={{ top: 10, bottom: 35, left: labelWidth, right: 30 }}
          yAxisPadding={0.35}
        />
      }
      table={
        <CountTable
          caption={title}
          headers={[category, noun.many.charAt(0).toUpperCase() + noun.many.slice(1)]}
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
