import { PERMISSION_CATALOGUE } from '../permissions/catalogue';
import { PermissionChecker, splitClaims } from '../permissions/claims';
import { claimsOf, type RoleName } from './roles';

/** What a template needs beside its roles: the hub a hub director runs, a director's programme. */
export type TemplateNeed = 'hub' | 'programme' | null;

/** A named starting point for a new account (issue 21 "Users"): roles and what they need. */
export interface RoleTemplate {
  id: string;
  label: string;
  roles: readonly RoleName[];
  needs: TemplateNeed;
}

/** The role templates an administrator picks from, in the order the picker shows them. */
export const ROLE_TEMPLATES = [
  { id: 'student', label: 'Student', roles: ['student'], needs: null },
  { id: 'tutor', label: 'Tutor', roles: ['faculty'], needs: null },
  { id: 'hub-director', label: 'Hub director', roles: ['hd'], needs: 'hub' },
  { id: 'programme-director', label: 'Programme director', roles: ['pd'], needs: 'programme' },
  { id: 'registrar', label: 'Registrar', roles: ['registrar'], needs: null },
  { id: 'finance', label: 'Finance officer', roles: ['finance'], needs: null },
  { id: 'manager', label: 'Relationships manager', roles: ['manager'], needs: null },
  { id: 'admin', label: 'System administrator', roles: ['admin'], needs: null },
] as const satisfies readonly RoleTemplate[];

export type TemplateId = (typeof ROLE_TEMPLATES)[number]['id'];
export const TEMPLATE_IDS = ROLE_TEMPLATES.map((template) => template.id) as [
  TemplateId,
  ...TemplateId[],
];

/** The template of an id (undefined for an unknown one). */
export function templateById(id: string): RoleTemplate | undefined {
  return ROLE_TEMPLATES.find((template) => template.id === id);
}

/** The template whose roles are exactly these (undefined when none is: e.g. several roles). */
export function templateOfRoles(roles: readonly string[]): RoleTemplate | undefined {
  const wanted = [...new Set(roles)].sort().join(' ');
  return ROLE_TEMPLATES.find((template) => [...template.roles].sort().join(' ') === wanted);
}

/** Every claim a user made from a template with these extra claims holds. */
export function templateClaims(templateId: string, extraClaims: readonly string[] = []): string[] {
  const template = templateById(templateId);
  return claimsOf({ roles: template?.roles ?? [], claims: extraClaims });
}

/**
 * The claims a granting user may not give: those the resulting user holds that they did not
 * hold before and that the granting user does not hold themselves ("nobody can grant claims
 * they do not hold"). A holder of `*` may grant anything. Empty when the grant is allowed.
 */
export function claimsNotHeld(
  granterClaims: readonly string[],
  after: { roles: readonly string[]; claims: readonly string[] },
  before: { roles: readonly string[]; claims: readonly string[] } = { roles: [], claims: [] },
): string[] {
  const granter = new PermissionChecker(granterClaims);
  const had = new Set(claimsOf(before));
  return claimsOf(after).filter((claim) => !had.has(claim) && !granter.check(claim));
}

const AREAS: Record<string, readonly string[]> = PERMISSION_CATALOGUE;

/**
 * True when an extra claim names only what the product knows: `area`, `area:action` or
 * `area:a,b` of the catalogue (spec §6), or `*`.
 */
export function isKnownClaim(claim: string): boolean {
  if (claim === '*') return true;
  const [area, actions, ...rest] = claim.split(':');
  if (rest.length > 0 || area === undefined) return false;
  const known = AREAS[area];
  if (!known) return false;
  if (actions === undefined) return true;
  const list = actions.split(',');
  return list.every((action) => action === '*' || known.includes(action));
}

/** The extra claims of a text box: split on spaces, commas between claims kept as written. */
export function parseClaimList(text: string): string[] {
  return [...new Set(splitClaims(text))];
}
