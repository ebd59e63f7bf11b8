import type { FastifyInstance } from 'fastify';
import type { DonorsConfig } from '#domain/donors/crm-url';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';

// The donor record (spec §2.4 `donors/{id}`, issue 20) is the donor system's own page, framed:
// the client needs only the address template (DONORS_URL), and only those who see donors.

/** `GET /api/donors/config`: the donor system's page template, null when not configured. */
export function registerDonorRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/api/donors/config', async (request): Promise<DonorsConfig> => {
    requirePermission(request, ['donors:view']);
    return { urlTemplate: context.donorsUrl ?? null };
  });
}
