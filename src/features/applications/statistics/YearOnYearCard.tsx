import { GroupedVerticalBarChart } from '@fluentui/react-charts';
import { CountTable, StatCard } from '../../../components/statistics';
import { college } from '../../../deployment';
import type { YearOnYear } from '../../../domain/applications/statistics';

const [PREVIOUS_COLOUR, CURRENT_COLOUR] = [
  college.theme.chartPalette[1],
  college.theme.chartPalette[0],
];
const TITLE = 'This year against last year at the same date';

/** Applications made so far in this admissions cycle against the last one, month by month. */
export function YearOnYearCard({ comparison }: { comparison: YearOnYear }) {
  const { current, previous } = comparison;
  const currentName = `${current.title} to ${current.to}`;
  const previousName = `${previous.title} to ${previous.to}`;
  // The legend names each cycle by its title; the summary gives the days compared.
  const change = previous.count === 0 ? undefined : (current.count / previous.count - 1) * 100;
  const summary = `${current.count} applications in ${currentName}; ${previous.count} in ${previousName}${
    change === undefined ? '' : ` (${change >= 0 ? '+' : ''}${change.toFixed(1)}%)`
  }. Each cycle runs from 1 August.`;
  return (
    <StatCard
      title={TITLE}
      summary={summary}
      chart={
        <GroupedVerticalBarChart
          chartTitle={TITLE}
          height={280}
          data={comparison.months.map((month) => ({
            name: month.label,
            series: [
              {
                key: 'previous',
                data: month.previous,
                legend: previous.title,
                color: PREVIOUS_COLOUR,
              },
              { key: 'current', data: month.current, legend: current.title, color: CURRENT_COLOUR },
            ],
          }))}
        />
      }
      table={
        <CountTable
          caption={TITLE}
          headers={['Month', previous.title, current.title]}
          rows={[
            ...comparison.months.map((month) => ({
              key: month.label,
              label: month.label,
              values: [month.previous, month.current],
            })),
            { key: 'total', label: 'Total to date', values: [previous.count, current.count] },
          ]}
        />
      }
    />
  );
}
