import { z } from 'zod';
import { AGE_RANGES } from '../leads/sources';
import { STAGES } from '../leads/stages';
import type { Stored } from './stored';

// As the other record schemas: flat, ids of related records, `null` for an empty optional field.
const id = z.string().trim().min(1).max(200);
const optionalText = z.string().trim().max(200).nullish();

/** The longest notes kept on a potential student. */
export const POTENTIAL_STUDENT_NOTES_MAX = 5000;

/**
 * A potential student (lead, spec §3): who they are, the §4 stage, how they first heard and
 * first made contact (§9), the hub and programme of interest, who follows them up and when,
 * their application once they applied, and the event they came from. Hub and programme
 * directors keep theirs on the device and edit them offline.
 */
export const potentialStudentRecordSchema = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, 'Enter the name').max(200),
  preferredName: optionalText,
  lastName: optionalText,
  email: z.email('Enter an email address such as name@example.org').nullish(),
  phone: optionalText,
  postCode: z.string().trim().max(20).nullish(),
  hubId: id.nullish(),
  /** Programme of interest (a programme code). */
  programme: z.string().trim().max(30).nullish(),
  ageRange: z.enum(AGE_RANGES, { error: 'Choose one of the age ranges' }).nullish(),
  stage: z.enum(STAGES, { error: 'Choose one of the stages' }),
  // A source of the first-heard groups of spec §9 (src/domain/leads/sources.ts), or an answer
  // an import brought in as it was given.
  firstHeard: optionalText,
  // One of the ways of first contact in system data (src/domain/admin/option-lists.ts): the
  // form offers that list and the server checks a changed value against it.
  firstContact: z.string().trim().max(100).nullish(),
  /** The hub or programme director who follows them up (a user id). */
  ownerId: id.nullish(),
  /** The owner's name: set by the server from the owner, whatever the client sends. */
  ownerName: optionalText,
  nextActionOn: z.iso.date({ error: 'Enter the date as YYYY-MM-DD' }).nullish(),
  /** Their application, once they applied. */
  applicationId: id.nullish(),
  /** The event they were imported from, if any. */
  sourceEvent: optionalText,
  notes: z
    .string()
    .trim()
    .max(
      POTENTIAL_STUDENT_NOTES_MAX,
      `Notes have at most ${POTENTIAL_STUDENT_NOTES_MAX} characters`,
    )
    .nullish(),
});
/** A potential student record's fields. */
export type PotentialStudentRecord = z.infer<typeof potentialStudentRecordSchema>;
/** A potential student as the server stores and sends it. */
export type StoredPotentialStudent = Stored<PotentialStudentRecord>;

/** The name a potential student is shown by: preferred (or given) name and last name. */
export function leadDisplayName(lead: {
  name: string;
  preferredName?: string | null;
  lastName?: string | null;
}): string {
  return [lead.preferredName || lead.name, lead.lastName].filter(Boolean).join(' ');
}
