import type { FastifyRequest } from 'fastify';
import { meetsRequirement, type Requirement } from '#domain/permissions/requirement';
import type { Db } from '../../db/client';
import { type AuthContext, requireAuth } from '../auth/context';
import { forbidden, notFound } from '../errors';
import type { EntityDefinition } from './define';
import { findInScope } from './write';

/**
 * The caller's context for an action on one record (a change, a command on it), answered so that
 * it never says whether a record the caller cannot see exists (issue 17): 401 signed out; 403
 * when they may neither see such records nor take the action; 404 when the record is missing or
 * outside their scope; 403 when they see it but may not take the action. A caller who may take
 * it goes on: the action reads the record within their scope itself (404 outside it), so this
 * costs a read only when the answer is a refusal.
 */
export async function requireRecordPermission(
  db: Db,
  request: FastifyRequest,
  entity: EntityDefinition,
  id: string,
  requirement: Requirement,
): Promise<AuthContext> {
  const auth = requireAuth(request);
  if (meetsRequirement(auth.checker, requirement)) return auth;
  if (!meetsRequirement(auth.checker, entity.policy.view)) throw forbidden();
  const record = await findInScope(db, entity, id, auth);
  if (!record) throw notFound();
  throw forbidden();
}
