import { APPLICANT_PART_SCHEMAS, type ApplicantPart, profileSchema } from './parts';
import type { ReferenceKind } from './reference-form';
import { isShortApplication } from './sections';
import type { ApplicationStatus } from './statuses';

// Spec §4 lists 'Submitted' only in the ongoing set, not in the full list of statuses, and
// the record's status must be one of the full list. Our reading: an applicant fills in an
// application 'In progress' and submitting hands it to the college, which is 'Under review'
// (the next ongoing status of the full list). The submit call records 'submitted' in the
// application's history, so the moment of submission is kept.

/** The status an applicant may submit from. */
export const SUBMITTABLE_STATUS = 'In progress' satisfies ApplicationStatus;
/** The status a submitted application takes. */
export const SUBMITTED_STATUS = 'Under review' satisfies ApplicationStatus;

/** The parts an applicant fills in (spec §3), in the order of the wizard. */
export const APPLICATION_PARTS = Object.keys(APPLICANT_PART_SCHEMAS) as readonly ApplicantPart[];
export type ApplicationPart = ApplicantPart;

const PART_LABELS: Record<ApplicationPart, string> = {
  profile: 'About you',
  course: 'Course',
  eligibility: 'Eligibility',
  otherInformation: 'Other information',
  commitment: 'Commitment',
  qualifications: 'Qualifications',
  languageAbility: 'Language ability',
  declarations: 'Declarations',
  convictions: 'Convictions',
  finances: 'Finances',
  bursary: 'Bursary application',
  exegesis: 'Exegesis essay',
};

// A short application (spec §5: the profile marks a current student) leaves out what the
// college already knows of its own students: eligibility, the other information, their
// qualifications and languages, and the exegesis essay (the wizard skips the same steps).
const SHORT_SKIPS: readonly ApplicationPart[] = [
  'eligibility',
  'otherInformation',
  'qualifications',
  'languageAbility',
  'exegesis',
];

/** The referees a long application names: the record list each kind's reference fills. */
export const REQUIRED_REFEREES = [
  { kind: 'reference', list: 'references', message: 'Name your referee on the Referees step' },
  {
    kind: 'leader',
    list: 'leaderReferences',
    message: 'Name your church leader on the Referees step',
  },
] as const satisfies readonly { kind: ReferenceKind; list: string; message: string }[];
type RefereeList = (typeof REQUIRED_REFEREES)[number]['list'];

/** What submission reads of an application: its parts and received references. */
export type SubmissionProbe = { readonly [part in ApplicationPart | RefereeList]?: unknown } & {
  readonly [field: string]: unknown;
};

/** One thing keeping an application from being submitted: the part and what is wrong. */
export interface SubmissionProblem {
  param: ApplicationPart | RefereeList;
  message: string;
}

/** True when the profile marks a current student's short application (spec §5). */
function isShort(application: SubmissionProbe): boolean {
  const profile = profileSchema.safeParse(application.profile);
  return profile.success && isShortApplication({ profile: profile.data });
}

/** The parts an application needs before it can be submitted (fewer for a short one). */
export function requiredParts(application: SubmissionProbe): readonly ApplicationPart[] {
  return isShort(application)
    ? APPLICATION_PARTS.filter((part) => !SHORT_SKIPS.includes(part))
    : APPLICATION_PARTS;
}

function partProblem(application: SubmissionProbe, part: ApplicationPart) {
  const value = application[part];
  const label = PART_LABELS[part];
  if (value === null || value === undefined) {
    return [{ param: part, message: `${label} is missing` }];
  }
  return APPLICANT_PART_SCHEMAS[part].safeParse(value).success
    ? []
    : [{ param: part, message: `${label} is incomplete` }];
}

/**
 * One problem per required part that is missing or incomplete, then (for a long application)
 * one per referee not named: neither invited (`invitedKinds`, the kinds of the application's
 * reference invitations) nor already answered. None when the application can be submitted.
 */
export function submissionProblems(
  application: SubmissionProbe,
  invitedKinds: readonly string[],
): SubmissionProblem[] {
  const parts = requiredParts(application).flatMap((part) => partProblem(application, part));
  if (isShort(application)) return parts;
  const referees = REQUIRED_REFEREES.flatMap(({ kind, list, message }) => {
    const received = application[list];
    const answered = Array.isArray(received) && received.length > 0;
    return invitedKinds.includes(kind) || answered ? [] : [{ param: list, message }];
  });
  return [...parts, ...referees];
}
