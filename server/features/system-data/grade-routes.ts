import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { gradeScaleInputSchema } from '#domain/admin/grades';
import { gradeScales } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { requirePermission } from '../../platform/auth/context';
import { actorOf } from '../../platform/entities/write';
import { conflict, notFound } from '../../platform/errors';
import { requireIfMatch } from '../../platform/http/if-match';
import { readGradeScales } from '../../platform/reference-lists';
import { parseWith } from '../../platform/validation';

/** Grade scales (spec §2.3 admin/grades). */
const GRADES = ['admin:grades'] as const;
const idParams = z.object({ id: z.string().trim().min(1).max(40) });

/** Grade scales and their mark bands, one per module level: read and edit. */
export function registerGradeRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get('/api/grade-scales', async (request) => {
    requirePermission(request, GRADES);
    return { items: await readGradeScales(db) };
  });

  app.put('/api/grade-scales/:id', async (request) => {
    const auth = requirePermission(request, GRADES);
    const { id } = parseWith(idParams, request.params);
    const version = requireIfMatch(request.headers['if-match']);
    const input = parseWith(gradeScaleInputSchema, request.body ?? {});
    const saved = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(gradeScales).where(eq(gradeScales.id, id));
      if (!before || before.version !== version) return undefined;
      const [row] = await tx
        .update(gradeScales)
        .set({
          name: input.name,
          bands: input.bands,
          version: sql`${gradeScales.version} + 1`,
          updatedAt: new Date().toISOString(),
        })
        .where(and(eq(gradeScales.id, id), eq(gradeScales.version, version)))
        .returning();
      if (!row) return undefined;
      await writeAudit(tx, actorOf(auth), {
        entity: 'grade_scales',
        recordId: id,
        action: 'update',
        before: { name: before.name, bands: before.bands },
        after: { name: row.name, bands: row.bands },
      });
      return row;
    });
    const current = (await readGradeScales(db)).find((scale) => scale.id === id);
    if (!current) throw notFound('No such grade scale');
    if (!saved) throw conflict('Someone else saved this scale since you opened it', { current });
    return current;
  });
}
