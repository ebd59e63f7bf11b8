import type { z } from 'zod';
import { leadDetailsSchema } from '../record/lead-details';

/** The fields "New potential student" asks for: who they are and how to reach them. */
export const newLeadSchema = leadDetailsSchema.pick({
  name: true,
  lastName: true,
  email: true,
  phone: true,
  postCode: true,
  hubId: true,
  programme: true,
  firstHeard: true,
  firstContact: true,
});
export type NewLeadForm = z.input<typeof newLeadSchema>;
export type NewLeadField = keyof NewLeadForm;

/** An empty form, in the hub of whoever adds them (a hub director's own). */
export function emptyNewLead(hubId: string | undefined): Record<NewLeadField, string> {
  return {
    name: '',
    lastName: '',
    email: '',
    phone: '',
    postCode: '',
    hubId: hubId ?? '',
    programme: '',
    firstHeard: '',
    firstContact: '',
  };
}

/**
 * The new record's values, or the message of each field that needs attention: empty text is
 * left out, the stage is 'Initial contact made' and whoever adds them follows them up.
 */
export function newLeadValues(
  form: Record<NewLeadField, string>,
  owner: { id: string; name: string },
):
  | { ok: true; values: Record<string, string> }
  | { ok: false; errors: Partial<Record<NewLeadField, string>> } {
  const parsed = newLeadSchema.safeParse(form);
  if (!parsed.success) {
    const errors: Partial<Record<NewLeadField, string>> = {};
    for (const issue of parsed.error.issues)
      errors[issue.path[0] as NewLeadField] ??= issue.message;
    return { ok: false, errors };
  }
  const given = Object.entries(parsed.data).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return {
    ok: true,
    values: {
      ...Object.fromEntries(given),
      stage: 'Initial contact made',
      ownerId: owner.id,
      ownerName: owner.name,
    },
  };
}
