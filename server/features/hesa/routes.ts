import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectionOfYear,
  collectionSchema,
  DEFAULT_COLLECTION,
  mappingChangeSchema,
  pickCollection,
  yearSchema,
} from '#domain/hesa/fields';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { actorOf } from '../../platform/entities/write';
import { notFound } from '../../platform/errors';
import { contentDisposition } from '../../platform/exports';
import { requireFeature } from '../../platform/features';
import { buildReturn, exportPath, findXsd } from './build';
import { registerHesaCheckRoutes } from './check-routes';
import { yearsWithEngagements } from './data';
import { heldCollections, mappingScreen, saveMapping } from './mappings';
import { registerHesaReadinessRoutes } from './readiness-routes';
import { registerHesaFactRoutes } from './reference-facts-routes';
import { registerHesaStudentDetailsRoutes } from './student-details-routes';
import { loadValidValues } from './valid-values';

// The /hesa area (issue 22): hesa:menu, and only while the `hesa` switch is on (404 when off).
const HESA = ['hesa:menu'];

const collectionQuery = z.object({ collection: collectionSchema.optional() });
const yearBody = z.object({ year: yearSchema });
const yearParams = z.object({ year: yearSchema });

/** HESA Data Futures: the code mappings and the XML return of a year. */
export function registerHesaRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  api.get('/api/hesa/mappings', { schema: { querystring: collectionQuery } }, async (request) => {
    requirePermission(request, HESA);
    requireFeature(context, 'hesa', 'HESA');
    const collections = await heldCollections(db);
    const collection =
      request.query.collection ?? collections[collections.length - 1] ?? DEFAULT_COLLECTION;
    return { collection, collections, fields: await mappingScreen(db, collection) };
  });

  api.put('/api/hesa/mappings', { schema: { body: mappingChangeSchema } }, async (request) => {
    const auth = requirePermission(request, HESA);
    requireFeature(context, 'hesa', 'HESA');
    return saveMapping(db, actorOf(auth), request.body);
  });

  // The year's valid values, read from the XSD the operator put in the HESA folder.
  api.post(
    '/api/hesa/valid-values/import',
    { schema: { body: z.object({ collection: collectionSchema }) } },
    async (request) => {
      const auth = requirePermission(request, HESA);
      requireFeature(context, 'hesa', 'HESA');
      return loadValidValues(db, actorOf(auth), request.body.collection, await findXsd(context));
    },
  );

  api.get('/api/hesa/export', async (request) => {
    requirePermission(request, HESA);
    requireFeature(context, 'hesa', 'HESA');
    const [years, collections, xsd] = await Promise.all([
      yearsWithEngagements(db, (context.clock?.() ?? new Date()).toISOString().slice(0, 10)),
      heldCollections(db),
      findXsd(context),
    ]);
    return {
      years: years.map((year) => ({
        year,
        collection: pickCollection(collections, collectionOfYear(year)) ?? null,
      })),
      xsd: xsd ? (xsd.split(/[\\/]/).pop() ?? null) : null,
    };
  });

  api.post('/api/hesa/export', { schema: { body: yearBody } }, async (request) => {
    requirePermission(request, HESA);
    requireFeature(context, 'hesa', 'HESA');
    return buildReturn(context, request.body.year);
  });

  api.get(
    '/api/hesa/export/:year/file',
    { schema: { params: yearParams } },
    async (request, reply) => {
      requirePermission(request, HESA);
      requireFeature(context, 'hesa', 'HESA');
      const { year } = request.params;
      const path = exportPath(context, year);
      const found = await stat(path).catch(() => undefined);
      if (!found) throw notFound(`The ${year} return has not been built: build it first`);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', contentDisposition(`hesa-data-futures-${year}.xml`))
        .header('content-length', found.size)
        .send(createReadStream(path));
    },
  );
  registerHesaCheckRoutes(app, context);
  registerHesaReadinessRoutes(app, context);
  registerHesaStudentDetailsRoutes(app, context);
  registerHesaFactRoutes(app, context);
}
