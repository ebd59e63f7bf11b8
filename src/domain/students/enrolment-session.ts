import { z } from 'zod';

/** Statuses of an enrolment session, one teaching period within an engagement (spec §4). */
export const ENROLMENT_SESSION_STATUSES = [
  'Starting',
  'Current',
  'Completed',
  'Incomplete',
  'Interrupted',
  'Dormant',
  'Assignments',
  'Transferred',
  'Completing',
] as const;
export type EnrolmentSessionStatus = (typeof ENROLMENT_SESSION_STATUSES)[number];
export const enrolmentSessionStatusSchema = z.enum(ENROLMENT_SESSION_STATUSES);
