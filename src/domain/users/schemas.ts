import { z } from 'zod';
import { isKnownClaim, TEMPLATE_IDS, templateById } from './templates';

const claim = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine(isKnownClaim, { message: 'This is not a permission the product knows' });

const account = {
  name: z.string().trim().min(1, 'Enter a name').max(200),
  email: z.email('Enter an email address').max(200),
  hubId: z.string().trim().max(200).nullish(),
  programme: z.string().trim().max(40).default(''),
  claims: z.array(claim).max(100).default([]),
};

/** Adds "choose a hub" / "choose a programme" when the chosen template needs one. */
function needsOf(value: { template?: string | null; hubId?: string | null; programme: string }) {
  const needs = value.template ? templateById(value.template)?.needs : null;
  const issues: { message: string; path: string[] }[] = [];
  if (needs === 'hub' && !value.hubId) issues.push({ message: 'Choose a hub', path: ['hubId'] });
  if (needs === 'programme' && !value.programme) {
    issues.push({ message: 'Choose a programme', path: ['programme'] });
  }
  return issues;
}

/** POST /api/users/accounts: a new account from a role template and extra claims. */
export const createUserBody = z
  .object({ ...account, template: z.enum(TEMPLATE_IDS, 'Choose a role template') })
  .superRefine((value, context) => {
    for (const issue of needsOf(value)) context.addIssue({ code: 'custom', ...issue });
  });
export type CreateUserBody = z.infer<typeof createUserBody>;

/**
 * PUT /api/users/accounts/{id}: the account's details; `template` null keeps the roles it has
 * (an account whose roles match no template keeps them).
 */
export const editUserBody = z
  .object({
    ...account,
    template: z.enum(TEMPLATE_IDS, 'Choose a role template').nullable(),
    version: z.number().int().min(1),
  })
  .superRefine((value, context) => {
    for (const issue of needsOf(value)) context.addIssue({ code: 'custom', ...issue });
  });
export type EditUserBody = z.infer<typeof editUserBody>;

/** POST /api/users/accounts/{id}/active: deactivate (false) or reactivate (true). */
export const activeBody = z.object({ active: z.boolean(), version: z.number().int().min(1) });

/** One entry of a user's history as GET /api/users/accounts/{id}/history answers it. */
export interface UserHistoryEntry {
  id: number;
  at: string;
  action: string;
  byName: string | null;
  actingAsName: string | null;
  summary: string;
}
