import { HorizontalBarChartWithAxis } from '@fluentui/react-charts';
import { Text } from '@fluentui/react-components';
import { CountTable, StatCard } from '../../components/statistics';
import { college } from '../../deployment';
import type { ReportAnswer } from '../../domain/reporting/answers';

const BAR_HEIGHT = 28;

/**
 * One breakdown of a ready-made report: a horizontal bar chart of its first number column in
 * the college's palette, and its whole table behind "Show as table" (the chart's alternative).
 */
export function ReportTableCard({ table }: { table: ReportAnswer['tables'][number] }) {
  const { title, category, headers, rows } = table;
  const palette = college.theme.chartPalette;
  const measure = headers[0] ?? '';
  const total = rows.reduce((sum, row) => sum + (row.values[0] ?? 0), 0);
  const data = rows
    .map((row, index) => ({
      x: row.values[0] ?? 0,
      y: row.label,
      color: palette[index % palette.length],
      legend: row.label,
      xAxisCalloutData: `${row.values[0] ?? 0} ${measure.toLowerCase()}`,
    }))
    .reverse();
  return (
    <StatCard
      title={title}
      summary={`${measure}: ${total} in ${rows.length} ${rows.length === 1 ? 'group' : 'groups'}`}
      chart={
        rows.length === 0 ? (
          <Text>Nothing to count for these parameters.</Text>
        ) : (
          <HorizontalBarChartWithAxis
            data={data}
            chartTitle={title}
            height={Math.max(160, rows.length * BAR_HEIGHT + 60)}
            hideLegend
            margins={{ top: 10, bottom: 35, left: 170, right: 30 }}
            yAxisPadding={0.35}
          />
        )
      }
      table={<CountTable caption={title} headers={[category, ...headers]} rows={rows} />}
    />
  );
}
