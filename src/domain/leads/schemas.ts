import { z } from 'zod';

// The records of this area (potential students, organisations) are in src/domain/records.

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
