/**
 * Every permission string the product knows (spec §6), by area. Roles are claims too
 * (`role:hd`). The configuration and the server's role definitions are checked against this list
 * so a typo in a menu entry fails start-up instead of hiding a screen.
 */
export const PERMISSION_CATALOGUE = {
  dashboard: ['view', 'hubdirector', 'loginas'],
  forms: ['student', 'bursary', 'hesa'],
  students: [
    'menu',
    'view',
    'enrolling',
    'recruitment',
    'enrolment',
    'faculty',
    'invoice',
    'admin',
  ],
  mystudents: ['menu', 'allphotos', 'view'],
  // 'apply' is ours (not in spec §6): what a self-registered applicant holds.
  applications: ['menu', 'admin', 'view', 'apply'],
  'fc-applications': ['menu', 'view'],
  myapplicants: ['view'],
  finance: ['menu'],
  // 'admin' is ours (not in spec §6): editing a tutor's contact details.
  faculty: ['menu', 'view', 'admin'],
  // 'admin' is ours (not in spec §6): editing a module's details (title, credits, delivery).
  modules: ['menu', 'view', 'admin'],
  leads: ['menu', 'import', 'applicants', 'view'],
  donors: ['view'],
  alumni: ['menu'],
  organisations: ['menu', 'view'],
  contacts: ['menu', 'view'],
  consents: ['view'],
  fundraising: ['menu'],
  registrations: ['menu', 'view'],
  reports: ['menu'],
  hesa: ['menu'],
  admin: ['menu', 'sysadmin', 'admin', 'templates', 'grades'],
  pages: ['list'],
  programmes: ['view'],
  users: ['menu'],
  tickets: ['menu', 'admin', 'submit'],
  // Ours (issue 23): residentials, their rosters offline and attendance marking.
  residentials: ['menu', 'view', 'attendance', 'admin'],
  role: ['hd', 'pd', 'bursary', 'manager'],
} as const satisfies Record<string, readonly string[]>;

export type PermissionArea = keyof typeof PERMISSION_CATALOGUE;

/** Every known permission as `area:action`. */
export const KNOWN_PERMISSIONS: readonly string[] = Object.entries(PERMISSION_CATALOGUE).flatMap(
  ([area, actions]) => actions.map((action) => `${area}:${action}`),
);

const known = new Set(KNOWN_PERMISSIONS);

/** True when the permission is one the product knows (exact `area:action`). */
export function isKnownPermission(permission: string): boolean {
  return known.has(permission);
}
