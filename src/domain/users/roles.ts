import { splitClaims } from '../permissions/claims';

/**
 * How far a role sees records: everything, its hub's, its programme's, its tutees', or only its own
 * (architecture §4 "record scope"). A user with several roles sees the union.
 */
export type ScopeLevel = 'all' | 'hub' | 'programme' | 'tutor' | 'self';

export interface RoleDefinition {
  label: string;
  claims: string;
  scope: ScopeLevel;
}

/** The roles a user can hold, with the permission claims (spec §6) and scope each grants. */
export const ROLES = {
  admin: { label: 'System administrator', claims: '*', scope: 'all' },
  registrar: {
    label: 'Registrar / admissions',
    // Applications' actions are listed so the applicant's own area (applications:apply) stays
    // the applicants'; a member of staff applying signs up as an applicant.
    claims:
      'dashboard:view dashboard:loginas applications:menu,view,admin fc-applications ' +
      'myapplicants:view students leads contacts organisations consents:view alumni:menu ' +
      'reports:menu programmes:view admin:menu ' +
      // The registrar's office is the college's helpdesk (issue 21): answers every ticket.
      'tickets:menu,submit tickets:admin residentials:menu,view,attendance,admin',
    scope: 'all',
  },
  finance: {
    label: 'Finance officer',
    claims:
      'dashboard:view finance:menu students:menu,view,invoice role:bursary reports:menu programmes:view ' +
      'admin:menu tickets:menu,submit',
    scope: 'all',
  },
  faculty: {
    label: 'Tutor',
    claims:
      'dashboard:view mystudents:menu,view,allphotos students:faculty tickets:menu,submit ' +
      'residentials:menu,view,attendance',
    scope: 'tutor',
  },
  hd: {
    label: 'Hub director',
    claims:
      'dashboard:view dashboard:hubdirector role:hd students:menu,view applications:menu,view ' +
      'myapplicants:view mystudents:menu,view leads:menu,view tickets:menu,submit ' +
      'residentials:menu,view,attendance',
    scope: 'hub',
  },
  pd: {
    label: 'Programme director',
    // Sees the students of the programme they direct (users.programme), as a hub director
    // sees their hub's (spec §1, §6 role:pd).
    claims:
      'dashboard:view role:pd students:menu,view mystudents:menu,view leads:menu,view ' +
      'tickets:menu,submit',
    scope: 'programme',
  },
  manager: {
    label: 'Relationships manager',
    // Alumni, supporters and fundraising: the only role that manages consents (spec §6).
    claims:
      'dashboard:view role:manager leads:menu,view contacts organisations alumni:menu ' +
      'consents:view fundraising:menu donors:view reports:menu tickets:menu,submit',
    scope: 'all',
  },
  // Students raise and follow their own helpdesk tickets (issue 21).
  student: { label: 'Student', claims: 'forms:student tickets:menu,submit', scope: 'self' },
  bursary: { label: 'Bursary applicant', claims: 'forms:bursary', scope: 'self' },
  applicant: { label: 'Applicant', claims: 'applications:apply', scope: 'self' },
} as const satisfies Record<string, RoleDefinition>;

export type RoleName = keyof typeof ROLES;
export const ROLE_NAMES = Object.keys(ROLES) as RoleName[];

function isRoleName(value: string): value is RoleName {
  return Object.hasOwn(ROLES, value);
}

/** Every claim a user holds: their roles' claims and their own extra claims, without repeats. */
export function claimsOf(user: { roles: readonly string[]; claims: readonly string[] }): string[] {
  const fromRoles = user.roles
    .filter(isRoleName)
    .flatMap((role) => splitClaims(ROLES[role].claims));
  return [...new Set([...fromRoles, ...splitClaims(user.claims)])];
}

const BREADTH: Record<ScopeLevel, number> = { self: 0, tutor: 1, programme: 2, hub: 2, all: 3 };

/** The scope levels a user's roles give (an unknown or missing role gives only their own records). */
export function scopeLevelsOf(user: { roles: readonly string[] }): ScopeLevel[] {
  const levels = user.roles.filter(isRoleName).map((role) => ROLES[role].scope as ScopeLevel);
  const unique = [...new Set<ScopeLevel>(levels.length > 0 ? levels : ['self'])];
  return unique.sort((a, b) => BREADTH[b] - BREADTH[a]);
}

// Self-service claims reach only the holder's own records, so they do not make a user "more
// powerful" than a member of staff who acts as them (impersonation check).
// A helpdesk ticket's requester reaches only their own tickets (tickets:menu,submit).
const SELF_SERVICE = ['forms:', 'applications:apply', 'tickets:menu', 'tickets:submit'];

/** The claims that reach other people's records: what impersonation compares. */
export function staffClaims(claims: readonly string[]): string[] {
  return claims.filter((claim) => !SELF_SERVICE.some((prefix) => claim.startsWith(prefix)));
}
