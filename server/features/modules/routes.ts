import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MODULE_LEVELS,
  modulePrefix,
  moduleShortName,
  moduleTemplate,
} from '#domain/programmes/modules';
import { moduleInstances, moduleRegistrations, modules, students, users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { requirePermission } from '../../platform/auth/context';
import { inScope, type Scope } from '../../platform/auth/scope';
import { actorOf } from '../../platform/entities/write';
import { conflict, notFound } from '../../platform/errors';
import { requireIfMatch } from '../../platform/http/if-match';
import { gradeReader } from '../../platform/reference-lists';
import { parseWith } from '../../platform/validation';

/** Reading modules: the menu or the record permission (spec §2.3, §2.4). */
const READ = [['modules:view', 'modules:menu']] as const;
/** Editing a module's details: ours, not in spec §6 (admin holds it through '*'). */
const ADMIN = ['modules:admin'] as const;

const listQuery = z.object({
  q: z.string().trim().max(100).optional(),
  level: z.coerce.number().int().pipe(z.literal(MODULE_LEVELS)).optional(),
});
const idParams = z.object({ id: z.string().trim().min(1).max(40) });
const label = z.string().trim().min(1).max(40);
/** The editable details of a module (its code and level are its identity, so not editable). */
export const modulePatchSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    credits: z.int().positive().max(120),
    hubWeeks: z.array(label).max(20),
    residentials: z.array(label).max(10),
  })
  .partial()
  .strict();

type ModuleRow = typeof modules.$inferSelect;

/** What the list and the record show of a module, with the §9 rules applied. */
function summaryOf(row: ModuleRow) {
  return {
    code: row.id,
    title: row.title,
    shortName: moduleShortName({ code: row.id, title: row.title }),
    credits: row.credits,
    level: row.level,
    prefix: modulePrefix(row.level) ?? null,
    hubWeeks: row.hubWeeks,
    residentials: row.residentials,
    template: moduleTemplate(row),
    version: row.version,
  };
}

/** Marks are personal data: only the registrations of students within the caller's scope. */
export function inScopeOnly<T extends { scopeKeys: readonly string[] }>(
  scope: Scope,
  rows: readonly T[],
): T[] {
  return rows.filter((row) => inScope(scope, row.scopeKeys));
}

/** GET/PATCH /api/modules…: the modules list and a module's record (spec §2.3, §2.4). */
export function registerModuleRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get('/api/modules', async (request) => {
    requirePermission(request, READ);
    const query = parseWith(listQuery, request.query);
    const filters: SQL[] = [];
    if (query.level !== undefined) filters.push(eq(modules.level, query.level));
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, '\\$&')}%`;
      const match = or(ilike(modules.id, pattern), ilike(modules.title, pattern));
      if (match) filters.push(match);
    }
    const instances = db
      .select({ moduleId: moduleInstances.moduleId, instances: count().as('instances') })
      .from(moduleInstances)
      .groupBy(moduleInstances.moduleId)
      .as('instances');
    const rows = await db
      .select({ module: modules, instances: instances.instances })
      .from(modules)
      .leftJoin(instances, eq(instances.moduleId, modules.id))
      .where(and(...filters))
      .orderBy(asc(modules.level), asc(modules.id));
    const items = rows.map((row) => ({
      ...summaryOf(row.module),
      instanceCount: Number(row.instances ?? 0),
    }));
    return { items, total: items.length };
  });

  app.get('/api/modules/:id', async (request, reply) => {
    // Students' marks are personal data: never kept by a browser or service-worker cache.
    reply.header('cache-control', 'private, no-store');
    const auth = requirePermission(request, READ);
    const { id } = parseWith(idParams, request.params);
    const [row] = await db.select().from(modules).where(eq(modules.id, id));
    if (!row) throw notFound('No such module');
    const runs = await db
      .select({ run: moduleInstances, tutorName: users.name })
      .from(moduleInstances)
      .leftJoin(users, eq(users.id, moduleInstances.tutorId))
      .where(eq(moduleInstances.moduleId, id))
      .orderBy(asc(moduleInstances.sessionId));
    const registrations = runs.length
      ? await db
          .select({
            id: moduleRegistrations.id,
            moduleInstanceId: moduleRegistrations.moduleInstanceId,
            studentId: students.id,
            firstName: students.firstName,
            lastName: students.lastName,
            mark: moduleRegistrations.mark,
            result: moduleRegistrations.result,
            creditsAwarded: moduleRegistrations.creditsAwarded,
            scopeKeys: moduleRegistrations.scopeKeys,
          })
          .from(moduleRegistrations)
          .innerJoin(students, eq(students.id, moduleRegistrations.studentId))
          .where(
            inArray(
              moduleRegistrations.moduleInstanceId,
              runs.map(({ run }) => run.id),
            ),
          )
          .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id))
      : [];
    const visible = inScopeOnly(auth.scope, registrations);
    // Each mark with its grade on the scale of the module's level (admin/grades).
    const gradeOf = await gradeReader(db);
    const tutors = new Map<string, string>();
    for (const { run, tutorName } of runs) {
      if (run.tutorId && tutorName) tutors.set(run.tutorId, tutorName);
    }
    return {
      ...summaryOf(row),
      tutors: [...tutors].map(([tutorId, name]) => ({ id: tutorId, name })),
      instances: runs.map(({ run, tutorName }) => ({
        id: run.id,
        tutorId: run.tutorId,
        tutorName,
        sessionId: run.sessionId,
        startDate: run.startDate,
        endDate: run.endDate,
        assessmentTitle: run.assessmentTitle,
        assessmentDueDate: run.assessmentDueDate,
        students: visible
          .filter((r) => r.moduleInstanceId === run.id)
          .map(({ scopeKeys: _keys, moduleInstanceId: _run, firstName, lastName, ...rest }) => ({
            ...rest,
            grade: gradeOf(rest.mark, row.level),
            name: `${firstName} ${lastName}`,
          })),
      })),
    };
  });

  app.patch('/api/modules/:id', async (request) => {
    const auth = requirePermission(request, ADMIN);
    const { id } = parseWith(idParams, request.params);
    const version = requireIfMatch(request.headers['if-match']);
    const patch = parseWith(modulePatchSchema, request.body ?? {});
    const updated = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(modules).where(eq(modules.id, id));
      if (!before || before.version !== version) return undefined;
      const [row] = await tx
        .update(modules)
        .set({
          ...patch,
          version: sql`${modules.version} + 1`,
          updatedAt: new Date().toISOString(),
        })
        .where(and(eq(modules.id, id), eq(modules.version, version)))
        .returning();
      if (!row) return undefined;
      // Who changed what, as for every other record's save (the audit log).
      const fields = Object.keys(patch) as (keyof typeof patch)[];
      await writeAudit(tx, actorOf(auth), {
        entity: 'modules',
        recordId: id,
        action: 'update',
        before: Object.fromEntries(fields.map((field) => [field, before[field]])),
        after: Object.fromEntries(fields.map((field) => [field, row[field]])),
      });
      return row;
    });
    if (updated) return summaryOf(updated);
    // No row changed: either no such module or another save came first (409 with the current).
    const [current] = await db.select().from(modules).where(eq(modules.id, id));
    if (!current) throw notFound('No such module');
    throw conflict('Someone else saved this module since you opened it', {
      current: summaryOf(current),
    });
  });
}
