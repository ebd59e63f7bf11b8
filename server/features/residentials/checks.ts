import { inArray } from 'drizzle-orm';
import type { Residential } from '#domain/residentials/residential';
import type { Db } from '../../db/client';
import { moduleInstances, users } from '../../db/schema';
import { type ErrorDetail, invalid } from '../../platform/errors';

// Issue 23: what a residential names must exist: its module instances, its sessions' tutors
// (user accounts) and distinct session ids. 422 naming each wrong field (the hub is checked as
// a reference by the entity's write).

/** 422 when a module instance, a session tutor or a session id is wrong. */
export async function checkResidential(db: Db, residential: Residential): Promise<void> {
  const details: ErrorDetail[] = [];
  const instanceIds = [...new Set(residential.moduleInstanceIds)];
  const found = new Set(
    instanceIds.length === 0
      ? []
      : (
          await db
            .select({ id: moduleInstances.id })
            .from(moduleInstances)
            .where(inArray(moduleInstances.id, instanceIds))
        ).map((row) => row.id),
  );
  residential.moduleInstanceIds.forEach((id, index) => {
    if (!found.has(id)) {
      details.push({
        param: `moduleInstanceIds.${index}`,
        message: 'No module instance has this id',
      });
    }
  });
  const tutorIds = [
    ...new Set(
      residential.sessions.flatMap((session) => (session.tutorId ? [session.tutorId] : [])),
    ),
  ];
  const tutors = new Set(
    tutorIds.length === 0
      ? []
      : (await db.select({ id: users.id }).from(users).where(inArray(users.id, tutorIds))).map(
          (row) => row.id,
        ),
  );
  const seen = new Set<string>();
  residential.sessions.forEach((session, index) => {
    if (session.tutorId && !tutors.has(session.tutorId)) {
      details.push({ param: `sessions.${index}.tutorId`, message: 'No user has this id' });
    }
    if (seen.has(session.id)) {
      details.push({ param: `sessions.${index}.id`, message: 'Another session has this id' });
    }
    seen.add(session.id);
  });
  if (details.length > 0) throw invalid(details);
}
