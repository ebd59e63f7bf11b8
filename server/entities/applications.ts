import { applicationRecordSchema } from '#domain/records/application';
import { applications } from '../db/schema';
import { applicationScopeKeys } from '../platform/auth/scope';
import { checkApplicationChoices } from '../platform/choice-checks';
import { defineEntity } from '../platform/entities/define';
import { forbidden } from '../platform/errors';
import { HUB, USER } from './references';

const VIEW = [
  ['applications:view', 'fc-applications:view', 'myapplicants:view', 'applications:apply'],
] as const;
const EDIT = [['applications:admin', 'applications:apply']] as const;
// Review fields are the college's: an applicant edits only their own answers.
// Fields only the college (or the system on its behalf: a referee's link, a deposit) changes:
// an applicant editing their own application through the generic routes may not touch them.
const REVIEW_FIELDS = [
  'status',
  'sections',
  'hubId',
  'applicantUserId',
  'references',
  'leaderReferences',
  'history',
  'conditions',
  'deposit',
  'studentId',
];
// Hub directors review their hub's applicants' sections (myapplicants:view) through the review
// routes only: they hold no update permission, so the generic routes refuse them before this.
const REVIEWER_FIELDS = ['sections', 'history'];

/** Applications with their parts, references and section reviews (spec §3, §4). */
export const applicationsEntity = defineEntity({
  name: 'applications',
  label: 'Application',
  table: applications,
  inputSchema: applicationRecordSchema,
  policy: { view: VIEW, create: EDIT, update: EDIT, delete: ['applications:admin'] },
  scopeKeys: (row) =>
    applicationScopeKeys({
      hubId: String(row.hubId),
      applicantUserId: typeof row.applicantUserId === 'string' ? row.applicantUserId : null,
    }),
  references: { hubId: HUB, applicantUserId: USER },
  searchable: ['firstName', 'lastName', 'email'],
  sortable: ['updatedAt', 'lastName', 'firstName', 'intake', 'status', 'hubId', 'createdAt'],
  filterable: [
    'status',
    'hubId',
    'intake',
    'applicantUserId',
    'course.course',
    'otherInformation.firstHeard',
  ],
  exportColumns: [
    { field: 'lastName', label: 'Last name' },
    { field: 'firstName', label: 'First name' },
    { field: 'email', label: 'Email' },
    { field: 'hubId', label: 'Hub' },
    { field: 'status', label: 'Status' },
    { field: 'intake', label: 'Intake', kind: 'date' },
    { field: 'course.course', label: 'Programme' },
    { field: 'course.studyPace', label: 'Study pace' },
    { field: 'otherInformation.firstHeard', label: 'First heard' },
    { field: 'otherInformation.churchStream', label: 'Church stream' },
    { field: 'qualifications.highest', label: 'Highest qualification' },
    { field: 'languageAbility.english', label: 'English' },
    { field: 'finances.feesPaidBy', label: 'Fees paid by' },
    { field: 'bursary.type', label: 'Bursary applied for' },
    { field: 'createdAt', label: 'Created', kind: 'date' },
  ],
  async validate({ tx, auth, before, after }) {
    if (auth.checker.check('applications:admin') || !after) return;
    // What an applicant chooses on the form comes from system data's lists; the college may
    // record any date or answer (a deferral, an imported record).
    await checkApplicationChoices(tx, before, after);
    // An applicant starts their own application, In progress, and cannot review it.
    if (!before) {
      if (after.applicantUserId !== auth.user.id || after.status !== 'In progress') {
        throw forbidden('Applicants start their own application, in progress');
      }
      return;
    }
    const mayChange = auth.checker.check('myapplicants:view') ? REVIEWER_FIELDS : [];
    const changed = REVIEW_FIELDS.filter(
      (field) =>
        !mayChange.includes(field) &&
        JSON.stringify(before[field]) !== JSON.stringify(after[field]),
    );
    if (changed.length > 0) throw forbidden(`Only the college changes ${changed.join(', ')}`);
  },
});
