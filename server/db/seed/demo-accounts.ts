import type { RoleName } from '../../platform/auth/roles';

/** The password of every seeded account (architecture §3). */
export const DEMO_PASSWORD = 'collegium-demo';

/** The hub of the demo hub director and the demo student. */
export const DEMO_HUB_ID = 'hub-1';
/** The hub of the second demo student: another hub than the hub director's. */
export const OTHER_DEMO_HUB_ID = 'hub-2';
/** Student records the two demo student accounts are linked to. */
export const DEMO_STUDENT_ID = 'student-00001';
export const OTHER_DEMO_STUDENT_ID = 'student-00002';
/** The demo tutor: tutors the demo student, never the second one. */
export const DEMO_TUTOR_ID = 'user-faculty';

/** One demo account: sign-in email, person, what the design says they hold, and their roles. */
export interface DemoAccount {
  id: string;
  email: string;
  name: string;
  /** Who the account is, as the design's demo accounts table says (the banner's role label). */
  role: string;
  /** What the account may do, as the design's table says. */
  holds: string;
  roles: readonly RoleName[];
  hubId: string | null;
  studentId: string | null;
  /** The programme a programme director directs (their scope, users.programme). */
  programme?: string;
}

/** The programme the demo programme director directs: the first demo student's. */
export const DEMO_PD_PROGRAMME = 'BA';

/** The demo accounts of architecture §3, in the table's order. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 'user-admin',
    email: 'admin@college.test',
    name: 'Alex Morgan',
    role: 'system administrator',
    holds: 'every permission (`*`)',
    roles: ['admin'],
    hubId: null,
    studentId: null,
  },
  {
    id: 'user-registrar',
    email: 'registrar@college.test',
    name: 'Rachel Okafor',
    role: 'registrar / admissions',
    holds: 'applications, students, leads, contacts, reports',
    roles: ['registrar'],
    hubId: null,
    studentId: null,
  },
  {
    id: 'user-finance',
    email: 'finance@college.test',
    name: 'Frank Whitaker',
    role: 'finance officer',
    holds: 'finance, invoices, bursaries (role:bursary)',
    roles: ['finance'],
    hubId: null,
    studentId: null,
  },
  {
    id: DEMO_TUTOR_ID,
    email: 'faculty@college.test',
    name: 'Dr Fiona Hale',
    role: 'tutor',
    holds: 'mystudents, faculty handbook',
    roles: ['faculty'],
    hubId: DEMO_HUB_ID,
    studentId: null,
  },
  {
    id: 'user-hd',
    email: 'hd@college.test',
    name: 'Harriet Dunmore',
    role: 'hub director (role:hd)',
    holds: "own hub's students and applicants, dashboard:hubdirector",
    roles: ['hd'],
    hubId: DEMO_HUB_ID,
    studentId: null,
  },
  {
    id: 'user-pd',
    email: 'pd@college.test',
    name: 'Peter Dalton',
    role: 'programme director (role:pd)',
    holds: "own programme's students (BA), intentions",
    roles: ['pd'],
    hubId: null,
    studentId: null,
    programme: DEMO_PD_PROGRAMME,
  },
  {
    id: 'user-manager',
    email: 'manager@college.test',
    name: 'Miriam Ashworth',
    role: 'relationships manager (role:manager)',
    holds: 'alumni, contacts, consents, fundraising, donors, potential students',
    roles: ['manager'],
    hubId: null,
    studentId: null,
  },
  {
    id: 'user-student',
    email: 'student@college.test',
    name: 'Samuel Price',
    role: 'student',
    holds: 'forms:student (and forms:bursary)',
    roles: ['student', 'bursary'],
    hubId: DEMO_HUB_ID,
    studentId: DEMO_STUDENT_ID,
  },
  {
    id: 'user-student2',
    email: 'student2@college.test',
    name: 'Grace Adeyemi',
    role: 'another student, other hub',
    holds: 'forms:student',
    roles: ['student'],
    hubId: OTHER_DEMO_HUB_ID,
    studentId: OTHER_DEMO_STUDENT_ID,
  },
];

/** The demo account linked to a student record, if any. */
export function demoAccountOfStudent(studentId: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.studentId === studentId);
}
