import { DEFAULT_GRADE_SCALES } from '#domain/admin/grades';
import type { gradeScales } from '../schema';

/**
 * A grade scale per module level (admin/grades): UK undergraduate classes at levels 4 to 6, the
 * postgraduate distinction, merit and pass at level 7, pass or fail for the Foundation Certificate.
 */
export function generateGradeScales(): (typeof gradeScales.$inferInsert)[] {
  return DEFAULT_GRADE_SCALES.map((scale) => ({
    id: scale.id,
    level: scale.level,
    name: scale.name,
    bands: scale.bands,
  }));
}
