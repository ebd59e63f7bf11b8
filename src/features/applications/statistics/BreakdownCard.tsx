import { BreakdownCard as Breakdown } from '../../../components/statistics';
import { college } from '../../../deployment';
import type { Count } from '../../../domain/applications/statistics';

const APPLICATIONS = { one: 'application', many: 'applications' };

/** One breakdown of the applications: a horizontal bar chart in the palette, or its table. */
export function BreakdownCard(props: {
  title: string;
  category: string;
  counts: readonly Count[];
}) {
  return (
    <Breakdown
      {...props}
      noun={APPLICATIONS}
      labelWidth={190}
      palette={college.theme.chartPalette}
    />
  );
}
