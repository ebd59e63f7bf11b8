import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PortalPageCategory } from '#domain/forms/student-records';
import {
  type AdminPage,
  type AdminPageSummary,
  ALL_PAGE_CATEGORIES,
  createPageSchema,
  type PageVersion,
  type PageVersionSummary,
  pageCategorySchema,
  pageNameSchema,
  publishPageSchema,
  savePageSchema,
} from '#domain/portal/pages';
import type { Db } from '../../db/client';
import { portalPages, portalPageVersions } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { type AuthContext, requirePermission } from '../../platform/auth/context';
import type { Tx } from '../../platform/changes';
import { actorOf } from '../../platform/entities/write';
import { AppError, conflict, notFound } from '../../platform/errors';
import { requireIfMatch } from '../../platform/http/if-match';
import { parseWith } from '../../platform/validation';

// admin/portalpages (spec §2.3, issue 21): every page of every category, published or not, with
// its versions. Spec §6 names no claim for editing pages, so pages:list lists, reads and edits.
const EDITORS = ['pages:list'] as const;
const BASE = '/api/admin/portal-pages';

type PageRow = typeof portalPages.$inferSelect;

const pageParams = z.object({ category: z.string(), name: z.string() });
const versionParams = pageParams.extend({ version: z.string() });

/** The page a path names (404 for a category or name no page can have). */
function pageIdOf(params: { category: string; name: string }) {
  const category = pageCategorySchema.safeParse(params.category);
  const name = pageNameSchema.safeParse(params.name);
  if (!category.success || !name.success) throw notFound('There is no such page');
  return { category: category.data, name: name.data, id: `${category.data}/${name.data}` };
}

function versionOf(text: string): number {
  const version = Number(text);
  if (!/^\d{1,9}$/.test(text) || version < 1) throw notFound('There is no such version');
  return version;
}

const presentSummary = (row: PageRow, updatedByName: string | null): AdminPageSummary => ({
  category: row.category as PortalPageCategory,
  name: row.name,
  title: row.title,
  published: row.published,
  version: row.version,
  updatedAt: row.updatedAt,
  updatedByName,
});

async function lastSaver(db: Tx, pageId: string, version: number): Promise<string | null> {
  const [row] = await db
    .select({ savedByName: portalPageVersions.savedByName })
    .from(portalPageVersions)
    .where(and(eq(portalPageVersions.pageId, pageId), eq(portalPageVersions.pageVersion, version)));
  return row?.savedByName ?? null;
}

async function readPage(db: Db, id: string): Promise<AdminPage> {
  const [row] = await db.select().from(portalPages).where(eq(portalPages.id, id));
  if (!row) throw notFound('There is no such page');
  return { ...presentSummary(row, await lastSaver(db, id, row.version)), body: row.body };
}

/** Keeps a page's state as a version (once per page version: the text as seeded stays restorable). */
async function keepVersion(tx: Tx, row: PageRow, auth: AuthContext | null): Promise<void> {
  await tx
    .insert(portalPageVersions)
    .values({
      id: randomUUID(),
      pageId: row.id,
      pageVersion: row.version,
      title: row.title,
      body: row.body,
      published: row.published,
      savedBy: auth?.realUser.id ?? null,
      savedByName: auth?.realUser.name ?? '',
      savedAt: row.updatedAt,
    })
    .onConflictDoNothing();
}

/**
 * Changes a page named by its version (If-Match): keeps the state it replaces and the new one as
 * versions, audits the change; 409 with the current page when another save came first.
 */
async function changePage(
  db: Db,
  auth: AuthContext,
  id: string,
  version: number,
  change: Partial<Pick<PageRow, 'title' | 'body' | 'published'>>,
): Promise<AdminPage> {
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(portalPages).where(eq(portalPages.id, id));
    if (!before || before.version !== version) return undefined;
    const [after] = await tx
      .update(portalPages)
      .set({
        ...change,
        version: sql`${portalPages.version} + 1`,
        updatedAt: new Date().toISOString(),
      })
      .where(and(eq(portalPages.id, id), eq(portalPages.version, version)))
      .returning();
    if (!after) return undefined;
    await keepVersion(tx, before, null);
    await keepVersion(tx, after, auth);
    const fields = ['title', 'body', 'published'] as const;
    await writeAudit(tx, actorOf(auth), {
      entity: 'portal-pages',
      recordId: id,
      action: 'update',
      before: Object.fromEntries(fields.map((field) => [field, before[field]])),
      after: Object.fromEntries(fields.map((field) => [field, after[field]])),
    });
    return after;
  });
  if (saved) return { ...presentSummary(saved, auth.realUser.name), body: saved.body };
  const current = await readPage(db, id);
  throw conflict('Someone else saved this page since you opened it', { current });
}

/** admin/portalpages: list, read, create, save, publish, versions and restore (pages:list). */
export function registerPortalAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  api.get(BASE, async (request) => {
    requirePermission(request, EDITORS);
    const [rows, savers] = await Promise.all([
      db.select().from(portalPages).orderBy(asc(portalPages.position), asc(portalPages.name)),
      db
        .selectDistinctOn([portalPageVersions.pageId], {
          pageId: portalPageVersions.pageId,
          pageVersion: portalPageVersions.pageVersion,
          savedByName: portalPageVersions.savedByName,
        })
        .from(portalPageVersions)
        .orderBy(portalPageVersions.pageId, desc(portalPageVersions.pageVersion)),
    ]);
    const saverOf = new Map(savers.map((saver) => [saver.pageId, saver]));
    const order = (row: PageRow) => ALL_PAGE_CATEGORIES.indexOf(row.category as PortalPageCategory);
    const items = rows
      .filter((row) => order(row) >= 0)
      .sort((a, b) => order(a) - order(b))
      .map((row) => {
        const saver = saverOf.get(row.id);
        return presentSummary(row, saver?.pageVersion === row.version ? saver.savedByName : null);
      });
    return { items };
  });

  api.post(BASE, async (request, reply) => {
    const auth = requirePermission(request, EDITORS);
    const input = parseWith(createPageSchema, request.body ?? {});
    const id = `${input.category}/${input.name}`;
    const created = await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${portalPages.position}), -1)` })
        .from(portalPages)
        .where(eq(portalPages.category, input.category));
      const [row] = await tx
        .insert(portalPages)
        .values({ id, ...input, position: Number(last?.position ?? -1) + 1 })
        .onConflictDoNothing()
        .returning();
      if (!row) return undefined;
      await keepVersion(tx, row, auth);
      await writeAudit(tx, actorOf(auth), {
        entity: 'portal-pages',
        recordId: id,
        action: 'create',
        after: { title: row.title, body: row.body, published: row.published },
      });
      return row;
    });
    if (!created) {
      throw new AppError(
        'CONFLICT',
        409,
        `There is already a page "${input.name}" in this category`,
        [{ message: 'Already used in this category', param: 'name' }],
      );
    }
    reply.code(201);
    return { ...presentSummary(created, auth.realUser.name), body: created.body };
  });

  api.get(`${BASE}/:category/:name`, { schema: { params: pageParams } }, async (request) => {
    requirePermission(request, EDITORS);
    return readPage(db, pageIdOf(request.params).id);
  });

  api.put(`${BASE}/:category/:name`, { schema: { params: pageParams } }, async (request) => {
    const auth = requirePermission(request, EDITORS);
    const { id } = pageIdOf(request.params);
    const version = requireIfMatch(request.headers['if-match']);
    const input = parseWith(savePageSchema, request.body ?? {});
    return changePage(db, auth, id, version, input);
  });

  api.post(
    `${BASE}/:category/:name/publish`,
    { schema: { params: pageParams } },
    async (request) => {
      const auth = requirePermission(request, EDITORS);
      const { id } = pageIdOf(request.params);
      const version = requireIfMatch(request.headers['if-match']);
      const input = parseWith(publishPageSchema, request.body ?? {});
      return changePage(db, auth, id, version, input);
    },
  );

  api.get(
    `${BASE}/:category/:name/versions`,
    { schema: { params: pageParams } },
    async (request) => {
      requirePermission(request, EDITORS);
      const page = await readPage(db, pageIdOf(request.params).id);
      const rows = await db
        .select({
          pageVersion: portalPageVersions.pageVersion,
          title: portalPageVersions.title,
          published: portalPageVersions.published,
          savedByName: portalPageVersions.savedByName,
          savedAt: portalPageVersions.savedAt,
        })
        .from(portalPageVersions)
        .where(eq(portalPageVersions.pageId, `${page.category}/${page.name}`))
        .orderBy(desc(portalPageVersions.pageVersion));
      // A page never saved here (as seeded) has its current state as its one version.
      const items: PageVersionSummary[] = rows.length
        ? rows
        : [
            {
              pageVersion: page.version,
              title: page.title,
              published: page.published,
              savedByName: '',
              savedAt: page.updatedAt,
            },
          ];
      return { items };
    },
  );

  api.get(
    `${BASE}/:category/:name/versions/:version`,
    { schema: { params: versionParams } },
    async (request) => {
      requirePermission(request, EDITORS);
      return readVersion(db, pageIdOf(request.params).id, versionOf(request.params.version));
    },
  );

  api.post(
    `${BASE}/:category/:name/versions/:version/restore`,
    { schema: { params: versionParams } },
    async (request) => {
      const auth = requirePermission(request, EDITORS);
      const { id } = pageIdOf(request.params);
      const version = requireIfMatch(request.headers['if-match']);
      const kept = await readVersion(db, id, versionOf(request.params.version));
      // The text and title come back; whether the page is published stays as it is now.
      return changePage(db, auth, id, version, { title: kept.title, body: kept.body });
    },
  );
}

/** One version of a page (the current state when the page has no saved versions yet). */
async function readVersion(db: Db, id: string, version: number): Promise<PageVersion> {
  const [row] = await db
    .select()
    .from(portalPageVersions)
    .where(and(eq(portalPageVersions.pageId, id), eq(portalPageVersions.pageVersion, version)));
  if (row) {
    const { pageVersion, title, body, published, savedByName, savedAt } = row;
    return { pageVersion, title, body, published, savedByName, savedAt };
  }
  const page = await readPage(db, id);
  if (page.version !== version) throw notFound('There is no such version');
  return {
    pageVersion: page.version,
    title: page.title,
    body: page.body,
    published: page.published,
    savedByName: page.updatedByName ?? '',
    savedAt: page.updatedAt,
  };
}
