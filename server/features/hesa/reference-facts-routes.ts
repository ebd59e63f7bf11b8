import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FACT_KINDS, venueSlugSchema } from '#domain/hesa/reference-facts';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { actorOf } from '../../platform/entities/write';
import { invalid, zodDetails } from '../../platform/errors';
import { requireFeature } from '../../platform/features';
import { deleteVenue, factsScreen, saveFacts } from './reference-facts';

// The facts of the return our records do not hold (issue 22): hesa:menu, while the switch is on.
const HESA = ['hesa:menu'];

const factParams = z.object({
  kind: z.enum(FACT_KINDS),
  refId: z.string().trim().min(1).max(60),
});
const venueParams = z.object({ refId: z.string().min(1).max(60) });

/** GET, PUT hesa/facts; DELETE a residential venue. */
export function registerHesaFactRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  api.get('/api/hesa/facts', async (request) => {
    requirePermission(request, HESA);
    requireFeature(context, 'hesa', 'HESA');
    return factsScreen(db);
  });

  api.put('/api/hesa/facts/:kind/:refId', { schema: { params: factParams } }, async (request) => {
    const auth = requirePermission(request, HESA);
    requireFeature(context, 'hesa', 'HESA');
    const { kind, refId } = request.params;
    if (kind === 'venue') {
      const slug = venueSlugSchema.safeParse(refId);
      if (!slug.success) {
        throw invalid(zodDetails(slug.error.issues).map((d) => ({ ...d, param: 'refId' })));
      }
    }
    return saveFacts(db, actorOf(auth), kind, refId, request.body ?? {});
  });

  api.delete(
    '/api/hesa/facts/venue/:refId',
    { schema: { params: venueParams } },
    async (request, reply) => {
      const auth = requirePermission(request, HESA);
      requireFeature(context, 'hesa', 'HESA');
      await deleteVenue(db, actorOf(auth), request.params.refId);
      return reply.status(204).send();
    },
  );
}
