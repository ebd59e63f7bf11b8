import { BreakdownCard } from '../../../components/statistics';
import { college } from '../../../deployment';
import type { StudentBreakdown } from '../../../domain/students/reporting';

const STUDENTS = { one: 'student', many: 'students' };

/** One breakdown of the students: a horizontal bar chart in the palette, or its table. */
export function StudentBreakdownCard({ breakdown }: { breakdown: StudentBreakdown }) {
  const { title, category, counts } = breakdown;
  return (
    <BreakdownCard
      title={title}
      category={category}
      counts={counts}
      noun={STUDENTS}
      labelWidth={120}
      palette={college.theme.chartPalette}
    />
  );
}
