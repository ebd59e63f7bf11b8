import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comingSessionTitle } from '#domain/students/enrolment-year';
import { cookieOf, createTestApp, OPEN_INTAKE, type TestApp } from '../tests/api/harness';
import { multipart, PDF_BYTES } from '../tests/api/multipart';
import { invoiceIssueRuns } from './db/schema';
import { issueRunsSettled } from './features/finance/issue-runs';
import { housekeepingRunsSettled } from './features/housekeeping/runs';

// Every API route × every demo account (and nobody) → the status the server must answer.
// A route added without a row here fails the first test: security is the server's job.

const ACCOUNTS = [
  'anonymous',
  'admin',
  'registrar',
  'finance',
  'faculty',
  'hd',
  'student',
  'student2',
] as const;
// The programme director (issue 18) answers in a column of its own, PD below, so the rows'
// eight-account tuples stay as they are.
const PD_ACCOUNT = 'pd' as const;
// The relationships manager (role:manager, issue 20) likewise: MANAGER below.
const MANAGER_ACCOUNT = 'manager' as const;
const EXTRA_ACCOUNTS = [PD_ACCOUNT, MANAGER_ACCOUNT] as const;
type Account = (typeof ACCOUNTS)[number] | (typeof EXTRA_ACCOUNTS)[number];
type Statuses = readonly [number, number, number, number, number, number, number, number];

interface Case {
  url: string;
  payload?: (account: Account) => object;
  headers?: Record<string, string>;
  /** Sign in afresh for this call (it ends or changes the session). */
  fresh?: boolean;
  expect: Statuses;
}

const unique = (account: Account) => `${account}-${randomUUID().slice(0, 8)}`;
const stale = { 'if-match': '999' };
// A donor-system export of one gift of the demo supporter (issue 20).
const GIFTS = multipart({}, [
  {
    field: 'file',
    name: 'gifts.csv',
    content: 'donorId,date,amount,fund\nD10001,2026-10-01,5,General\n',
  },
]);
const student = {
  firstName: 'M',
  lastName: 'X',
  email: 'm@example.org',
  hubId: 'hub-1',
  programmeCode: 'BA',
};
const hub = (account: Account) => ({ id: unique(account), name: 'Hub', city: 'Leeds' });
// Reads by everyone signed in; writes by the administrator only.
const READ_ALL: Statuses = [401, 200, 200, 200, 200, 200, 200, 200];
const STUDENT_READ: Statuses = [401, 200, 200, 200, 200, 200, 200, 200];
const APPLICATION_READ: Statuses = [401, 200, 200, 403, 403, 200, 403, 403];
const ADMIN_ONLY_WRITE = (ok: number): Statuses => [401, ok, 403, 403, 403, 403, 403, 403];
const STUDENT_WRITE = (ok: number): Statuses => [401, ok, ok, 403, 403, 403, 403, 403];

/** The eight routes of a generic entity, with who may read and who may write it. */
function entityRows(
  name: string,
  spec: {
    id: string;
    create: (account: Account) => object;
    replace: object;
    patch: object;
    field: string;
    read: Statuses;
    readOne?: Statuses;
    write: (ok: number) => Statuses;
    /** PUT and PATCH of the record (`write` when the same as creating). */
    writeOne?: (ok: number) => Statuses;
    remove?: Statuses;
  },
): Record<string, Case> {
  const base = `/api/${name}`;
  const one = `${base}/${spec.id}`;
  return {
    [`GET ${base}`]: { url: base, expect: spec.read },
    [`GET ${base}/:id`]: { url: one, expect: spec.readOne ?? spec.read },
    [`POST ${base}`]: { url: base, payload: spec.create, expect: spec.write(201) },
    // A stale version shows the permission check passed without changing anything.
    [`PUT ${base}/:id`]: {
      url: one,
      headers: stale,
      payload: () => spec.replace,
      expect: (spec.writeOne ?? spec.write)(409),
    },
    [`PATCH ${base}/:id`]: {
      url: one,
      headers: stale,
      payload: () => ({ changes: spec.patch }),
      expect: (spec.writeOne ?? spec.write)(409),
    },
    [`DELETE ${base}/:id`]: { url: one, headers: stale, expect: spec.remove ?? spec.write(409) },
    [`POST ${base}/export/custom`]: {
      url: `${base}/export/custom?export=csv`,
      payload: () => ({ fields: [spec.field] }),
      expect: spec.read,
    },
  };
}

const engagement = {
  studentId: 'student-00001',
  code: 'E1',
  programmeCode: 'BA',
  status: 'Current',
  startDate: '2025-09-01',
};
const application = {
  firstName: 'A',
  lastName: 'B',
  email: 'a@example.org',
  hubId: 'hub-1',
  status: 'In progress',
  intake: OPEN_INTAKE,
};
// student-00001: hub 1, tutored by the faculty demo account, the student demo account's own.
const OWN_STUDENT_READ: Statuses = [401, 200, 200, 200, 200, 200, 200, 404];
// Changing student-00001's records: those who see them but may not change them 403; the other
// student, who does not see them, 404 as when reading (its existence is not revealed).
const OWN_STUDENT_WRITE = (ok: number): Statuses => [401, ok, ok, 403, 403, 403, 403, 404];
const STUDENT_DELETE: Statuses = [401, 409, 409, 403, 403, 403, 403, 404];
// A student's own details: a hub director changes those of their hub's students too.
const OWN_STUDENT_DETAILS_WRITE = (ok: number): Statuses => [401, ok, ok, 403, 403, ok, 403, 404];

const PUBLIC = (status: number): Statuses => [
  status,
  status,
  status,
  status,
  status,
  status,
  status,
  status,
];

const OWN_FORMS: Statuses = [401, 404, 403, 403, 403, 403, 200, 200];
const OWN_CREATE: Statuses = [401, 404, 403, 403, 403, 403, 201, 201];
// The demo student's request: the other student does not see it (404).
const DECIDE: Statuses = [401, 409, 409, 403, 403, 403, 403, 404];
const REVIEW: Statuses = [401, 409, 409, 403, 403, 409, 403, 403];
const ADMISSIONS: Statuses = [401, 409, 409, 403, 403, 403, 403, 403];
const RECORDING = { sessionDate: '2025-10-01', session: 'Old Testament 1', reason: 'Illness' };
const IOS = {
  category: '04',
  startDate: '2026-01-05',
  expectedReturnDate: '2026-09-01',
  details: 'A long illness',
};
const POLICIES = {
  codeOfConduct: true,
  studentContract: true,
  safeguarding: true,
  academicConduct: true,
  policyVersion: '2025-1',
};
const CONTACTS = {
  contacts: [
    { name: 'Ruth Price', relationship: 'Spouse', phone: '07700 900123', consentToContact: true },
  ],
};
const REQUEST = {
  studentId: 'student-00001',
  type: 'recording',
  status: 'Pending',
  data: RECORDING,
};

const EVIDENCE = multipart({}, [{ name: 'letter.pdf', content: PDF_BYTES }]);
const EXTENSION = { length: 7, reason: 'Illness' };
// A 1×1 PNG: enough for the photo checks and resizing (issue 18).
const PHOTO = multipart({}, [
  {
    field: 'photo',
    name: 'face.png',
    content: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  },
]);
// An event's attendee list (issue 20), imported as a dry run: nothing is written.
const ATTENDEES = multipart({}, [{ field: 'file', name: 'attendees.csv', content: 'Name\nAnn\n' }]);
const ATTENDEES_DRY_RUN = multipart(
  { event: 'Open night', eventDate: '2026-11-20', mapping: '{"name":"Name"}', dryRun: 'true' },
  [{ field: 'file', name: 'attendees.csv', content: 'Name\nAnn\n' }],
);
const LEAD_OFFICE: Statuses = [401, 200, 200, 403, 403, 403, 403, 403];
// The admin import (issue 21, admin:sysadmin): a contacts file read, and imported as a dry run.
const IMPORT_FILE = multipart({}, [{ field: 'file', name: 'people.csv', content: 'Name\nAnn\n' }]);
const IMPORT_DRY_RUN = multipart({ mapping: '{"name":"Name"}', dryRun: 'true' }, [
  { field: 'file', name: 'people.csv', content: 'Name\nAnn\n' },
]);
const SYSADMIN: Statuses = [401, 200, 403, 403, 403, 403, 403, 403];

// Only the student holding forms:hesa reads the HESA questions (the administrator has no record).
const HESA_ONLY: Statuses = [401, 404, 403, 403, 403, 403, 403, 403];
// The demo student's own assignment: the second demo student is not registered on it.
const OWN_EXTENSION: Statuses = [401, 404, 403, 403, 403, 403, 201, 404];

// A residential of the whole college with no sessions (issue 23): what the registrar may create.
const RESIDENTIAL = {
  title: 'Matrix weekend',
  startDate: '2026-06-05',
  endDate: '2026-06-07',
  hubId: null,
  venue: { name: 'Hothorpe Hall' },
  moduleInstanceIds: [],
  sessions: [],
};

const MATRIX: Record<string, Case> = {
  // The API description is public: it says what exists, never what a record holds.
  'GET /api/docs': { url: '/api/docs', expect: PUBLIC(200) },
  'GET /api/docs/json': { url: '/api/docs/json', expect: PUBLIC(200) },
  'GET /api/docs/yaml': { url: '/api/docs/yaml', expect: PUBLIC(200) },
  'GET /api/docs/static/index.html': { url: '/api/docs/static/index.html', expect: PUBLIC(302) },
  'GET /api/docs/static/swagger-initializer.js': {
    url: '/api/docs/static/swagger-initializer.js',
    expect: PUBLIC(200),
  },
  'GET /api/docs/static/*': { url: '/api/docs/static/swagger-ui.css', expect: PUBLIC(200) },
  'GET /api/status': { url: '/api/status', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  'POST /api/auth/login': {
    url: '/api/auth/login',
    payload: (a) => ({ email: `${unique(a)}@example.org`, password: 'x' }),
    expect: [401, 401, 401, 401, 401, 401, 401, 401],
  },
  'GET /api/auth/account': {
    url: '/api/auth/account',
    expect: [404, 200, 200, 200, 200, 200, 200, 200],
  },
  'POST /api/auth/logout': {
    url: '/api/auth/logout',
    fresh: true,
    expect: [204, 204, 204, 204, 204, 204, 204, 204],
  },
  // Registration answers the same for every address (the account is made from the mailed link).
  'POST /api/auth/register': {
    url: '/api/auth/register',
    payload: (a) => ({
      name: 'New',
      email: `${unique(a)}@example.org`,
      password: 'long enough password',
    }),
    expect: PUBLIC(202),
  },
  // The mailed link opens the sign-in page, whoever follows it (an unknown one too).
  'GET /api/auth/register/confirm': {
    url: `/api/auth/register/confirm?token=${'x'.repeat(43)}`,
    expect: PUBLIC(303),
  },
  'POST /api/auth/reset': {
    url: '/api/auth/reset',
    payload: () => ({ id: 'user-student2' }),
    expect: [401, 204, 403, 403, 403, 403, 403, 403],
  },
  'POST /api/auth/reset/confirm': {
    url: '/api/auth/reset/confirm',
    payload: () => ({ token: 'x'.repeat(43), password: 'long enough password' }),
    expect: [400, 400, 400, 400, 400, 400, 400, 400],
  },
  'POST /api/auth/loginas/:mode/:id': {
    url: '/api/auth/loginas/user/user-student2',
    fresh: true,
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
  },
  'POST /api/auth/loginas': {
    url: '/api/auth/loginas',
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  'GET /api/auth/oidc': { url: '/api/auth/oidc', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  'GET /api/auth/oidc/:provider': {
    url: '/api/auth/oidc/google',
    expect: [404, 404, 404, 404, 404, 404, 404, 404],
  },
  'GET /api/auth/oidc/:provider/callback': {
    url: '/api/auth/oidc/google/callback',
    expect: [404, 404, 404, 404, 404, 404, 404, 404],
  },
  'GET /api/dashboard/stats': {
    url: '/api/dashboard/stats',
    expect: [401, 200, 200, 200, 200, 200, 403, 403],
  },
  // Students → Enrolment (students:enrolment: the administrator and the registrar; a hub
  // director only when given it, server/features/enrolment/routes.test.ts).
  'GET /api/enrolment/sessions': {
    url: '/api/enrolment/sessions',
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
  },
  'POST /api/enrolment/start-year': {
    url: '/api/enrolment/start-year',
    payload: () => ({ session: comingSessionTitle(new Date()) }),
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
  },
  'PATCH /api/enrolment/sessions/:id': {
    url: '/api/enrolment/sessions/no-such-session',
    headers: stale,
    payload: () => ({ status: 'Current' }),
    expect: [401, 404, 404, 403, 403, 403, 403, 403],
  },
  'GET /api/forms/student/enrolment-sessions': {
    url: '/api/forms/student/enrolment-sessions',
    expect: OWN_FORMS,
  },
  // Students → Student reporting (students:view): counts of the students in the caller's scope.
  'GET /api/student-reporting': {
    url: '/api/student-reporting',
    expect: [401, 200, 200, 200, 403, 200, 403, 403],
  },
  // Modules → Sync report (modules:menu): the test app has no course platform, so the
  // administrator reads that it is not configured.
  'GET /api/modules/sync-report': {
    url: '/api/modules/sync-report',
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  // The donor record's page template (donors:view: the administrator only today).
  'GET /api/donors/config': {
    url: '/api/donors/config',
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  // Potential students (issue 20): the report (leads:menu; audience and scope apply within),
  // the events import (leads:import) and Review Applicants (leads:applicants).
  'GET /api/leads/report': {
    url: '/api/leads/report',
    expect: [401, 200, 200, 403, 403, 200, 403, 403],
  },
  'POST /api/leads/events/preview': {
    url: '/api/leads/events/preview',
    headers: ATTENDEES.headers,
    payload: () => ATTENDEES.payload,
    expect: LEAD_OFFICE,
  },
  'POST /api/leads/events/import': {
    url: '/api/leads/events/import',
    headers: ATTENDEES_DRY_RUN.headers,
    payload: () => ATTENDEES_DRY_RUN.payload,
    expect: LEAD_OFFICE,
  },
  'GET /api/leads/review': { url: '/api/leads/review', expect: LEAD_OFFICE },
  'POST /api/leads/review/:applicationId': {
    url: '/api/leads/review/no-such-application',
    expect: [401, 404, 404, 403, 403, 403, 403, 403],
  },
  // Registrations (registrations:menu, issue 20): the test app has no course platform, so the
  // administrator gets 409 "not configured"; an unknown job is 404.
  'GET /api/registrations': {
    url: '/api/registrations',
    expect: [401, 409, 403, 403, 403, 403, 403, 403],
  },
  'GET /api/registrations/historic': {
    url: '/api/registrations/historic',
    expect: [401, 409, 403, 403, 403, 403, 403, 403],
  },
  'GET /api/registrations/groups': {
    url: '/api/registrations/groups',
    expect: [401, 409, 403, 403, 403, 403, 403, 403],
  },
  'POST /api/registrations/provision': {
    url: '/api/registrations/provision',
    payload: () => ({}),
    expect: [401, 409, 403, 403, 403, 403, 403, 403],
  },
  'GET /api/registrations/provision/:jobId': {
    url: '/api/registrations/provision/00000000-0000-4000-8000-000000000000',
    expect: [401, 404, 403, 403, 403, 403, 403, 403],
  },
  'GET /api/registrations/:id': {
    url: '/api/registrations/student-00001',
    expect: [401, 409, 403, 403, 403, 403, 403, 403],
  },
  // Organisations (organisations:menu, :view, :edit; issue 20): the registrar and the manager
  // (its own column) besides the administrator. A stale If-Match shows the edit was allowed.
  'GET /api/organisations': {
    url: '/api/organisations',
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
  },
  'GET /api/organisations/:id': {
    url: '/api/organisations/org-001',
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
  },
  'POST /api/organisations': {
    url: '/api/organisations',
    payload: (a) => ({ name: `Church of ${unique(a)}`, partnerType: 'Church', status: 'Target' }),
    expect: [401, 201, 201, 403, 403, 403, 403, 403],
  },
  'PUT /api/organisations/:id': {
    url: '/api/organisations/org-001',
    headers: stale,
    payload: () => ({ name: 'St Mary', partnerType: 'Church', status: 'Target' }),
    expect: [401, 409, 409, 403, 403, 403, 403, 403],
  },
  // Alumni (alumni:menu): no such alumnus is 404 once the permission check has passed.
  'GET /api/alumni': { url: '/api/alumni', expect: [401, 200, 200, 403, 403, 403, 403, 403] },
  'PUT /api/alumni/:studentId/serving': {
    url: '/api/alumni/no-such-student/serving',
    payload: () => ({ organisationId: null }),
    expect: [401, 404, 404, 403, 403, 403, 403, 403],
  },
  // Contacts (contacts:menu / contacts:view / contacts:edit, issue 20): the registrar and the
  // manager (and the administrator); a stale If-Match shows the check passed.
  'GET /api/contacts': {
    url: '/api/contacts',
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
  },
  'GET /api/contacts/:id': {
    url: '/api/contacts/contact-0001',
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
  },
  'POST /api/contacts': {
    url: '/api/contacts',
    payload: (a) => ({ name: `Contact of ${a}`, lastName: a, relationship: 'Referee' }),
    expect: [401, 201, 201, 403, 403, 403, 403, 403],
  },
  'PUT /api/contacts/:id': {
    url: '/api/contacts/contact-0002',
    headers: stale,
    payload: () => ({ name: 'Renamed', relationship: 'Referee' }),
    expect: [401, 409, 409, 403, 403, 403, 403, 403],
  },
  // Consents (issue 20): the list and changes need role:manager (the registrar, who holds
  // consents:view, is refused them); one consent needs consents:view.
  'GET /api/consents': {
    url: '/api/consents',
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  'GET /api/consents/:id': {
    url: '/api/consents/consent-contact-contact-0001-fundraising',
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
  },
  'POST /api/consents': {
    url: '/api/consents',
    payload: (a) => ({
      personKind: 'contact',
      personId: a === 'admin' ? 'contact-0002' : 'contact-0003',
      purpose: 'Phone',
      source: 'Phone call',
      givenOn: '2026-01-05',
    }),
    expect: [401, 201, 403, 403, 403, 403, 403, 403],
  },
  'POST /api/consents/:id/withdraw': {
    url: '/api/consents/consent-contact-contact-0001-fundraising/withdraw',
    headers: stale,
    payload: () => ({ withdrawnOn: '2026-09-01', reason: 'Asked to stop' }),
    expect: [401, 409, 403, 403, 403, 403, 403, 403],
  },
  // Fundraising (fundraising:menu, issue 20): the manager and the administrator; importing the
  // same gifts again writes nothing and answers 200.
  'GET /api/fundraising/alumni': {
    url: '/api/fundraising/alumni',
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  'POST /api/fundraising/gifts/import': {
    url: '/api/fundraising/gifts/import',
    headers: GIFTS.headers,
    payload: () => GIFTS.payload,
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  // Further study (issue 20): read from the database, so the administrator gets 200.
  'GET /api/registrations/furtherstudy': {
    url: '/api/registrations/furtherstudy',
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  // A student's own further-study interests (the administrator has no student record: 404).
  'GET /api/forms/student/further-study': {
    url: '/api/forms/student/further-study',
    expect: OWN_FORMS,
  },
  'POST /api/forms/student/further-study': {
    url: '/api/forms/student/further-study',
    payload: () => ({ programme: 'MA' }),
    expect: OWN_CREATE,
  },
  // Nobody registered an interest in FC: the students pass the check and find nothing (404).
  'DELETE /api/forms/student/further-study/:programme': {
    url: '/api/forms/student/further-study/FC',
    expect: [401, 404, 403, 403, 403, 403, 404, 404],
  },
  // The forms area: students only, each their own; the administrator holds forms:student through
  // '*' but has no student record (404).
  'GET /api/forms/student': { url: '/api/forms/student', expect: OWN_FORMS },
  'GET /api/forms/college-data': { url: '/api/forms/college-data', expect: OWN_FORMS },
  'GET /api/forms/student/:form': {
    url: '/api/forms/student/emergency-contacts',
    expect: OWN_FORMS,
  },
  'PUT /api/forms/student/:form': {
    url: '/api/forms/student/emergency-contacts',
    payload: () => CONTACTS,
    expect: OWN_FORMS,
  },
  // The enrolment flow's save of the same emergency-contacts record.
  'PUT /api/forms/student/emergency-contact-details': {
    url: '/api/forms/student/emergency-contact-details',
    payload: () => CONTACTS,
    expect: OWN_FORMS,
  },
  // Both demo students are Current at level 6A (seed): their intentions are asked for.
  'GET /api/forms/student/intentions': { url: '/api/forms/student/intentions', expect: OWN_FORMS },
  'PUT /api/forms/student/intentions': {
    url: '/api/forms/student/intentions',
    payload: () => ({ intentions: [{ level: '6A', choice: 'Continue' }] }),
    expect: OWN_FORMS,
  },
  'GET /api/forms/student/finance-details': {
    url: '/api/forms/student/finance-details',
    expect: OWN_FORMS,
  },
  // Content pages: students read them, staff with the dashboard preview them; the library is
  // also open to students:faculty (server/features/portal/routes.test.ts).
  'GET /api/forms/pages/:category': { url: '/api/forms/pages/library', expect: READ_ALL },
  'GET /api/forms/pages/:category/:name': {
    url: '/api/forms/pages/policies/code-of-conduct',
    expect: READ_ALL,
  },
  // admin/portalpages (issue 21): pages:list only (the administrator); a stale If-Match shows
  // the checks passed without changing the page.
  'GET /api/admin/portal-pages': { url: '/api/admin/portal-pages', expect: ADMIN_ONLY_WRITE(200) },
  'POST /api/admin/portal-pages': {
    url: '/api/admin/portal-pages',
    payload: (account) => ({ category: 'kb', name: unique(account), title: 'Matrix page' }),
    expect: ADMIN_ONLY_WRITE(201),
  },
  'GET /api/admin/portal-pages/:category/:name': {
    url: '/api/admin/portal-pages/kb/welcome',
    expect: ADMIN_ONLY_WRITE(200),
  },
  'PUT /api/admin/portal-pages/:category/:name': {
    url: '/api/admin/portal-pages/kb/welcome',
    headers: stale,
    payload: () => ({ title: 'Knowledge base', body: 'Stale' }),
    expect: ADMIN_ONLY_WRITE(409),
  },
  'POST /api/admin/portal-pages/:category/:name/publish': {
    url: '/api/admin/portal-pages/kb/welcome/publish',
    headers: stale,
    payload: () => ({ published: false }),
    expect: ADMIN_ONLY_WRITE(409),
  },
  'GET /api/admin/portal-pages/:category/:name/versions': {
    url: '/api/admin/portal-pages/kb/welcome/versions',
    expect: ADMIN_ONLY_WRITE(200),
  },
  'GET /api/admin/portal-pages/:category/:name/versions/:version': {
    url: '/api/admin/portal-pages/kb/welcome/versions/1',
    expect: ADMIN_ONLY_WRITE(200),
  },
  'POST /api/admin/portal-pages/:category/:name/versions/:version/restore': {
    url: '/api/admin/portal-pages/kb/welcome/versions/1/restore',
    headers: stale,
    expect: ADMIN_ONLY_WRITE(409),
  },
  // Requests: students make and withdraw their own; staff with students:admin or
  // students:enrolment decide them (a stale If-Match shows the checks passed, changing nothing).
  'POST /api/forms/student/requests': {
    url: '/api/forms/student/requests',
    payload: () => ({ type: 'recording', data: RECORDING }),
    expect: OWN_CREATE,
  },
  'DELETE /api/forms/student/requests/:id': {
    url: '/api/forms/student/requests/{request}',
    headers: stale,
    expect: [401, 404, 403, 403, 403, 403, 409, 404],
  },
  'GET /api/forms/student/ios-request': {
    url: '/api/forms/student/ios-request',
    expect: OWN_FORMS,
  },
  'POST /api/forms/student/ios-request': {
    url: '/api/forms/student/ios-request',
    payload: () => IOS,
    expect: OWN_CREATE,
  },
  // An engagement's status (STUDENT_EDIT, in scope): a stale If-Match shows the checks passed.
  'POST /api/engagements/:id/status': {
    url: '/api/engagements/{engagement}/status',
    headers: stale,
    payload: () => ({ status: 'Withdrawn', reason: 'Left', date: '2026-11-20' }),
    expect: OWN_STUDENT_WRITE(409),
  },
  'POST /api/student-requests/:id/decision': {
    url: '/api/student-requests/{request}/decision',
    headers: stale,
    payload: () => ({ decision: 'Approved' }),
    expect: DECIDE,
  },
  // Admissions commands: a stale If-Match shows the permission check passed without
  // changing the shared application; hub directors review their own hub's applicants.
  'POST /api/applications/:id/review': {
    url: '/api/applications/{application}/review',
    headers: stale,
    payload: () => ({ section: 'placement', outcome: 'Accepted' }),
    expect: REVIEW,
  },
  'POST /api/applications/:id/quick-accept': {
    url: '/api/applications/{application}/quick-accept',
    headers: stale,
    payload: () => ({}),
    expect: REVIEW,
  },
  'POST /api/applications/:id/status': {
    url: '/api/applications/{application}/status',
    headers: stale,
    payload: () => ({ status: 'Under review' }),
    expect: ADMISSIONS,
  },
  'PUT /api/applications/:id/conditions': {
    url: '/api/applications/{application}/conditions',
    headers: stale,
    payload: () => ({ conditions: [] }),
    expect: ADMISSIONS,
  },
  'POST /api/applications/:id/deposit': {
    url: '/api/applications/{application}/deposit',
    headers: stale,
    payload: () => ({ amountPence: 25000, paidOn: '2026-08-01' }),
    expect: ADMISSIONS,
  },
  // No such application: 404 to whoever may see applications (the hub director too).
  'GET /api/applications/:id/offer-letter': {
    url: '/api/applications/no-such-application/offer-letter',
    expect: [401, 404, 404, 403, 403, 404, 403, 403],
  },
  'PUT /api/forms/student/policies-agreed': {
    url: '/api/forms/student/policies-agreed',
    payload: () => POLICIES,
    expect: OWN_FORMS,
  },
  // After the row above: the students have agreed the policies by now.
  'PUT /api/forms/student/session-enrolled': {
    url: '/api/forms/student/session-enrolled',
    expect: OWN_FORMS,
  },
  // The academic side of the forms area: the student's own records, requests and evidence.
  'GET /api/forms/student/transcript': { url: '/api/forms/student/transcript', expect: OWN_FORMS },
  'GET /api/forms/student/current-assignments': {
    url: '/api/forms/student/current-assignments',
    expect: OWN_FORMS,
  },
  'GET /api/forms/student/current-extensions': {
    url: '/api/forms/student/current-extensions',
    expect: OWN_FORMS,
  },
  'GET /api/forms/student/hesaquestions': {
    url: '/api/forms/student/hesaquestions',
    expect: HESA_ONLY,
  },
  'POST /api/forms/student/extension-request/:engagementId/:sessionId/:moduleInstanceId/': {
    url: '/api/forms/student/extension-request/{assignment0}/',
    payload: () => EXTENSION,
    expect: OWN_EXTENSION,
  },
  'POST /api/forms/student/extension-request/:engagementId/:sessionId/:moduleInstanceId': {
    url: '/api/forms/student/extension-request/{assignment1}',
    payload: () => EXTENSION,
    expect: OWN_EXTENSION,
  },
  'POST /api/forms/student/evidence': {
    url: '/api/forms/student/evidence',
    headers: EVIDENCE.headers,
    payload: () => EVIDENCE.payload,
    expect: OWN_CREATE,
  },
  // The demo student's file: staff who see the student (all, or hub 1, or tutees) download it.
  'GET /api/evidence/:id': {
    url: '/api/evidence/{evidence}',
    expect: [401, 200, 200, 200, 200, 200, 200, 404],
  },
  // Student photos (issue 18): whoever sees the student sees the photo (student-00001's, put
  // there by the administrator before the matrix runs); students:admin uploads.
  'GET /api/student-photos': {
    url: '/api/student-photos',
    expect: [401, 200, 200, 200, 200, 200, 403, 403],
  },
  'GET /api/student-photos/:studentId': {
    url: '/api/student-photos/student-00001',
    expect: [401, 200, 200, 200, 200, 200, 403, 403],
  },
  'PUT /api/student-photos/:studentId': {
    url: '/api/student-photos/student-00001',
    headers: PHOTO.headers,
    payload: () => PHOTO.payload,
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
  },
  // Invoices (spec §2.3 finance/invoices): students:invoice (finance; admin through '*'; the
  // registrar through the whole `students` area, though without the Finance menu).
  'GET /api/finance/invoices': {
    url: '/api/finance/invoices?pageSize=1',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  'GET /api/finance/invoices/:id': {
    url: '/api/finance/invoices/{invoice}',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  // The invoice record's actions (issue 19), for the same readers. A payment of nothing is
  // refused (422) once permission is granted, so the matrix writes no payment.
  'POST /api/finance/invoices/:id/payments': {
    url: '/api/finance/invoices/{invoice}/payments',
    payload: () => ({ amountPence: 0, paidOn: '2026-01-01', method: 'Card' }),
    expect: [401, 422, 422, 422, 403, 403, 403, 403],
  },
  'GET /api/finance/invoices/:id/pdf': {
    url: '/api/finance/invoices/{invoice}/pdf',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  'POST /api/finance/invoices/:id/email': {
    url: '/api/finance/invoices/{invoice}/email',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  // "Download for Xero": the year's invoices as Xero's import file, for the same readers.
  'GET /api/finance/xero-export': {
    url: '/api/finance/xero-export?session={invoiceSession}',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  // Fees validation (spec §2.3 finance/validation): the invoices' readers.
  'GET /api/finance/validation': {
    url: '/api/finance/validation?kind=overpaid',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  // The finance queue (issue 19, finance requests): the same readers decide; a refusal without
  // a reason (422) shows the checks passed, changing nothing.
  'GET /api/finance/requests': {
    url: '/api/finance/requests',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  'POST /api/finance/requests/:id/decision': {
    url: '/api/finance/requests/{request}/decision',
    payload: () => ({ decision: 'Rejected' }),
    expect: [401, 422, 422, 422, 403, 403, 403, 403],
  },
  // Bursaries (spec §2.3 finance/bursaries): role:bursary (finance; admin through '*'). No
  // application has this id: 404 shows the permission check passed.
  'GET /api/finance/bursaries': {
    url: '/api/finance/bursaries',
    expect: [401, 200, 403, 200, 403, 403, 403, 403],
  },
  'GET /api/finance/bursaries/:id': {
    url: '/api/finance/bursaries/form~2026-27~no-such-form',
    expect: [401, 404, 403, 404, 403, 403, 403, 403],
  },
  'POST /api/finance/bursaries/:id/decision': {
    url: '/api/finance/bursaries/form~2026-27~no-such-form/decision',
    payload: () => ({ outcome: 'Cancelled' }),
    expect: [401, 404, 403, 404, 403, 403, 403, 403],
  },
  // The student's own bursary decisions: forms:student and forms:bursary (the demo student);
  // the administrator has no student record (404).
  'GET /api/forms/student/bursary-decisions': {
    url: '/api/forms/student/bursary-decisions',
    expect: [401, 404, 403, 403, 403, 403, 200, 403],
  },
  // The Xero connection (accountingService, switched on for this app; Xero not configured:
  // the actions answer 409 after the permission check), for the invoices' readers.
  'GET /api/finance/xero': {
    url: '/api/finance/xero',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  'GET /api/finance/xero/queue': {
    url: '/api/finance/xero/queue?status=failed',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  'POST /api/finance/xero/sync': {
    url: '/api/finance/xero/sync',
    expect: [401, 409, 409, 409, 403, 403, 403, 403],
  },
  'POST /api/finance/xero/queue/:id/retry': {
    url: '/api/finance/xero/queue/invoice:none:v1/retry',
    expect: [401, 409, 409, 409, 403, 403, 403, 403],
  },
  // Issuing (spec §2.3 finance/invoices): the invoices' readers (students:invoice) issue a
  // year (already issued here), set a plan (a year not invoiced yet) and run a year's issue.
  'POST /api/finance/invoices/issue': {
    url: '/api/finance/invoices/issue',
    payload: () => ({ engagementId: ids.engagement, sessionId: '2026-27' }),
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  'GET /api/finance/payment-plans/:engagementId/:sessionId': {
    url: '/api/finance/payment-plans/{engagement}/2026-27',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  'PUT /api/finance/payment-plans/:engagementId/:sessionId': {
    url: '/api/finance/payment-plans/{engagement}/2030-31',
    payload: () => ({ paymentTerm: 'InFull' }),
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  'POST /api/finance/issue-runs': {
    url: '/api/finance/issue-runs',
    payload: () => ({ sessionId: '2018-19' }),
    expect: [401, 202, 202, 202, 403, 403, 403, 403],
  },
  'GET /api/finance/issue-runs': {
    url: '/api/finance/issue-runs?session=2018-19',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  'GET /api/finance/issue-runs/:id': {
    url: '/api/finance/issue-runs/matrix-run',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  // Intentions: role:hd, role:pd or students:recruitment (spec §2.3), each in their scope.
  'GET /api/student-intentions': {
    url: '/api/student-intentions',
    expect: [401, 200, 200, 403, 403, 200, 403, 403],
  },
  // Onboarding e-mails (spec §9): the New list's readers (students:recruitment); an unknown
  // student is skipped, so nothing is mailed by the matrix.
  'POST /api/students/onboarding-emails': {
    url: '/api/students/onboarding-emails',
    payload: () => ({ kind: 'vle', studentIds: ['no-such-student'] }),
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
  },
  'GET /api/sync': { url: '/api/sync?limit=5', expect: READ_ALL },
  'POST /api/batch': {
    url: '/api/batch',
    payload: () => ({ operations: [{ method: 'DELETE', path: '/api/hubs/none' }] }),
    expect: READ_ALL,
  },
  // Referees (server/features/references): the college or the applicant invites; the link's
  // form is public (an unknown token is 404 for everyone); translations need the switch
  // (off here: 404 after the permission check); submit is the applicant's own (admin: 404).
  'POST /api/applications/:id/reference-invitations': {
    url: '/api/applications/{application}/reference-invitations',
    payload: () => ({ kind: 'reference', refereeName: 'R', refereeEmail: 'r@example.org' }),
    expect: [401, 201, 201, 403, 403, 403, 403, 403],
  },
  'GET /api/applications/:id/reference-invitations': {
    url: '/api/applications/{application}/reference-invitations',
    expect: [401, 200, 200, 403, 403, 200, 403, 403],
  },
  // A new link for an unanswered invitation: the college's staff only (none here: 404).
  'POST /api/applications/:id/reference-invitations/:invitationId/resend': {
    url: '/api/applications/{application}/reference-invitations/none/resend',
    expect: [401, 404, 404, 403, 403, 403, 403, 403],
  },
  'GET /api/references/:token': { url: `/api/references/${'x'.repeat(43)}`, expect: PUBLIC(404) },
  'POST /api/references/:token': {
    url: `/api/references/${'x'.repeat(43)}`,
    payload: () => ({ timeKnown: '1 year' }),
    expect: PUBLIC(404),
  },
  'PUT /api/applications/:id/references/:invitationId/translation': {
    url: '/api/applications/{application}/references/none/translation',
    payload: () => ({ translation: 'Text' }),
    expect: [401, 404, 404, 403, 403, 403, 403, 403],
  },
  'POST /api/applications/:id/submit': {
    url: '/api/applications/{application}/submit',
    expect: [401, 404, 403, 403, 403, 403, 403, 403],
  },
  // Modules (spec §2.3, §2.4): modules:view or modules:menu reads, modules:admin edits.
  'GET /api/modules': { url: '/api/modules?level=4', expect: ADMIN_ONLY_WRITE(200) },
  'GET /api/modules/:id': { url: '/api/modules/BT4101', expect: ADMIN_ONLY_WRITE(200) },
  'PATCH /api/modules/:id': {
    url: '/api/modules/BT4101',
    headers: stale,
    payload: () => ({}),
    expect: ADMIN_ONLY_WRITE(409),
  },
  // Faculty (spec §2.3, §2.4): faculty:menu or faculty:view lists, faculty:view reads,
  // faculty:admin edits contact details; no demo role but the administrator holds them.
  'GET /api/faculty': { url: '/api/faculty', expect: ADMIN_ONLY_WRITE(200) },
  'GET /api/faculty/:id': { url: '/api/faculty/user-faculty', expect: ADMIN_ONLY_WRITE(200) },
  'PATCH /api/faculty/:id': {
    url: '/api/faculty/user-faculty',
    headers: stale,
    payload: () => ({ office: 'Room 1' }),
    expect: ADMIN_ONLY_WRITE(409),
  },
  ...entityRows('users', {
    id: 'user-hd',
    create: (a) => ({ name: 'U', email: `${unique(a)}@example.org` }),
    replace: { name: 'H', email: 'hd@college.test' },
    patch: { name: 'H' },
    field: 'email',
    read: ADMIN_ONLY_WRITE(200),
    write: ADMIN_ONLY_WRITE,
  }),
  ...entityRows('students', {
    id: 'student-00001',
    create: (a) => ({ ...student, id: unique(a), email: `${unique(a)}@example.org` }),
    replace: student,
    patch: { phone: '1' },
    field: 'email',
    read: STUDENT_READ,
    readOne: OWN_STUDENT_READ,
    write: STUDENT_WRITE,
    writeOne: OWN_STUDENT_DETAILS_WRITE,
    remove: STUDENT_DELETE,
  }),
  ...entityRows('engagements', {
    id: '{engagement}',
    create: (a) => ({ ...engagement, id: unique(a) }),
    replace: engagement,
    patch: { code: 'E2' },
    field: 'code',
    read: STUDENT_READ,
    readOne: OWN_STUDENT_READ,
    write: STUDENT_WRITE,
    writeOne: OWN_STUDENT_WRITE,
    remove: STUDENT_DELETE,
  }),
  ...entityRows('applications', {
    id: '{application}',
    create: (a) => ({ ...application, id: unique(a) }),
    replace: application,
    patch: { firstName: 'C' },
    field: 'email',
    read: APPLICATION_READ,
    write: STUDENT_WRITE,
  }),
  ...entityRows('hubs', {
    id: 'hub-1',
    create: hub,
    replace: { name: 'H', city: 'C' },
    patch: { city: 'C' },
    field: 'name',
    read: READ_ALL,
    write: ADMIN_ONLY_WRITE,
  }),
  ...entityRows('programmes', {
    id: 'BA',
    create: (a) => ({ id: unique(a).slice(0, 30), name: 'P', levels: ['4A'] }),
    replace: { name: 'BA', levels: ['4A'] },
    patch: { name: 'BA' },
    field: 'name',
    read: READ_ALL,
    write: ADMIN_ONLY_WRITE,
  }),
  ...entityRows('student-requests', {
    id: '{request}',
    create: (a) => ({ ...REQUEST, id: unique(a) }),
    replace: REQUEST,
    patch: { status: 'Pending' },
    field: 'type',
    read: STUDENT_READ,
    readOne: OWN_STUDENT_READ,
    write: STUDENT_WRITE,
    writeOne: OWN_STUDENT_WRITE,
    remove: STUDENT_DELETE,
  }),
  ...entityRows('student-forms', {
    id: 'student-00001:emergency-contacts',
    create: (a) => ({ id: unique(a), studentId: 'student-00001', formId: 'dbs', data: {} }),
    replace: { studentId: 'student-00001', formId: 'emergency-contacts', data: {} },
    patch: { data: {} },
    field: 'formId',
    read: STUDENT_READ,
    // A tutor sees only the learning-support forms a tutee chose to share: student-00001's
    // emergency contacts are out of the faculty account's scope (404, like the other student).
    readOne: [401, 200, 200, 200, 404, 200, 200, 404],
    write: STUDENT_WRITE,
    writeOne: (ok) => [401, ok, ok, 403, 404, 403, 403, 404],
    remove: [401, 409, 409, 403, 404, 403, 403, 404],
  }),
  // The staff student record's online tabs: staff who see student-00001 (the faculty account
  // tutors them; finance is not a tutor's to see).
  'GET /api/students/:id/transcript': {
    url: '/api/students/student-00001/transcript',
    expect: [401, 200, 200, 200, 200, 200, 403, 403],
  },
  'GET /api/students/:id/enrolment-sessions': {
    url: '/api/students/student-00001/enrolment-sessions',
    expect: [401, 200, 200, 200, 200, 200, 403, 403],
  },
  'GET /api/students/:id/finance-summary': {
    url: '/api/students/student-00001/finance-summary',
    expect: [401, 200, 200, 200, 403, 200, 403, 403],
  },
  // Staff notes (append-only): staff who see the student read and add them; PUT, PATCH and
  // DELETE are refused to everyone (403), the student and student2 never see them.
  ...entityRows('student-notes', {
    id: '{note}',
    create: (a) => ({ id: unique(a), studentId: 'student-00001', text: `Note by ${a}` }),
    replace: { studentId: 'student-00001', text: 'Rewritten' },
    patch: { text: 'Rewritten' },
    field: 'text',
    read: [401, 200, 200, 200, 200, 200, 403, 403],
    readOne: [401, 200, 200, 200, 200, 200, 403, 403],
    write: (ok) => [401, ok, ok, ok, ok, ok, 403, 403],
    writeOne: () => [401, 403, 403, 403, 403, 403, 403, 403],
    remove: [401, 403, 403, 403, 403, 403, 403, 403],
  }),
  // Potential students (issue 20): leads:view reads and edits them in scope: lead-001 is the
  // demo hub's (hd's), not BA's; only the administrator deletes (409: it has activities).
  ...entityRows('potential-students', {
    id: 'lead-001',
    create: (a) => ({ id: unique(a), name: 'Lead', stage: 'Unknown', hubId: 'hub-1' }),
    replace: { name: 'Lead', stage: 'Unknown', hubId: 'hub-1' },
    patch: { stage: 'Mailing list' },
    field: 'stage',
    read: [401, 200, 200, 403, 403, 200, 403, 403],
    write: (ok) => [401, ok, ok, 403, 403, ok, 403, 403],
    remove: [401, 409, 403, 403, 403, 403, 403, 403],
  }),
  // Their activity log (append-only): read and added by whoever sees the lead; never changed.
  ...entityRows('lead-activities', {
    id: 'lead-001:activity-1',
    create: (a) => ({
      id: unique(a),
      potentialStudentId: 'lead-001',
      kind: 'Call',
      on: '2026-10-01',
      summary: `Call by ${a}`,
    }),
    replace: { potentialStudentId: 'lead-001', kind: 'Call', on: '2026-10-01', summary: 'x' },
    patch: { summary: 'Rewritten' },
    field: 'summary',
    read: [401, 200, 200, 403, 403, 200, 403, 403],
    write: (ok) => [401, ok, ok, 403, 403, ok, 403, 403],
    writeOne: () => [401, 403, 403, 403, 403, 403, 403, 403],
    remove: [401, 403, 403, 403, 403, 403, 403, 403],
  }),
  // Admin import (issue 21): students, applicants, contacts and organisations from a file.
  'POST /api/admin/import/:kind/preview': {
    url: '/api/admin/import/contacts/preview',
    headers: IMPORT_FILE.headers,
    payload: () => IMPORT_FILE.payload,
    expect: SYSADMIN,
  },
  'POST /api/admin/import/:kind': {
    url: '/api/admin/import/contacts',
    headers: IMPORT_DRY_RUN.headers,
    payload: () => IMPORT_DRY_RUN.payload,
    expect: SYSADMIN,
  },
  // admin/emailtemplates (issue 21): admin:templates only; the ticket template, so no other
  // route's mail changes.
  'GET /api/email-templates': { url: '/api/email-templates', expect: ADMIN_ONLY_WRITE(200) },
  'GET /api/email-templates/:key': {
    url: '/api/email-templates/ticket-raised',
    expect: ADMIN_ONLY_WRITE(200),
  },
  'PUT /api/email-templates/:key': {
    url: '/api/email-templates/ticket-raised',
    payload: () => ({ subject: 'New ticket {{ticketNumber}}', body: '{{subject}}' }),
    expect: ADMIN_ONLY_WRITE(200),
  },
  'DELETE /api/email-templates/:key': {
    url: '/api/email-templates/ticket-raised',
    expect: ADMIN_ONLY_WRITE(200),
  },
  'POST /api/email-templates/:key/preview': {
    url: '/api/email-templates/ticket-raised/preview',
    payload: () => ({ subject: 'Ticket {{ticketNumber}}', body: '{{subject}}' }),
    expect: ADMIN_ONLY_WRITE(200),
  },
  'POST /api/email-templates/:key/test': {
    url: '/api/email-templates/ticket-raised/test',
    payload: () => ({ subject: 'Ticket {{ticketNumber}}', body: '{{subject}}' }),
    expect: ADMIN_ONLY_WRITE(202),
  },
  // System data and grades (issue 21): administrators edit; programmes:view reads programmes.
  'GET /api/system-data/lists/:id': {
    url: '/api/system-data/lists/terms',
    expect: ADMIN_ONLY_WRITE(200),
  },
  'PUT /api/system-data/lists/:id': {
    url: '/api/system-data/lists/terms',
    headers: stale,
    payload: () => ({ values: [] }),
    expect: ADMIN_ONLY_WRITE(409),
  },
  'GET /api/system-data/programmes': {
    url: '/api/system-data/programmes',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  'PUT /api/system-data/fees/:programmeCode': {
    url: '/api/system-data/fees/NOPE',
    payload: () => ({ feeType: 'normal', fullTimePence: 100 }),
    expect: ADMIN_ONLY_WRITE(404),
  },
  'GET /api/system-data/history': {
    url: '/api/system-data/history?entity=programmes',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  'GET /api/grade-scales': { url: '/api/grade-scales', expect: ADMIN_ONLY_WRITE(200) },
  'PUT /api/grade-scales/:id': {
    url: '/api/grade-scales/level-9',
    headers: stale,
    payload: () => ({ name: 'X', bands: [{ grade: 'F', label: '', minMark: 0 }] }),
    expect: ADMIN_ONLY_WRITE(404),
  },
  // Feature switches (issue 21): read with admin:admin, changed with admin:sysadmin; the PUT
  // sets helpdesk to its default, so the other rows see the switches as configured.
  'GET /api/admin/features': { url: '/api/admin/features', expect: ADMIN_ONLY_WRITE(200) },
  'PUT /api/admin/features/:name': {
    url: '/api/admin/features/helpdesk',
    payload: () => ({ enabled: true }),
    expect: ADMIN_ONLY_WRITE(200),
  },
  // Helpdesk (issue 21): every requester raises and reads their own tickets (tickets:submit);
  // the helpdesk (admin, registrar: tickets:admin) every ticket, assigns and writes notes.
  // The demo student's ticket is another's to everyone else: 404.
  'GET /api/tickets': { url: '/api/tickets?mode=mine', expect: READ_ALL },
  'POST /api/tickets': {
    url: '/api/tickets',
    payload: (account) => ({
      id: unique(account),
      category: 'Other',
      subject: 'Matrix',
      description: 'A ticket',
    }),
    expect: [401, 201, 201, 201, 201, 201, 201, 201],
  },
  'GET /api/tickets/assignees': {
    url: '/api/tickets/assignees',
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
  },
  'GET /api/tickets/:id': {
    url: '/api/tickets/{ticket}',
    expect: [401, 200, 200, 404, 404, 404, 200, 404],
  },
  'POST /api/tickets/:id/messages': {
    url: '/api/tickets/{ticket}/messages',
    payload: (account) => ({ id: unique(account), body: 'A reply' }),
    expect: [401, 201, 201, 404, 404, 404, 201, 404],
  },
  'POST /api/tickets/:id/notes': {
    url: '/api/tickets/{ticket}/notes',
    payload: (account) => ({ id: unique(account), body: 'A note' }),
    expect: [401, 201, 201, 403, 403, 403, 403, 403],
  },
  // Closed by the first who may (admin); then 409 "already closed" for the others who see it.
  'POST /api/tickets/:id/close': {
    url: '/api/tickets/{ticketToClose}/close',
    expect: [401, 200, 409, 404, 404, 404, 409, 404],
  },
  'POST /api/tickets/:id/reopen': {
    url: '/api/tickets/{ticketToReopen}/reopen',
    expect: [401, 200, 409, 404, 404, 404, 409, 404],
  },
  'POST /api/tickets/:id/assign': {
    url: '/api/tickets/{ticket}/assign',
    payload: () => ({ assigneeId: 'user-registrar' }),
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
  },
  'POST /api/tickets/:id/attachments': {
    url: '/api/tickets/{ticket}/attachments',
    headers: EVIDENCE.headers,
    payload: () => EVIDENCE.payload,
    expect: [401, 201, 201, 404, 404, 404, 201, 404],
  },
  'GET /api/tickets/:id/attachments/:fileId': {
    url: '/api/tickets/{ticket}/attachments/{ticketFile}',
    expect: [401, 200, 200, 404, 404, 404, 200, 404],
  },
  // User management (issue 21): users:menu reads, users:menu + admin:admin writes.
  'POST /api/accounts': {
    url: '/api/accounts',
    payload: (a) => ({ name: 'U', email: `${unique(a)}@example.org`, template: 'tutor' }),
    expect: ADMIN_ONLY_WRITE(201),
  },
  'PUT /api/accounts/:id': {
    url: '/api/accounts/user-hd',
    payload: () => ({
      name: 'H',
      email: 'hd@college.test',
      template: null,
      hubId: 'hub-1',
      version: 999,
    }),
    expect: ADMIN_ONLY_WRITE(409),
  },
  'POST /api/accounts/:id/active': {
    url: '/api/accounts/user-hd/active',
    payload: () => ({ active: true, version: 999 }),
    expect: ADMIN_ONLY_WRITE(409),
  },
  'GET /api/accounts/:id/history': {
    url: '/api/accounts/user-hd/history',
    expect: ADMIN_ONLY_WRITE(200),
  },
  // Housekeeping (issue 21, admin:sysadmin): jobs, runs and the database backup.
  'GET /api/admin/housekeeping': {
    url: '/api/admin/housekeeping',
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  'POST /api/admin/housekeeping/jobs/:job/run': {
    url: '/api/admin/housekeeping/jobs/idempotency-keys/run',
    expect: [401, 202, 403, 403, 403, 403, 403, 403],
  },
  'GET /api/admin/housekeeping/runs/:id': {
    url: '/api/admin/housekeeping/runs/matrix-run',
    expect: [401, 404, 403, 403, 403, 403, 403, 403],
  },
  'GET /api/admin/housekeeping/backup': {
    url: '/api/admin/housekeeping/backup',
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  // HESA Data Futures (issue 22): hesa:menu (the administrator), while the hesa switch is on.
  'GET /api/hesa/mappings': {
    url: '/api/hesa/mappings',
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  'PUT /api/hesa/mappings': {
    url: '/api/hesa/mappings',
    payload: () => ({
      collection: '24056',
      field: 'SEXID',
      localValue: 'Not recorded',
      code: '99',
    }),
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  // No XSD in the test's data folder: the administrator is asked to put one there (422).
  'POST /api/hesa/valid-values/import': {
    url: '/api/hesa/valid-values/import',
    payload: () => ({ collection: '25056' }),
    expect: [401, 422, 403, 403, 403, 403, 403, 403],
  },
  'GET /api/hesa/export': {
    url: '/api/hesa/export',
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  // A year without sessions: an empty return, quickly.
  'POST /api/hesa/export': {
    url: '/api/hesa/export',
    payload: () => ({ year: '2001-02' }),
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  'GET /api/hesa/export/:year/file': {
    url: '/api/hesa/export/2002-03/file',
    expect: [401, 404, 403, 403, 403, 403, 403, 403],
  },
  // HESA missing and student (issue 22): a year without sessions answers quickly.
  'GET /api/hesa/missing': {
    url: '/api/hesa/missing?year=2001-02',
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  'GET /api/hesa/missing/export': {
    url: '/api/hesa/missing/export?year=2001-02',
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  'GET /api/hesa/students': {
    url: '/api/hesa/students?year=2001-02&q=a',
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  'GET /api/hesa/students/:id': {
    url: '/api/hesa/students/NOSUCH?year=2001-02',
    expect: [401, 404, 403, 403, 403, 403, 403, 403],
  },
  // Continuous readiness (issue 22): "Check now" (a year without sessions: quick) is hesa:menu's;
  // a student's readiness badge is also for staff who see that student (students:view/admin).
  'POST /api/hesa/check': {
    url: '/api/hesa/check',
    payload: () => ({ year: '2001-02' }),
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  'GET /api/hesa/students/:id/readiness': {
    url: '/api/hesa/students/student-00001/readiness',
    expect: [401, 200, 200, 200, 403, 200, 403, 403],
  },
  // A student's HESA details (issue 22): hesa:menu or students:admin (the registry); a stale
  // version shows the check passed without changing anything.
  'GET /api/hesa/students/:id/details': {
    url: '/api/hesa/students/student-00001/details',
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
  },
  'PUT /api/hesa/students/:id/details': {
    url: '/api/hesa/students/student-00001/details',
    headers: stale,
    payload: () => ({}),
    expect: [401, 409, 409, 403, 403, 403, 403, 403],
  },
  // HESA reference facts (issue 22): the provider's UKPRN saved again; no such venue to delete.
  'GET /api/hesa/facts': {
    url: '/api/hesa/facts',
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  'PUT /api/hesa/facts/:kind/:refId': {
    url: '/api/hesa/facts/provider/college',
    payload: () => ({ ukprn: '10099999' }),
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  'DELETE /api/hesa/facts/venue/:refId': {
    url: '/api/hesa/facts/venue/matrix-no-venue',
    expect: [401, 404, 403, 403, 403, 403, 403, 403],
  },
  // Ad hoc SQL reports (issue 22, admin:sysadmin): the views, and one read-only SELECT.
  'GET /api/reports/adhoc/views': {
    url: '/api/reports/adhoc/views',
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  'POST /api/reports/adhoc': {
    url: '/api/reports/adhoc',
    payload: () => ({ sql: 'select count(*) as students from students' }),
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
  },
  // Reporting (issue 22): the ready-made reports (reports:menu; record scope applies within).
  'GET /api/reports/:kind': {
    url: '/api/reports/students',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  // reporting/custom (issue 22): students:admin or applications:admin, or finance (students:invoice).
  'GET /api/custom-reports/catalog': {
    url: '/api/custom-reports/catalog',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  'POST /api/custom-reports/run': {
    url: '/api/custom-reports/run',
    payload: () => ({ entity: 'students', definition: { fields: ['lastName'], groupBy: 'hubId' } }),
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  'GET /api/custom-reports': {
    url: '/api/custom-reports',
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  'POST /api/custom-reports': {
    url: '/api/custom-reports',
    payload: (account) => ({
      name: unique(account),
      entity: 'students',
      definition: { fields: ['lastName'] },
    }),
    expect: [401, 201, 201, 201, 403, 403, 403, 403],
  },
  'PUT /api/custom-reports/:id': {
    url: '/api/custom-reports/report-missing',
    payload: () => ({ name: 'X', entity: 'students', definition: { fields: ['lastName'] } }),
    expect: [401, 404, 404, 404, 403, 403, 403, 403],
  },
  'DELETE /api/custom-reports/:id': {
    url: '/api/custom-reports/report-missing',
    expect: [401, 404, 404, 404, 403, 403, 403, 403],
  },
  // A report's records or groups as a file; invoices need students:invoice (issue 22).
  'POST /api/custom-reports/export': {
    url: '/api/custom-reports/export?export=csv',
    payload: () => ({
      entity: 'invoices',
      definition: { fields: ['number'], groupBy: 'sessionId', sums: ['amountPence'] },
    }),
    expect: [401, 200, 200, 200, 403, 403, 403, 403],
  },
  // Residential attendance (issue 23): residentials:view (registrar, administrator, the hub-1
  // residential's director and the tutor of its first session); a student's attendance as their
  // record.
  'GET /api/residentials/:id/attendance': {
    url: '/api/residentials/residential-hub-1-advent/attendance',
    expect: [401, 200, 200, 403, 200, 200, 403, 403],
  },
  'GET /api/residentials/:id/sessions/:sessionId/sign-in-sheet': {
    url: '/api/residentials/residential-hub-1-advent/sessions/residential-hub-1-advent-session-1/sign-in-sheet',
    expect: [401, 200, 200, 403, 200, 200, 403, 403],
  },
  'GET /api/students/:id/attendance': {
    url: '/api/students/student-00001/attendance',
    expect: [401, 200, 200, 200, 200, 200, 403, 403],
  },
  // Residentials (issue 23): the registrar plans them (residentials:admin); hub directors and
  // tutors see those of their hub or where they teach and mark attendance; students their own.
  // The hub-1 residential: the hub director's hub, the demo tutor teaches its first session.
  'GET /api/residentials': {
    url: '/api/residentials',
    expect: [401, 200, 200, 403, 200, 200, 403, 403],
  },
  'POST /api/residentials': {
    url: '/api/residentials',
    payload: (account) => ({ ...RESIDENTIAL, id: unique(account) }),
    expect: [401, 201, 201, 403, 403, 403, 403, 403],
  },
  'GET /api/residentials/:id': {
    url: '/api/residentials/residential-hub-1-advent',
    expect: [401, 200, 200, 403, 200, 200, 403, 403],
  },
  'PUT /api/residentials/:id': {
    url: '/api/residentials/residential-hub-1-advent',
    headers: stale,
    payload: () => RESIDENTIAL,
    expect: [401, 409, 409, 403, 403, 403, 403, 403],
  },
  'GET /api/residentials/:id/offline-pack': {
    url: '/api/residentials/residential-hub-1-advent/offline-pack',
    expect: [401, 200, 200, 403, 200, 200, 403, 403],
  },
  'POST /api/residentials/:id/marks': {
    url: '/api/residentials/residential-hub-1-advent/marks',
    payload: () => ({
      id: randomUUID(),
      sessionId: 'residential-hub-1-advent-session-1',
      studentId: 'student-00001',
      mark: 'present',
      markedAt: new Date().toISOString(),
      deviceId: 'matrix-tablet',
    }),
    expect: [401, 201, 201, 403, 201, 201, 403, 403],
  },
  'GET /api/forms/residentials': { url: '/api/forms/residentials', expect: OWN_FORMS },
};

// What pd@ (role:pd, programme BA) gets from every route: the students of BA (student-00001
// among them, never student-00002), no applications, no self-service forms.
const pdEntity = (name: string, read: number, readOne: number, write: number) => ({
  [`GET /api/${name}`]: read,
  [`GET /api/${name}/:id`]: readOne,
  [`POST /api/${name}`]: write,
  [`PUT /api/${name}/:id`]: write,
  [`PATCH /api/${name}/:id`]: write,
  [`DELETE /api/${name}/:id`]: write,
  [`POST /api/${name}/export/custom`]: read,
});
const PD: Record<string, number> = {
  'GET /api/docs': 200,
  'GET /api/docs/json': 200,
  'GET /api/docs/yaml': 200,
  'GET /api/docs/static/index.html': 302,
  'GET /api/docs/static/swagger-initializer.js': 200,
  'GET /api/docs/static/*': 200,
  'GET /api/status': 200,
  'POST /api/auth/login': 401,
  'GET /api/auth/account': 200,
  'POST /api/auth/logout': 204,
  'POST /api/auth/register': 202,
  'GET /api/auth/register/confirm': 303,
  'POST /api/auth/reset': 403,
  'POST /api/auth/reset/confirm': 400,
  'POST /api/auth/loginas/:mode/:id': 403,
  'POST /api/auth/loginas': 200,
  'GET /api/auth/oidc': 200,
  'GET /api/auth/oidc/:provider': 404,
  'GET /api/auth/oidc/:provider/callback': 404,
  'GET /api/dashboard/stats': 200,
  'GET /api/modules/sync-report': 403,
  'GET /api/donors/config': 403,
  'GET /api/leads/report': 200,
  'POST /api/leads/events/preview': 403,
  'POST /api/leads/events/import': 403,
  'GET /api/leads/review': 403,
  'POST /api/leads/review/:applicationId': 403,
  'GET /api/registrations': 403,
  'GET /api/registrations/historic': 403,
  'GET /api/registrations/groups': 403,
  'POST /api/registrations/provision': 403,
  'GET /api/registrations/provision/:jobId': 403,
  'GET /api/registrations/:id': 403,
  'GET /api/organisations': 403,
  'GET /api/organisations/:id': 403,
  'POST /api/organisations': 403,
  'PUT /api/organisations/:id': 403,
  'GET /api/alumni': 403,
  'PUT /api/alumni/:studentId/serving': 403,
  'GET /api/contacts': 403,
  'GET /api/contacts/:id': 403,
  'POST /api/contacts': 403,
  'PUT /api/contacts/:id': 403,
  'GET /api/consents': 403,
  'GET /api/consents/:id': 403,
  'POST /api/consents': 403,
  'POST /api/consents/:id/withdraw': 403,
  'GET /api/fundraising/alumni': 403,
  'POST /api/fundraising/gifts/import': 403,
  'GET /api/registrations/furtherstudy': 403,
  'GET /api/forms/student/further-study': 403,
  'POST /api/forms/student/further-study': 403,
  'DELETE /api/forms/student/further-study/:programme': 403,
  // Modules and faculty: the administrator's alone in the demo.
  'GET /api/modules': 403,
  'GET /api/modules/:id': 403,
  'PATCH /api/modules/:id': 403,
  'GET /api/faculty': 403,
  'GET /api/faculty/:id': 403,
  'PATCH /api/faculty/:id': 403,
  // students:view: the counts of their programme's students.
  'GET /api/student-reporting': 200,
  // Enrolment is students:enrolment's; the forms route is a student's own.
  'GET /api/enrolment/sessions': 403,
  'POST /api/enrolment/start-year': 403,
  'PATCH /api/enrolment/sessions/:id': 403,
  'GET /api/forms/student/enrolment-sessions': 403,
  'GET /api/forms/student': 403,
  'GET /api/forms/college-data': 403,
  'GET /api/forms/student/:form': 403,
  'PUT /api/forms/student/:form': 403,
  'PUT /api/forms/student/emergency-contact-details': 403,
  'GET /api/forms/student/intentions': 403,
  'PUT /api/forms/student/intentions': 403,
  'GET /api/forms/student/finance-details': 403,
  'GET /api/forms/pages/:category': 200,
  'GET /api/forms/pages/:category/:name': 200,
  'GET /api/admin/portal-pages': 403,
  'POST /api/admin/portal-pages': 403,
  'GET /api/admin/portal-pages/:category/:name': 403,
  'PUT /api/admin/portal-pages/:category/:name': 403,
  'POST /api/admin/portal-pages/:category/:name/publish': 403,
  'GET /api/admin/portal-pages/:category/:name/versions': 403,
  'GET /api/admin/portal-pages/:category/:name/versions/:version': 403,
  'POST /api/admin/portal-pages/:category/:name/versions/:version/restore': 403,
  'POST /api/forms/student/requests': 403,
  'DELETE /api/forms/student/requests/:id': 403,
  'GET /api/forms/student/ios-request': 403,
  'POST /api/forms/student/ios-request': 403,
  'POST /api/student-requests/:id/decision': 403,
  'POST /api/engagements/:id/status': 403,
  'POST /api/applications/:id/review': 403,
  'POST /api/applications/:id/quick-accept': 403,
  'POST /api/applications/:id/status': 403,
  'PUT /api/applications/:id/conditions': 403,
  'POST /api/applications/:id/deposit': 403,
  'GET /api/applications/:id/offer-letter': 403,
  'PUT /api/forms/student/policies-agreed': 403,
  'PUT /api/forms/student/session-enrolled': 403,
  'GET /api/forms/student/transcript': 403,
  'GET /api/forms/student/current-assignments': 403,
  'GET /api/forms/student/current-extensions': 403,
  'GET /api/forms/student/hesaquestions': 403,
  'POST /api/forms/student/extension-request/:engagementId/:sessionId/:moduleInstanceId/': 403,
  'POST /api/forms/student/extension-request/:engagementId/:sessionId/:moduleInstanceId': 403,
  'POST /api/forms/student/evidence': 403,
  'GET /api/evidence/:id': 200,
  'GET /api/student-photos': 200,
  'GET /api/student-photos/:studentId': 200,
  'PUT /api/student-photos/:studentId': 403,
  'GET /api/student-intentions': 200,
  'GET /api/finance/invoices': 403,
  'GET /api/finance/invoices/:id': 403,
  'POST /api/finance/invoices/:id/payments': 403,
  'GET /api/finance/invoices/:id/pdf': 403,
  'POST /api/finance/invoices/:id/email': 403,
  'GET /api/finance/xero-export': 403,
  'GET /api/finance/validation': 403,
  'GET /api/finance/requests': 403,
  'POST /api/finance/requests/:id/decision': 403,
  'GET /api/finance/bursaries': 403,
  'GET /api/finance/bursaries/:id': 403,
  'POST /api/finance/bursaries/:id/decision': 403,
  'GET /api/forms/student/bursary-decisions': 403,
  'GET /api/finance/xero': 403,
  'GET /api/finance/xero/queue': 403,
  'POST /api/finance/xero/sync': 403,
  'POST /api/finance/xero/queue/:id/retry': 403,
  'POST /api/finance/invoices/issue': 403,
  'GET /api/finance/payment-plans/:engagementId/:sessionId': 403,
  'PUT /api/finance/payment-plans/:engagementId/:sessionId': 403,
  'POST /api/finance/issue-runs': 403,
  'GET /api/finance/issue-runs': 403,
  'GET /api/finance/issue-runs/:id': 403,
  'POST /api/students/onboarding-emails': 403,
  'GET /api/sync': 200,
  'POST /api/batch': 200,
  'POST /api/applications/:id/reference-invitations': 403,
  'GET /api/applications/:id/reference-invitations': 403,
  'POST /api/applications/:id/reference-invitations/:invitationId/resend': 403,
  'GET /api/references/:token': 404,
  'POST /api/references/:token': 404,
  'PUT /api/applications/:id/references/:invitationId/translation': 403,
  'POST /api/applications/:id/submit': 403,
  ...pdEntity('users', 403, 403, 403),
  ...pdEntity('students', 200, 200, 403),
  ...pdEntity('engagements', 200, 200, 403),
  ...pdEntity('applications', 403, 403, 403),
  ...pdEntity('hubs', 200, 200, 403),
  ...pdEntity('programmes', 200, 200, 403),
  ...pdEntity('student-requests', 200, 200, 403),
  ...pdEntity('student-forms', 200, 200, 403),
  ...pdEntity('student-notes', 200, 200, 403),
  'POST /api/student-notes': 201,
  'GET /api/students/:id/transcript': 200,
  'GET /api/students/:id/enrolment-sessions': 200,
  'GET /api/students/:id/finance-summary': 200,
  // BA's potential students: lead-001 (the demo hub's, not BA) and its activities are out of
  // scope (404, whatever the action); a new lead of hub 1 would be too (403).
  'GET /api/potential-students': 200,
  'GET /api/potential-students/:id': 404,
  'POST /api/potential-students': 403,
  'PUT /api/potential-students/:id': 404,
  'PATCH /api/potential-students/:id': 404,
  'DELETE /api/potential-students/:id': 404,
  'POST /api/potential-students/export/custom': 200,
  'GET /api/lead-activities': 200,
  'GET /api/lead-activities/:id': 404,
  'POST /api/lead-activities': 422,
  'PUT /api/lead-activities/:id': 404,
  'PATCH /api/lead-activities/:id': 404,
  'DELETE /api/lead-activities/:id': 404,
  'POST /api/lead-activities/export/custom': 200,
  'POST /api/admin/import/:kind/preview': 403,
  'POST /api/admin/import/:kind': 403,
  'GET /api/email-templates': 403,
  'GET /api/email-templates/:key': 403,
  'PUT /api/email-templates/:key': 403,
  'DELETE /api/email-templates/:key': 403,
  'POST /api/email-templates/:key/preview': 403,
  'POST /api/email-templates/:key/test': 403,
  'GET /api/system-data/lists/:id': 403,
  'PUT /api/system-data/lists/:id': 403,
  'GET /api/system-data/programmes': 403,
  'PUT /api/system-data/fees/:programmeCode': 403,
  'GET /api/system-data/history': 403,
  'GET /api/grade-scales': 403,
  'PUT /api/grade-scales/:id': 403,
  'GET /api/admin/features': 403,
  'PUT /api/admin/features/:name': 403,
  // Helpdesk (issue 21): a requester, not the helpdesk; the student's ticket is not theirs.
  'GET /api/tickets': 200,
  'POST /api/tickets': 201,
  'GET /api/tickets/assignees': 403,
  'GET /api/tickets/:id': 404,
  'POST /api/tickets/:id/messages': 404,
  'POST /api/tickets/:id/notes': 403,
  'POST /api/tickets/:id/close': 404,
  'POST /api/tickets/:id/reopen': 404,
  'POST /api/tickets/:id/assign': 403,
  'POST /api/tickets/:id/attachments': 404,
  'GET /api/tickets/:id/attachments/:fileId': 404,
  'POST /api/accounts': 403,
  'PUT /api/accounts/:id': 403,
  'POST /api/accounts/:id/active': 403,
  'GET /api/accounts/:id/history': 403,
  'GET /api/admin/housekeeping': 403,
  'POST /api/admin/housekeeping/jobs/:job/run': 403,
  'GET /api/admin/housekeeping/runs/:id': 403,
  'GET /api/admin/housekeeping/backup': 403,
  'GET /api/reports/adhoc/views': 403,
  'POST /api/reports/adhoc': 403,
  'GET /api/hesa/mappings': 403,
  'PUT /api/hesa/mappings': 403,
  'POST /api/hesa/valid-values/import': 403,
  'GET /api/hesa/export': 403,
  'POST /api/hesa/export': 403,
  'GET /api/hesa/export/:year/file': 403,
  'GET /api/hesa/missing': 403,
  'GET /api/hesa/missing/export': 403,
  'GET /api/hesa/students': 403,
  'GET /api/hesa/students/:id': 403,
  'POST /api/hesa/check': 403,
  'GET /api/hesa/students/:id/readiness': 200,
  'GET /api/hesa/students/:id/details': 403,
  'PUT /api/hesa/students/:id/details': 403,
  'GET /api/hesa/facts': 403,
  'PUT /api/hesa/facts/:kind/:refId': 403,
  'DELETE /api/hesa/facts/venue/:refId': 403,
  'GET /api/reports/:kind': 403,
  'GET /api/custom-reports/catalog': 403,
  'POST /api/custom-reports/run': 403,
  'GET /api/custom-reports': 403,
  'POST /api/custom-reports': 403,
  'PUT /api/custom-reports/:id': 403,
  'DELETE /api/custom-reports/:id': 403,
  'POST /api/custom-reports/export': 403,
  'GET /api/residentials/:id/attendance': 403,
  'GET /api/residentials/:id/sessions/:sessionId/sign-in-sheet': 403,
  'GET /api/students/:id/attendance': 200,
  // Residentials (issue 23): not a programme director's.
  'GET /api/residentials': 403,
  'POST /api/residentials': 403,
  'GET /api/residentials/:id': 403,
  'PUT /api/residentials/:id': 403,
  'GET /api/residentials/:id/offline-pack': 403,
  'POST /api/residentials/:id/marks': 403,
  'GET /api/forms/residentials': 403,
};

// The relationships manager: alumni, contacts, consents, fundraising, donors and potential
// students; no student records, applications, finance or self-service forms.
const MANAGER: Record<string, number> = {
  'GET /api/docs': 200,
  'GET /api/docs/json': 200,
  'GET /api/docs/yaml': 200,
  'GET /api/docs/static/index.html': 302,
  'GET /api/docs/static/swagger-initializer.js': 200,
  'GET /api/docs/static/*': 200,
  'GET /api/status': 200,
  'POST /api/auth/login': 401,
  'GET /api/auth/account': 200,
  'POST /api/auth/logout': 204,
  'POST /api/auth/register': 202,
  'GET /api/auth/register/confirm': 303,
  'POST /api/auth/reset': 403,
  'POST /api/auth/reset/confirm': 400,
  'POST /api/auth/loginas/:mode/:id': 403,
  'POST /api/auth/loginas': 200,
  'GET /api/auth/oidc': 200,
  'GET /api/auth/oidc/:provider': 404,
  'GET /api/auth/oidc/:provider/callback': 404,
  'GET /api/dashboard/stats': 200,
  'GET /api/enrolment/sessions': 403,
  'POST /api/enrolment/start-year': 403,
  'PATCH /api/enrolment/sessions/:id': 403,
  'GET /api/forms/student/enrolment-sessions': 403,
  'GET /api/student-reporting': 403,
  'GET /api/modules/sync-report': 403,
  'GET /api/donors/config': 200,
  'GET /api/leads/report': 200,
  'POST /api/leads/events/preview': 403,
  'POST /api/leads/events/import': 403,
  'GET /api/leads/review': 403,
  'POST /api/leads/review/:applicationId': 403,
  'GET /api/registrations': 403,
  'GET /api/registrations/historic': 403,
  'GET /api/registrations/groups': 403,
  'POST /api/registrations/provision': 403,
  'GET /api/registrations/provision/:jobId': 403,
  'GET /api/registrations/:id': 403,
  'GET /api/organisations': 200,
  'GET /api/organisations/:id': 200,
  'POST /api/organisations': 201,
  'PUT /api/organisations/:id': 409,
  'GET /api/alumni': 200,
  'PUT /api/alumni/:studentId/serving': 404,
  'GET /api/contacts': 200,
  'GET /api/contacts/:id': 200,
  'POST /api/contacts': 201,
  'PUT /api/contacts/:id': 409,
  'GET /api/consents': 200,
  'GET /api/consents/:id': 200,
  'POST /api/consents': 201,
  'POST /api/consents/:id/withdraw': 409,
  'GET /api/fundraising/alumni': 200,
  'POST /api/fundraising/gifts/import': 200,
  'GET /api/registrations/furtherstudy': 403,
  'GET /api/forms/student/further-study': 403,
  'POST /api/forms/student/further-study': 403,
  'DELETE /api/forms/student/further-study/:programme': 403,
  'GET /api/forms/student': 403,
  'GET /api/forms/college-data': 403,
  'GET /api/forms/student/:form': 403,
  'PUT /api/forms/student/:form': 403,
  'PUT /api/forms/student/emergency-contact-details': 403,
  'GET /api/forms/student/intentions': 403,
  'PUT /api/forms/student/intentions': 403,
  'GET /api/forms/student/finance-details': 403,
  'GET /api/forms/pages/:category': 200,
  'GET /api/forms/pages/:category/:name': 200,
  'GET /api/admin/portal-pages': 403,
  'POST /api/admin/portal-pages': 403,
  'GET /api/admin/portal-pages/:category/:name': 403,
  'PUT /api/admin/portal-pages/:category/:name': 403,
  'POST /api/admin/portal-pages/:category/:name/publish': 403,
  'GET /api/admin/portal-pages/:category/:name/versions': 403,
  'GET /api/admin/portal-pages/:category/:name/versions/:version': 403,
  'POST /api/admin/portal-pages/:category/:name/versions/:version/restore': 403,
  'POST /api/forms/student/requests': 403,
  'DELETE /api/forms/student/requests/:id': 403,
  'GET /api/forms/student/ios-request': 403,
  'POST /api/forms/student/ios-request': 403,
  'POST /api/engagements/:id/status': 403,
  'POST /api/student-requests/:id/decision': 403,
  'POST /api/applications/:id/review': 403,
  'POST /api/applications/:id/quick-accept': 403,
  'POST /api/applications/:id/status': 403,
  'PUT /api/applications/:id/conditions': 403,
  'POST /api/applications/:id/deposit': 403,
  'GET /api/applications/:id/offer-letter': 403,
  'PUT /api/forms/student/policies-agreed': 403,
  'PUT /api/forms/student/session-enrolled': 403,
  'GET /api/forms/student/transcript': 403,
  'GET /api/forms/student/current-assignments': 403,
  'GET /api/forms/student/current-extensions': 403,
  'GET /api/forms/student/hesaquestions': 403,
  'POST /api/forms/student/extension-request/:engagementId/:sessionId/:moduleInstanceId/': 403,
  'POST /api/forms/student/extension-request/:engagementId/:sessionId/:moduleInstanceId': 403,
  'POST /api/forms/student/evidence': 403,
  'GET /api/evidence/:id': 403,
  'GET /api/student-photos': 403,
  'GET /api/student-photos/:studentId': 403,
  'PUT /api/student-photos/:studentId': 403,
  'GET /api/finance/invoices': 403,
  'GET /api/finance/invoices/:id': 403,
  'POST /api/finance/invoices/:id/payments': 403,
  'GET /api/finance/invoices/:id/pdf': 403,
  'POST /api/finance/invoices/:id/email': 403,
  'GET /api/finance/xero-export': 403,
  'GET /api/finance/validation': 403,
  'GET /api/finance/requests': 403,
  'POST /api/finance/requests/:id/decision': 403,
  'GET /api/finance/bursaries': 403,
  'GET /api/finance/bursaries/:id': 403,
  'POST /api/finance/bursaries/:id/decision': 403,
  'GET /api/forms/student/bursary-decisions': 403,
  'GET /api/finance/xero': 403,
  'GET /api/finance/xero/queue': 403,
  'POST /api/finance/xero/sync': 403,
  'POST /api/finance/xero/queue/:id/retry': 403,
  'POST /api/finance/invoices/issue': 403,
  'GET /api/finance/payment-plans/:engagementId/:sessionId': 403,
  'PUT /api/finance/payment-plans/:engagementId/:sessionId': 403,
  'POST /api/finance/issue-runs': 403,
  'GET /api/finance/issue-runs': 403,
  'GET /api/finance/issue-runs/:id': 403,
  'GET /api/student-intentions': 403,
  'POST /api/students/onboarding-emails': 403,
  'GET /api/sync': 200,
  'POST /api/batch': 200,
  'POST /api/applications/:id/reference-invitations': 403,
  'GET /api/applications/:id/reference-invitations': 403,
  'POST /api/applications/:id/reference-invitations/:invitationId/resend': 403,
  'GET /api/references/:token': 404,
  'POST /api/references/:token': 404,
  'PUT /api/applications/:id/references/:invitationId/translation': 403,
  'POST /api/applications/:id/submit': 403,
  'GET /api/modules': 403,
  'GET /api/modules/:id': 403,
  'PATCH /api/modules/:id': 403,
  'GET /api/faculty': 403,
  'GET /api/faculty/:id': 403,
  'PATCH /api/faculty/:id': 403,
  'GET /api/users': 403,
  'GET /api/users/:id': 403,
  'POST /api/users': 403,
  'PUT /api/users/:id': 403,
  'PATCH /api/users/:id': 403,
  'DELETE /api/users/:id': 403,
  'POST /api/users/export/custom': 403,
  'GET /api/students': 403,
  'GET /api/students/:id': 403,
  'POST /api/students': 403,
  'PUT /api/students/:id': 403,
  'PATCH /api/students/:id': 403,
  'DELETE /api/students/:id': 403,
  'POST /api/students/export/custom': 403,
  'GET /api/engagements': 403,
  'GET /api/engagements/:id': 403,
  'POST /api/engagements': 403,
  'PUT /api/engagements/:id': 403,
  'PATCH /api/engagements/:id': 403,
  'DELETE /api/engagements/:id': 403,
  'POST /api/engagements/export/custom': 403,
  'GET /api/applications': 403,
  'GET /api/applications/:id': 403,
  'POST /api/applications': 403,
  'PUT /api/applications/:id': 403,
  'PATCH /api/applications/:id': 403,
  'DELETE /api/applications/:id': 403,
  'POST /api/applications/export/custom': 403,
  'GET /api/hubs': 200,
  'GET /api/hubs/:id': 200,
  'POST /api/hubs': 403,
  'PUT /api/hubs/:id': 403,
  'PATCH /api/hubs/:id': 403,
  'DELETE /api/hubs/:id': 403,
  'POST /api/hubs/export/custom': 200,
  'GET /api/programmes': 200,
  'GET /api/programmes/:id': 200,
  'POST /api/programmes': 403,
  'PUT /api/programmes/:id': 403,
  'PATCH /api/programmes/:id': 403,
  'DELETE /api/programmes/:id': 403,
  'POST /api/programmes/export/custom': 200,
  'GET /api/student-requests': 403,
  'GET /api/student-requests/:id': 403,
  'POST /api/student-requests': 403,
  'PUT /api/student-requests/:id': 403,
  'PATCH /api/student-requests/:id': 403,
  'DELETE /api/student-requests/:id': 403,
  'POST /api/student-requests/export/custom': 403,
  'GET /api/student-forms': 403,
  'GET /api/student-forms/:id': 403,
  'POST /api/student-forms': 403,
  'PUT /api/student-forms/:id': 403,
  'PATCH /api/student-forms/:id': 403,
  'DELETE /api/student-forms/:id': 403,
  'POST /api/student-forms/export/custom': 403,
  'GET /api/students/:id/transcript': 403,
  'GET /api/students/:id/enrolment-sessions': 403,
  'GET /api/students/:id/finance-summary': 403,
  'GET /api/student-notes': 403,
  'GET /api/student-notes/:id': 403,
  'POST /api/student-notes': 403,
  'PUT /api/student-notes/:id': 403,
  'PATCH /api/student-notes/:id': 403,
  'DELETE /api/student-notes/:id': 403,
  'POST /api/student-notes/export/custom': 403,
  // Every potential student (scope all), edited as the registrar; only the administrator deletes.
  'GET /api/potential-students': 200,
  'GET /api/potential-students/:id': 200,
  'POST /api/potential-students': 201,
  'PUT /api/potential-students/:id': 409,
  'PATCH /api/potential-students/:id': 409,
  'DELETE /api/potential-students/:id': 403,
  'POST /api/potential-students/export/custom': 200,
  'GET /api/lead-activities': 200,
  'GET /api/lead-activities/:id': 200,
  'POST /api/lead-activities': 201,
  'PUT /api/lead-activities/:id': 403,
  'PATCH /api/lead-activities/:id': 403,
  'DELETE /api/lead-activities/:id': 403,
  'POST /api/lead-activities/export/custom': 200,
  'POST /api/admin/import/:kind/preview': 403,
  'POST /api/admin/import/:kind': 403,
  'GET /api/email-templates': 403,
  'GET /api/email-templates/:key': 403,
  'PUT /api/email-templates/:key': 403,
  'DELETE /api/email-templates/:key': 403,
  'POST /api/email-templates/:key/preview': 403,
  'POST /api/email-templates/:key/test': 403,
  'GET /api/system-data/lists/:id': 403,
  'PUT /api/system-data/lists/:id': 403,
  'GET /api/system-data/programmes': 403,
  'PUT /api/system-data/fees/:programmeCode': 403,
  'GET /api/system-data/history': 403,
  'GET /api/grade-scales': 403,
  'PUT /api/grade-scales/:id': 403,
  'GET /api/admin/features': 403,
  'PUT /api/admin/features/:name': 403,
  // Helpdesk (issue 21): a requester, not the helpdesk; the student's ticket is not theirs.
  'GET /api/tickets': 200,
  'POST /api/tickets': 201,
  'GET /api/tickets/assignees': 403,
  'GET /api/tickets/:id': 404,
  'POST /api/tickets/:id/messages': 404,
  'POST /api/tickets/:id/notes': 403,
  'POST /api/tickets/:id/close': 404,
  'POST /api/tickets/:id/reopen': 404,
  'POST /api/tickets/:id/assign': 403,
  'POST /api/tickets/:id/attachments': 404,
  'GET /api/tickets/:id/attachments/:fileId': 404,
  'POST /api/accounts': 403,
  'PUT /api/accounts/:id': 403,
  'POST /api/accounts/:id/active': 403,
  'GET /api/accounts/:id/history': 403,
  'GET /api/admin/housekeeping': 403,
  'POST /api/admin/housekeeping/jobs/:job/run': 403,
  'GET /api/admin/housekeeping/runs/:id': 403,
  'GET /api/admin/housekeeping/backup': 403,
  'GET /api/reports/adhoc/views': 403,
  'POST /api/reports/adhoc': 403,
  'GET /api/hesa/mappings': 403,
  'PUT /api/hesa/mappings': 403,
  'POST /api/hesa/valid-values/import': 403,
  'GET /api/hesa/export': 403,
  'POST /api/hesa/export': 403,
  'GET /api/hesa/export/:year/file': 403,
  'GET /api/hesa/missing': 403,
  'GET /api/hesa/missing/export': 403,
  'GET /api/hesa/students': 403,
  'GET /api/hesa/students/:id': 403,
  'POST /api/hesa/check': 403,
  'GET /api/hesa/students/:id/readiness': 403,
  'GET /api/hesa/students/:id/details': 403,
  'PUT /api/hesa/students/:id/details': 403,
  'GET /api/hesa/facts': 403,
  'PUT /api/hesa/facts/:kind/:refId': 403,
  'DELETE /api/hesa/facts/venue/:refId': 403,
  'GET /api/reports/:kind': 200,
  'GET /api/custom-reports/catalog': 403,
  'POST /api/custom-reports/run': 403,
  'GET /api/custom-reports': 403,
  'POST /api/custom-reports': 403,
  'PUT /api/custom-reports/:id': 403,
  'DELETE /api/custom-reports/:id': 403,
  'POST /api/custom-reports/export': 403,
  'GET /api/residentials/:id/attendance': 403,
  'GET /api/residentials/:id/sessions/:sessionId/sign-in-sheet': 403,
  'GET /api/students/:id/attendance': 403,
  // Residentials (issue 23): not the relationships manager's.
  'GET /api/residentials': 403,
  'POST /api/residentials': 403,
  'GET /api/residentials/:id': 403,
  'PUT /api/residentials/:id': 403,
  'GET /api/residentials/:id/offline-pack': 403,
  'POST /api/residentials/:id/marks': 403,
  'GET /api/forms/residentials': 403,
};

let test: TestApp;
const cookies = new Map<Account, string>();
const ids: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 60 });
  // The Xero routes exist only with the accounting service (config/features.json: off).
  test.context.config.features.accountingService = true;
  for (const account of [...ACCOUNTS, ...EXTRA_ACCOUNTS] as const) {
    if (account !== 'anonymous') cookies.set(account, await test.login(`${account}@college.test`));
  }
  const admin = cookies.get('admin') ?? '';
  const engagements = await test.app.inject({
    url: '/api/engagements?studentId=student-00001',
    headers: { cookie: admin },
  });
  ids.engagement = engagements.json().items[0].id;
  const applications = await test.app.inject({
    url: '/api/applications?hubId=hub-1&pageSize=1',
    headers: { cookie: admin },
  });
  ids.application = applications.json().items[0].id;
  const invoices = await test.app.inject({
    url: '/api/finance/invoices?pageSize=1',
    headers: { cookie: admin },
  });
  ids.invoice = invoices.json().items[0].id;
  ids.invoiceSession = invoices.json().items[0].sessionId;
  await test.database.db
    .insert(invoiceIssueRuns)
    .values({ id: 'matrix-run', sessionId: '2018-19', status: 'done' });
  const request = await test.app.inject({
    method: 'POST',
    url: '/api/forms/student/requests',
    headers: { cookie: cookies.get('student') ?? '' },
    payload: { type: 'recording', data: RECORDING },
  });
  ids.request = request.json().id;
  const assignments = await test.app.inject({
    url: '/api/forms/student/current-assignments',
    headers: { cookie: cookies.get('student') ?? '' },
  });
  for (const [index, a] of assignments.json().items.entries()) {
    ids[`assignment${index}`] = `${a.engagementId}/${a.sessionId}/${a.moduleInstanceId}`;
  }
  const evidence = await test.app.inject({
    method: 'POST',
    url: '/api/forms/student/evidence',
    headers: { cookie: cookies.get('student') ?? '', ...EVIDENCE.headers },
    payload: EVIDENCE.payload,
  });
  ids.evidence = evidence.json().items[0].id;
  const photo = await test.app.inject({
    method: 'PUT',
    url: '/api/student-photos/student-00001',
    headers: { cookie: admin, ...PHOTO.headers },
    payload: PHOTO.payload,
  });
  expect(photo.statusCode).toBe(200);
  const note = await test.app.inject({
    method: 'POST',
    url: '/api/student-notes',
    headers: { cookie: admin },
    payload: { studentId: 'student-00001', text: 'Seen at enrolment' },
  });
  expect(note.statusCode).toBe(201);
  ids.note = note.json().id;
  // The demo student's helpdesk tickets (issue 21): one to read and answer (with a file), one
  // to close, one closed to reopen.
  const raiseFor = async (subject: string) => {
    const raised = await test.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: { cookie: cookies.get('student') ?? '' },
      payload: { id: randomUUID(), category: 'Other', subject, description: 'Matrix' },
    });
    expect(raised.statusCode).toBe(201);
    return String(raised.json().id);
  };
  ids.ticket = await raiseFor('To read');
  ids.ticketToClose = await raiseFor('To close');
  ids.ticketToReopen = await raiseFor('To reopen');
  const closed = await test.app.inject({
    method: 'POST',
    url: `/api/tickets/${ids.ticketToReopen}/close`,
    headers: { cookie: cookies.get('student') ?? '' },
  });
  expect(closed.statusCode).toBe(200);
  const ticketFile = await test.app.inject({
    method: 'POST',
    url: `/api/tickets/${ids.ticket}/attachments`,
    headers: { cookie: cookies.get('student') ?? '', ...EVIDENCE.headers },
    payload: EVIDENCE.payload,
  });
  ids.ticketFile = ticketFile.json().items[0].id;
});
afterAll(async () => {
  await issueRunsSettled();
  await housekeepingRunsSettled();
  await test.close();
});

async function cookieFor(account: Account, fresh: boolean): Promise<string | undefined> {
  if (account === 'anonymous') return undefined;
  if (!fresh) return cookies.get(account);
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `${account}@college.test`, password: 'collegium-demo' },
  });
  return cookieOf(response);
}

describe('permission matrix', () => {
  it('has a row for every API route', () => {
    const routes = test.app.routeTable.map((route) => `${route.method} ${route.url}`);
    expect(routes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !routes.includes(route))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !(route in PD))).toEqual([]);
    expect(Object.keys(PD).filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !(route in MANAGER))).toEqual([]);
    expect(Object.keys(MANAGER).filter((route) => !(route in MATRIX))).toEqual([]);
  });

  for (const [route, spec] of Object.entries(MATRIX)) {
    it(route, async () => {
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const url = spec.url.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? name);
      const answered: Record<string, number> = {};
      for (const account of [...ACCOUNTS, ...EXTRA_ACCOUNTS] as const) {
        const cookie = await cookieFor(account, spec.fresh ?? false);
        const response = await test.app.inject({
          method,
          url,
          headers: { ...spec.headers, ...(cookie ? { cookie } : {}) },
          ...(spec.payload ? { payload: spec.payload(account) } : {}),
        });
        answered[account] = response.statusCode;
      }
      const expected = {
        ...Object.fromEntries(ACCOUNTS.map((account, index) => [account, spec.expect[index]])),
        [PD_ACCOUNT]: PD[route],
        [MANAGER_ACCOUNT]: MANAGER[route],
      };
      expect(answered).toEqual(expected);
    });
  }
});
