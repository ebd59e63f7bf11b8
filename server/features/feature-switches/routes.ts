import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEATURES, type Feature } from '#domain/config/feature-list';
import { type FeatureSwitchRow, featureSwitchChangeSchema } from '#domain/config/feature-settings';
import { featureSettings } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { requirePermission } from '../../platform/auth/context';
import { actorOf } from '../../platform/entities/write';
import { notFound } from '../../platform/errors';
import { featureSwitches, refreshFeatureSwitches } from '../../platform/features';

// Reading the switches is part of the system data page (admin:admin, spec §2.3); changing one
// is for a sysadmin (issue 21: "changeable by a sysadmin").
const READ = ['admin:admin'];
const CHANGE = ['admin:sysadmin'];

const nameParams = z.object({ name: z.string().max(60) });

const isFeature = (name: string): name is Feature => (FEATURES as readonly string[]).includes(name);

async function switchRows(context: AppContext): Promise<FeatureSwitchRow[]> {
  await refreshFeatureSwitches(context, true);
  const now = featureSwitches(context);
  const settings = await context.db.select().from(featureSettings);
  const byName = new Map(settings.map((row) => [row.name, row]));
  return FEATURES.map((name) => {
    const setting = byName.get(name);
    return {
      name,
      default: context.config.features[name],
      enabled: now[name],
      changed: setting
        ? { by: setting.updatedBy, byName: setting.updatedByName, at: setting.updatedAt }
        : null,
    };
  });
}

/** The feature switches of spec §1 on the system data page (issue 21). */
export function registerFeatureSwitchRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  api.get('/api/admin/features', async (request) => {
    requirePermission(request, READ);
    return { items: await switchRows(context) };
  });

  api.put(
    '/api/admin/features/:name',
    { schema: { params: nameParams, body: featureSwitchChangeSchema } },
    async (request) => {
      const auth = requirePermission(request, CHANGE);
      const { name } = request.params;
      if (!isFeature(name)) throw notFound('There is no such feature switch');
      const { enabled } = request.body;
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(featureSettings)
          .where(eq(featureSettings.name, name));
        const row = {
          name,
          enabled,
          updatedBy: auth.realUser.id,
          updatedByName: auth.realUser.name,
          updatedAt: new Date().toISOString(),
        };
        await tx
          .insert(featureSettings)
          .values(row)
          .onConflictDoUpdate({ target: featureSettings.name, set: row });
        await writeAudit(tx, actorOf(auth), {
          entity: 'feature-settings',
          recordId: name,
          action: before ? 'update' : 'create',
          before: before ? { enabled: before.enabled } : { enabled: context.config.features[name] },
          after: { enabled },
        });
      });
      // This process applies the change at once; the others within FEATURE_SWITCHES_MAX_AGE_MS.
      const rows = await switchRows(context);
      return rows.find((row) => row.name === name);
    },
  );
}
