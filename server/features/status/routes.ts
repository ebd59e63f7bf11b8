import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '#domain/version';
import type { AppContext } from '../../platform/app-context';

/** `GET /api/status` (public): version, start time, and whether the database answers. */
export function registerStatusRoutes(app: FastifyInstance, context: AppContext): void {
  const startedAt = new Date().toISOString();
  app.get('/api/status', async () => {
    let database: 'ok' | 'unavailable' = 'ok';
    try {
      await context.db.execute(sql`select 1`);
    } catch {
      database = 'unavailable';
    }
    return { name: 'Collegium', version: APP_VERSION, startedAt, database };
  });
}
