import { z } from 'zod';
import {
  CONSENT_PURPOSES,
  type ConsentPurpose,
  type ConsentTerms,
  mayContactFor,
} from '../consents/consent';

// Alumni → All (spec §2.3 /alumni, issue 20): students with a Completed engagement, where they
// serve now, and what they consented to be contacted for.

/** The engagement status that makes a student an alumnus (spec §4 engagement statuses). */
export const ALUMNUS_STATUS = 'Completed';

const nullableText = z.string().nullable();

/** One alumnus as the list shows them: award, where they serve, how to reach them. */
export const alumnusRowSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: nullableText,
  address1: nullableText,
  city: nullableText,
  postCode: nullableText,
  hubId: z.string(),
  hubName: z.string(),
  programmeCode: z.string(),
  /** The exit award recorded on the engagement, if they left with one before the end. */
  exitAward: nullableText,
  /** What they were awarded: the exit award, or the programme they completed (awardOf). */
  award: z.string(),
  yearCompleted: nullableText,
  organisationId: nullableText,
  organisationName: nullableText,
  servingAs: nullableText,
  /** The purposes whose consent holds today (Marketing e-mail, Post, Phone, Fundraising). */
  consents: z.array(z.enum(CONSENT_PURPOSES)),
});
export type AlumnusRow = z.infer<typeof alumnusRowSchema>;

export const alumniListSchema = z.object({
  items: z.array(alumnusRowSchema),
  total: z.number(),
  options: z.object({
    hubs: z.array(z.object({ id: z.string(), name: z.string() })),
    programmes: z.array(z.string()),
    years: z.array(z.string()),
    organisations: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});
export type AlumniList = z.infer<typeof alumniListSchema>;

/** The consent filter: those who may be contacted for something, or for nothing. */
export const CONSENT_FILTERS = ['Consented', 'No consent'] as const;

const text = z.string().trim().max(100).optional();
/** The list's filters and search; `export` with `for=mailing` is the mailing export. */
export const alumniListQuerySchema = z.strictObject({
  programme: text,
  year: text,
  hub: text,
  consent: z.enum(CONSENT_FILTERS).optional(),
  q: text,
  export: z.enum(['excel', 'csv', 'pdf']).optional(),
  for: z.enum(['mailing']).optional(),
});
export type AlumniListQuery = z.infer<typeof alumniListQuerySchema>;

/** Where an alumnus serves: an organisation and their role there (none clears it). */
export const servingBodySchema = z
  .strictObject({
    organisationId: z.string().trim().min(1).max(100).nullable(),
    servingAs: z.string().trim().max(120).nullish(),
  })
  .refine((body) => body.organisationId !== null || !body.servingAs, {
    message: 'Choose the organisation where they serve as this',
    path: ['servingAs'],
  });
export type ServingBody = z.infer<typeof servingBodySchema>;

/**
 * The award of a completed engagement: its exit award when one is recorded, otherwise the
 * programme itself, which they completed (exit awards are for leaving part-way, spec §9).
 */
export function awardOf(exitAward: string | null | undefined, programmeCode: string): string {
  return exitAward || programmeCode;
}

/** The purposes a person may be contacted for on the day, in the order of CONSENT_PURPOSES. */
export function heldPurposes(consents: readonly ConsentTerms[], on: string): ConsentPurpose[] {
  return CONSENT_PURPOSES.filter((purpose) => mayContactFor(consents, purpose, on));
}

/** Whether an alumnus passes the filters and the search (name, id, e-mail, organisation). */
export function matchesAlumnus(row: AlumnusRow, query: AlumniListQuery): boolean {
  if (query.programme && row.programmeCode !== query.programme) return false;
  if (query.year && row.yearCompleted !== query.year) return false;
  if (query.hub && row.hubId !== query.hub) return false;
  if (query.consent === 'Consented' && row.consents.length === 0) return false;
  if (query.consent === 'No consent' && row.consents.length > 0) return false;
  const needle = query.q?.toLowerCase();
  if (!needle) return true;
  return [row.name, row.studentId, row.email, row.organisationName ?? ''].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

/** A line of the mailing export: only the ways of reaching them they consented to. */
export interface MailingLine {
  studentId: string;
  name: string;
  email: string;
  address1: string;
  city: string;
  postCode: string;
}

/**
 * The alumnus as the mailing export lists them, or null when neither a 'Post' nor a
 * 'Marketing e-mail' consent holds: the e-mail only with the one, the address only with the other.
 */
export function mailingLineOf(row: AlumnusRow): MailingLine | null {
  const byEmail = row.consents.includes('Marketing e-mail');
  const byPost = row.consents.includes('Post');
  if (!byEmail && !byPost) return null;
  return {
    studentId: row.studentId,
    name: row.name,
    email: byEmail ? row.email : '',
    address1: byPost ? (row.address1 ?? '') : '',
    city: byPost ? (row.city ?? '') : '',
    postCode: byPost ? (row.postCode ?? '') : '',
  };
}
