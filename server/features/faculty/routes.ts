import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { facultyContactSchema } from '#domain/faculty/contact';
import { facultyProfiles } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { requirePermission } from '../../platform/auth/context';
import { actorOf } from '../../platform/entities/write';
import { conflict, notFound } from '../../platform/errors';
import { requireIfMatch } from '../../platform/http/if-match';
import { parseWith } from '../../platform/validation';
import { listFaculty, readFaculty } from './queries';

/** The faculty list: the menu's permission, or the record's (spec §2.3 "/faculty"). */
const LIST = [['faculty:menu', 'faculty:view']] as const;
/** A faculty record (spec §2.4 `faculty/{id}`). */
const VIEW = ['faculty:view'] as const;
/** Editing a tutor's contact details: ours, not in spec §6 (admin holds it through '*'). */
const ADMIN = ['faculty:view', 'faculty:admin'] as const;

const listQuery = z.object({ q: z.string().trim().max(100).optional() });
const idParams = z.object({ id: z.string().trim().min(1).max(80) });

/** GET/PATCH /api/faculty…: tutors, their hubs, modules, tutees and contact details. */
export function registerFacultyRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get('/api/faculty', async (request) => {
    const auth = requirePermission(request, LIST);
    const { q } = parseWith(listQuery, request.query);
    const items = await listFaculty(db, auth.scope, q || undefined);
    return { items, total: items.length };
  });

  app.get('/api/faculty/:id', async (request, reply) => {
    // Tutees are personal data: never kept by a browser or service-worker cache.
    reply.header('cache-control', 'private, no-store');
    const auth = requirePermission(request, VIEW);
    const { id } = parseWith(idParams, request.params);
    const record = await readFaculty(db, auth.scope, id);
    if (!record) throw notFound('No such faculty member');
    return record;
  });

  app.patch('/api/faculty/:id', async (request) => {
    const auth = requirePermission(request, ADMIN);
    const { id } = parseWith(idParams, request.params);
    const version = requireIfMatch(request.headers['if-match']);
    const patch = parseWith(facultyContactSchema, request.body ?? {});
    const before = await readFaculty(db, auth.scope, id);
    if (!before) throw notFound('No such faculty member');
    const stale = (current: unknown) =>
      conflict('Someone else saved these details since you opened them', { current });
    if (before.version !== version) throw stale(before);
    const saved = await db.transaction(async (tx) => {
      const now = new Date().toISOString();
      // A tutor without contact details yet has version 1 and no row: the first save makes it.
      // A save racing it inserts nothing (the id exists) or updates nothing (the version moved).
      const [row] =
        version === 1
          ? await tx
              .insert(facultyProfiles)
              .values({ id, ...patch, version: 2, updatedAt: now })
              .onConflictDoUpdate({
                target: facultyProfiles.id,
                set: { ...patch, version: 2, updatedAt: now },
                setWhere: eq(facultyProfiles.version, 1),
              })
              .returning()
          : await tx
              .update(facultyProfiles)
              .set({ ...patch, version: sql`${facultyProfiles.version} + 1`, updatedAt: now })
              .where(and(eq(facultyProfiles.id, id), eq(facultyProfiles.version, version)))
              .returning();
      if (!row) return undefined;
      await writeAudit(tx, actorOf(auth), {
        entity: 'faculty',
        recordId: id,
        action: 'update',
        before: { phone: before.phone, office: before.office, officeHours: before.officeHours },
        after: { phone: row.phone, office: row.office, officeHours: row.officeHours },
      });
      return row;
    });
    if (!saved) throw stale(await readFaculty(db, auth.scope, id));
    return readFaculty(db, auth.scope, id);
  });
}
