import { z } from 'zod';
import { ORGANISATION_STATUSES, organisationStatuses } from './organisations';
import { AGE_RANGES, FIRST_CONTACT } from './sources';
import { STAGES } from './stages';

/** A potential student (lead): basic contact fields, stage, first heard and first contact (spec §3). */
export const potentialStudentSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  preferredName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.email().optional(),
  phone: z.string().optional(),
  hub: z.string().optional(),
  ageRange: z.enum(AGE_RANGES).optional(),
  stage: z.enum(STAGES),
  // a source name within the first-heard groups of spec §9 (the sources are not shown)
  firstHeard: z.string().optional(),
  firstContact: z.enum(FIRST_CONTACT).optional(),
});
export type PotentialStudent = z.infer<typeof potentialStudentSchema>;

/**
 * An organisation: name, partner type and a status from the list for that partner type
 * (spec §3, §4).
 */
export const organisationSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().trim().min(1),
    partnerType: z.string().trim().min(1),
    status: z.enum(ORGANISATION_STATUSES),
  })
  .refine((o) => organisationStatuses(o.partnerType).includes(o.status), {
    message: 'This status is not available for this partner type',
    path: ['status'],
  });
export type Organisation = z.infer<typeof organisationSchema>;

/** Kinds of evidence an applicant provides (spec §3). */
export const EVIDENCE_TYPES = ['Exegesis', 'Finance'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

/** Who provides evidence (spec §3). */
export const EVIDENCE_SOURCES = ['Applicant'] as const;
export type EvidenceSource = (typeof EVIDENCE_SOURCES)[number];

// The spec says "a named Genesis passage" without naming it; Genesis 1:26-28 is the
// passage on humankind made in the image of God.
export const EXEGESIS_PASSAGE = 'Genesis 1:26-28';

/** The prompt shown for Exegesis evidence (spec §5). */
export const EXEGESIS_PROMPT = `Please write a brief essay of about 500 words on the meaning and significance of the image of God in ${EXEGESIS_PASSAGE}.`;

/** An evidence item; only type and source are specified, other fields pass through (spec §3). */
export const evidenceSchema = z.looseObject({
  type: z.enum(EVIDENCE_TYPES),
  source: z.enum(EVIDENCE_SOURCES),
});
export type Evidence = z.infer<typeof evidenceSchema>;
