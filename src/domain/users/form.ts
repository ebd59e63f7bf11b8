import { z } from 'zod';
import {
  isKnownClaim,
  parseClaimList,
  type TemplateId,
  templateById,
  templateOfRoles,
} from './templates';

/** The user form as typed: extra permissions in one text box, '' for "keep the current roles". */
export const userFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(200),
    email: z.email('Enter an email address').max(200),
    template: z.string(),
    hubId: z.string(),
    programme: z.string(),
    claims: z.string().max(4000),
  })
  .superRefine((value, context) => {
    const needs = templateById(value.template)?.needs;
    if (needs === 'hub' && !value.hubId) {
      context.addIssue({ code: 'custom', message: 'Choose a hub', path: ['hubId'] });
    }
    if (needs === 'programme' && !value.programme) {
      context.addIssue({ code: 'custom', message: 'Choose a programme', path: ['programme'] });
    }
    const unknown = parseClaimList(value.claims).filter((claim) => !isKnownClaim(claim));
    if (unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `Not a permission the product knows: ${unknown.join(', ')}`,
        path: ['claims'],
      });
    }
  });
export type UserFormValues = z.infer<typeof userFormSchema>;

/** The form of an account being edited (its template when its roles match one). */
export function formOfUser(user: {
  name: string;
  email: string;
  roles: readonly string[];
  claims: readonly string[];
  hubId?: string | null;
  programme?: string;
}): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    template: templateOfRoles(user.roles)?.id ?? '',
    hubId: user.hubId ?? '',
    programme: user.programme ?? '',
    claims: user.claims.join(' '),
  };
}

/** The request body of a checked form (template '' keeps the account's roles). */
export function bodyOfUserForm(values: UserFormValues) {
  const template = templateById(values.template);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    template: (template?.id ?? null) as TemplateId | null,
    hubId: values.hubId || null,
    programme: values.programme,
    claims: parseClaimList(values.claims),
  };
}
