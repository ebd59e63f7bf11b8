import { eq, inArray } from 'drizzle-orm';
import { expectedStudents } from '#domain/residentials/attendance';
import { engagements, moduleRegistrations, type residentials } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';

// Stand-in until the core residentials routes land (branch i23-api brings the real one).

/** The ids of the students expected at a residential (src/domain/residentials expectedStudents). */
export async function readExpectedStudents(
  db: AppContext['db'],
  residential: Pick<typeof residentials.$inferSelect, 'moduleInstanceIds'>,
): Promise<string[]> {
  if (residential.moduleInstanceIds.length === 0) return [];
  const rows = await db
    .select({
      studentId: moduleRegistrations.studentId,
      moduleInstanceId: moduleRegistrations.moduleInstanceId,
      engagementStatus: engagements.status,
    })
    .from(moduleRegistrations)
    .innerJoin(engagements, eq(engagements.id, moduleRegistrations.engagementId))
    .where(inArray(moduleRegistrations.moduleInstanceId, residential.moduleInstanceIds));
  return expectedStudents(residential.moduleInstanceIds, rows);
}
