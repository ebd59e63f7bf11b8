import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Requirement } from '#domain/permissions/requirement';
import type { AppContext } from '../../platform/app-context';
import { type AuthContext, requirePermission } from '../../platform/auth/context';
import { requireFeature } from '../../platform/features';

/** A ticket's page: the helpdesk or a requester (spec §2.3 `tickets/{id}`). */
export const EITHER = [['tickets:admin', 'tickets:submit']] as const;
export const idParams = z.object({ id: z.string().min(1).max(300) });

/** The caller, once the helpdesk is switched on (404 otherwise, for everyone: spec §1). */
export function helpdeskCaller(
  context: AppContext,
  request: FastifyRequest,
  requirement: Requirement,
): AuthContext {
  requireFeature(context, 'helpdesk', 'The helpdesk');
  return requirePermission(request, requirement);
}
