import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historySummary } from '#domain/users/history';
import {
  activeBody,
  createUserBody,
  editUserBody,
  type UserHistoryEntry,
} from '#domain/users/schemas';
import { templateById } from '#domain/users/templates';
import type { Db } from '../../db/client';
import { auditLog, programmes, users } from '../../db/schema';
import { usersEntity } from '../../entities/users';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { revokeUserSessions } from '../../platform/auth/revocation';
import { presentRecord } from '../../platform/entities/present';
import { createRecord, findInScope, updateRecord } from '../../platform/entities/write';
import { invalid, notFound } from '../../platform/errors';

// User management (spec §2.3 "/users", issue 21). Reading needs users:menu (the menu's
// permission); creating, editing and (de)activating need users:menu and admin:admin, as the
// users entity's policy says for create and update: §6 lists admin:admin as the administrator's
// claim and users:menu only opens the screen. The account rules (no granting of claims one does
// not hold, the last admin, unique e-mail, sessions ending on deactivation) live in the entity
// (server/entities/user-rules.ts), so the generic /api/users routes keep them too.

const READ = ['users:menu'] as const;
const WRITE = ['users:menu', 'admin:admin'] as const;
const idParams = z.object({ id: z.string().trim().min(1).max(200) });

async function checkProgramme(db: Db, programme: string): Promise<void> {
  if (!programme) return;
  const [found] = await db
    .select({ id: programmes.id })
    .from(programmes)
    .where(eq(programmes.id, programme));
  if (!found) throw invalid([{ message: 'No programme has this code', param: 'programme' }]);
}

/** The account fields of a template: its roles, and a hub or programme only where it needs one. */
function accountFields(body: {
  name: string;
  email: string;
  claims: string[];
  hubId?: string | null | undefined;
  programme: string;
}) {
  return {
    name: body.name,
    email: body.email,
    claims: body.claims,
    hubId: body.hubId || null,
    programme: body.programme,
  };
}

/** Create, edit, (de)activate a user account and read its history. */
export function registerUserRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  api.post('/api/accounts', { schema: { body: createUserBody } }, async (request, reply) => {
    const auth = requirePermission(request, WRITE);
    const body = request.body;
    await checkProgramme(db, body.programme);
    const roles = [...(templateById(body.template)?.roles ?? [])];
    const row = await createRecord(db, usersEntity, auth, { ...accountFields(body), roles });
    return reply.code(201).send(presentRecord(usersEntity, row));
  });

  api.put(
    '/api/accounts/:id',
    { schema: { params: idParams, body: editUserBody } },
    async (request) => {
      const auth = requirePermission(request, WRITE);
      const body = request.body;
      await checkProgramme(db, body.programme);
      const template = body.template ? templateById(body.template) : undefined;
      const row = await updateRecord(db, usersEntity, auth, request.params.id, {
        expectedVersion: body.version,
        next: (current) => ({
          ...accountFields(body),
          roles: template ? [...template.roles] : current.roles,
        }),
      });
      return presentRecord(usersEntity, row);
    },
  );

  api.post(
    '/api/accounts/:id/active',
    { schema: { params: idParams, body: activeBody } },
    async (request) => {
      const auth = requirePermission(request, WRITE);
      const { id } = request.params;
      const row = await updateRecord(db, usersEntity, auth, id, {
        expectedVersion: request.body.version,
        next: () => ({ active: request.body.active }),
      });
      // Again after the commit: no cache of this process keeps a session read before it.
      if (!request.body.active) revokeUserSessions(id);
      return presentRecord(usersEntity, row);
    },
  );

  api.get('/api/accounts/:id/history', { schema: { params: idParams } }, async (request) => {
    const auth = requirePermission(request, READ);
    const { id } = request.params;
    const user = await findInScope(db, usersEntity, id, auth);
    if (!user) throw notFound();
    const by = alias(users, 'by_user');
    const actingAs = alias(users, 'acting_as_user');
    const rows = await db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        changes: auditLog.changes,
        byName: by.name,
        actingAsName: actingAs.name,
      })
      .from(auditLog)
      .leftJoin(by, eq(by.id, auditLog.userId))
      .leftJoin(actingAs, eq(actingAs.id, auditLog.actingAsUserId))
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.recordId, id)))
      .orderBy(desc(auditLog.id))
      .limit(200);
    const items: UserHistoryEntry[] = rows.map((row) => ({
      id: row.id,
      at: row.at,
      action: row.action,
      byName: row.byName,
      actingAsName: row.actingAsName,
      summary: historySummary(row.action, row.changes),
    }));
    return { items };
  });
}
