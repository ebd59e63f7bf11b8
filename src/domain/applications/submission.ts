import type { z } from 'zod';
import {
  commitmentSchema,
  courseSchema,
  eligibilitySchema,
  otherInformationSchema,
  profileSchema,
} from './parts';
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

/** The parts an applicant fills in (spec §3), in the order of the form. */
export const APPLICATION_PARTS = [
  'course',
  'eligibility',
  'otherInformation',
  'profile',
  'commitment',
] as const;
export type ApplicationPart = (typeof APPLICATION_PARTS)[number];

const PART_SCHEMAS: Record<ApplicationPart, z.ZodType> = {
  course: courseSchema,
  eligibility: eligibilitySchema,
  otherInformation: otherInformationSchema,
  profile: profileSchema,
  commitment: commitmentSchema,
};

const PART_LABELS: Record<ApplicationPart, string> = {
  course: 'Course',
  eligibility: 'Eligibility',
  otherInformation: 'Other information',
  profile: 'Profile',
  commitment: 'Commitment',
};

// A short application (spec §5: the profile marks a current student) leaves out what the
// college already knows of its own students: eligibility and the other information.
const SHORT_APPLICATION_PARTS: readonly ApplicationPart[] = ['course', 'profile', 'commitment'];

/** What submission reads of an application: its parts (any other field is ignored). */
export type SubmissionProbe = { readonly [part in ApplicationPart]?: unknown } & {
  readonly [field: string]: unknown;
};

/** One thing keeping an application from being submitted: the part and what is wrong. */
export interface SubmissionProblem {
  param: ApplicationPart;
  message: string;
}

/** The parts an application needs before it can be submitted (fewer for a short one). */
export function requiredParts(application: SubmissionProbe): readonly ApplicationPart[] {
  const profile = profileSchema.safeParse(application.profile);
  const short = profile.success && isShortApplication({ profile: profile.data });
  return short ? SHORT_APPLICATION_PARTS : APPLICATION_PARTS;
}

/** One problem per required part that is missing or incomplete; none when it can be submitted. */
export function submissionProblems(application: SubmissionProbe): SubmissionProblem[] {
  return requiredParts(application).flatMap((part) => {
    const value = application[part];
    const label = PART_LABELS[part];
    if (value === null || value === undefined) {
      return [{ param: part, message: `${label} is missing` }];
    }
    return PART_SCHEMAS[part].safeParse(value).success
      ? []
      : [{ param: part, message: `${label} is incomplete` }];
  });
}
