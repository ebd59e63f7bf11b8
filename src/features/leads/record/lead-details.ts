import { z } from 'zod';
import type { FirstHeardList } from '../../../domain/admin/option-lists';
import { AGE_RANGES } from '../../../domain/leads/sources';
import {
  potentialStudentRecordSchema,
  type StoredPotentialStudent,
} from '../../../domain/records/potential-student';

/** Empty text is "no value" on the form (it is saved as null). */
const orEmpty = <S extends z.ZodType>(schema: S) => z.union([z.literal(''), schema]).nullish();
const shape = potentialStudentRecordSchema.shape;

/** The fields of a potential student the record's details form edits (from the record schema). */
export const leadDetailsSchema = z.object({
  name: shape.name,
  preferredName: orEmpty(z.string().trim().max(200)),
  lastName: orEmpty(z.string().trim().max(200)),
  email: orEmpty(z.email('Enter an email address such as name@example.org')),
  phone: orEmpty(z.string().trim().max(200)),
  postCode: orEmpty(z.string().trim().max(20)),
  hubId: orEmpty(z.string().trim().max(200)),
  programme: orEmpty(z.string().trim().max(30)),
  ageRange: orEmpty(z.enum(AGE_RANGES, { error: 'Choose one of the age ranges' })),
  firstHeard: orEmpty(z.string().trim().max(200)),
  // Offered from system data's list; the server checks a changed one against it.
  firstContact: orEmpty(z.string().trim().max(100)),
  nextActionOn: orEmpty(z.iso.date({ error: 'Enter the date as YYYY-MM-DD' })),
  sourceEvent: orEmpty(z.string().trim().max(200)),
  notes: orEmpty(z.string().trim().max(5000)),
});
export type LeadDetails = z.input<typeof leadDetailsSchema>;

/** The record's values as the form shows them: an empty optional field as empty text. */
export function detailsOf(lead: StoredPotentialStudent): LeadDetails {
  return {
    name: lead.name,
    preferredName: lead.preferredName ?? '',
    lastName: lead.lastName ?? '',
    email: lead.email ?? '',
    phone: lead.phone ?? '',
    postCode: lead.postCode ?? '',
    hubId: lead.hubId ?? '',
    programme: lead.programme ?? '',
    ageRange: lead.ageRange ?? '',
    firstHeard: lead.firstHeard ?? '',
    firstContact: lead.firstContact ?? '',
    nextActionOn: lead.nextActionOn ?? '',
    sourceEvent: lead.sourceEvent ?? '',
    notes: lead.notes ?? '',
  };
}

/** The first-heard choices: every source of system data's list, labelled with its group. */
export function firstHeardOptions(list: FirstHeardList) {
  return list.flatMap(({ group, sources }) =>
    sources.map((source) => ({ value: source, label: `${source} (${group})` })),
  );
}
