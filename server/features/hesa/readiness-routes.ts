import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { yearSchema } from '#domain/hesa/fields';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { studentInScope } from '../../platform/auth/own-student';
import { requireFeature } from '../../platform/features';
import { checkAndKeep, currentYear, studentReadiness } from './readiness';

// Continuous readiness (issue 22): "Check now" keeps a snapshot; a student's readiness badge.
const HESA = ['hesa:menu'];
/** Who sees a student's readiness: the HESA officer, and staff who see student records. */
const READINESS = [['hesa:menu', 'students:admin', 'students:view']];

const checkBody = z.object({ year: yearSchema.optional() });
const studentParams = z.object({ id: z.string().min(1).max(60) });

/** POST hesa/check, GET hesa/students/:id/readiness. */
export function registerHesaReadinessRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/hesa/check', { schema: { body: checkBody } }, async (request) => {
    requirePermission(request, HESA);
    requireFeature(context, 'hesa', 'HESA');
    return checkAndKeep(context, request.body.year ?? currentYear(context));
  });

  api.get(
    '/api/hesa/students/:id/readiness',
    { schema: { params: studentParams } },
    async (request) => {
      const auth = requirePermission(request, READINESS);
      requireFeature(context, 'hesa', 'HESA');
      // A student out of the caller's scope (a hub director's hub…) is not revealed: 404.
      const student = await studentInScope(context, auth, request.params);
      return studentReadiness(context, currentYear(context), student.id);
    },
  );
}
