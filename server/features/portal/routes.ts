import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HANDBOOK_CATEGORIES,
  PORTAL_PAGE_CATEGORIES,
  type PortalPage,
  type PortalPageCategory,
} from '#domain/forms/student-records';
import type { Requirement } from '#domain/permissions/requirement';
import { meetsRequirement } from '#domain/permissions/requirement';
import { portalPages } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { requireAuth } from '../../platform/auth/context';
import { forbidden, notFound } from '../../platform/errors';

// Students read the pages; staff with the dashboard preview them (spec §2.5).
const READERS = ['forms:student', 'dashboard:view'] as const;
/**
 * Who may read a category's pages: the library is also open to faculty (spec §2.5, §6); the
 * knowledge base and the two handbooks need what their routes need (spec §2.2).
 */
export function requirementOf(category: PortalPageCategory): Requirement {
  if (category === 'kb') return ['dashboard:view'];
  if (category === 'hdhandbook') return ['dashboard:hubdirector'];
  if (category === 'handbook') return ['mystudents:menu'];
  return [category === 'library' ? [...READERS, 'students:faculty'] : READERS];
}

const categorySchema = z.enum([...PORTAL_PAGE_CATEGORIES, ...HANDBOOK_CATEGORIES]);
const slugSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
// Any text reaches the handler, which answers 404 for an unknown category or a name that
// cannot be a page's (after 401/403, so a signed-out caller learns nothing).
const listParams = z.object({ category: z.string() });
const pageParams = z.object({ category: z.string(), name: z.string() });

/** The category of the path, once the caller is signed in and may read it. */
function readableCategory(request: FastifyRequest, category: string): PortalPageCategory {
  const auth = requireAuth(request);
  const parsed = categorySchema.safeParse(category);
  if (!parsed.success) throw notFound('There is no such page category');
  if (!meetsRequirement(auth.checker, requirementOf(parsed.data))) throw forbidden();
  return parsed.data;
}

/**
 * Answers a body with a strong ETag and `Cache-Control: private, no-cache`, so the client (and
 * its offline cache) revalidates each time and gets 304 when nothing changed.
 */
function sendRevalidated<T>(request: FastifyRequest, reply: FastifyReply, body: T) {
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
  const etag = `"${hash.slice(0, 32)}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  const match = request.headers['if-none-match'];
  const tags = (match ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (tags.includes(etag) || tags.includes('*')) return reply.code(304).send();
  return body;
}

/**
 * Content pages of the forms area (spec §2.5), the knowledge base and the handbooks (spec §2.2):
 * lists by category, and one page; published pages only.
 */
export function registerPortalRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  api.get(
    '/api/forms/pages/:category',
    { schema: { params: listParams } },
    async (request, reply) => {
      const category = readableCategory(request, request.params.category);
      const items = await db
        .select({
          category: portalPages.category,
          name: portalPages.name,
          title: portalPages.title,
          updatedAt: portalPages.updatedAt,
        })
        .from(portalPages)
        // Readers see published pages only; admin/portalpages lists the others (admin-routes.ts).
        .where(and(eq(portalPages.category, category), eq(portalPages.published, true)))
        .orderBy(asc(portalPages.position), asc(portalPages.name));
      return sendRevalidated(request, reply, { items });
    },
  );

  api.get(
    '/api/forms/pages/:category/:name',
    { schema: { params: pageParams } },
    async (request, reply) => {
      const category = readableCategory(request, request.params.category);
      const name = slugSchema.safeParse(request.params.name);
      if (!name.success) throw notFound('There is no such page');
      const [page] = await db
        .select({
          category: portalPages.category,
          name: portalPages.name,
          title: portalPages.title,
          body: portalPages.body,
          updatedAt: portalPages.updatedAt,
        })
        .from(portalPages)
        .where(
          and(
            eq(portalPages.category, category),
            eq(portalPages.name, name.data),
            eq(portalPages.published, true),
          ),
        );
      if (!page) throw notFound('There is no such page');
      const body: PortalPage = { ...page, category };
      return sendRevalidated(request, reply, body);
    },
  );
}
