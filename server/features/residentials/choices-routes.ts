import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { moduleInstances, modules, users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { requireFeature } from '../../platform/features';

// Issue 23: what a residential's page and form name by id: the tutors a session may be given and
// the module instances a residential may teach, with their names. Staff who see residentials
// read it (the registrar holds no faculty:view, yet names each session's tutor). 404 while the
// switch is off.

const VIEW = ['residentials:view'] as const;

/** Faculty are the accounts holding the tutor role (as server/features/faculty counts them). */
const isFaculty = sql`'faculty' = any(${users.roles})`;

export function registerResidentialChoicesRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get('/api/residentials/choices', async (request) => {
    requireFeature(context, 'residentialAttendance', 'Residential attendance');
    requirePermission(request, VIEW);
    const [tutors, instances] = await Promise.all([
      db
        .select({ id: users.id, name: users.name, active: users.active })
        .from(users)
        .where(isFaculty)
        .orderBy(asc(users.name), asc(users.id)),
      db
        .select({
          id: moduleInstances.id,
          moduleId: moduleInstances.moduleId,
          title: modules.title,
          sessionId: moduleInstances.sessionId,
        })
        .from(moduleInstances)
        .innerJoin(modules, eq(modules.id, moduleInstances.moduleId))
        .orderBy(asc(moduleInstances.sessionId), asc(moduleInstances.id)),
    ]);
    return { tutors, moduleInstances: instances };
  });
}
