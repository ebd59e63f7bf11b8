import { z } from 'zod';
import { addressSchema } from '../contacts/address';
import { ORGANISATION_STATUSES, organisationStatuses } from '../leads/organisations';

/** The partner types offered when an organisation is made (the church type has its own statuses). */
export const PARTNER_TYPES = [
  'Church',
  'Charity',
  'Mission agency',
  'Denomination',
  'School',
  'Other',
] as const;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** An organisation's fields, as typed by staff (without its id and the times the server adds). */
const organisationFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Give the organisation a name').max(200),
  partnerType: z.string().trim().min(1, 'Choose a partner type').max(60),
  status: z.enum(ORGANISATION_STATUSES),
  hubId: z.string().trim().min(1).max(40).nullish(),
  /** The §3 postal address, or none. */
  address: addressSchema.nullish(),
  email: z.email('Not an e-mail address').max(200).optional(),
  phone: optionalText(40),
  website: z
    .url({ protocol: /^https?$/, message: 'Not a web address (https://…)' })
    .max(300)
    .optional(),
  notes: optionalText(2000),
});

// The status must be one of its partner type's (spec §4): a church's list differs.
const statusFitsPartnerType = <T extends { partnerType: string; status: string }>(o: T) =>
  organisationStatuses(o.partnerType).some((status) => status === o.status);
const STATUS_ISSUE = {
  message: 'This status is not available for this partner type',
  path: ['status'],
};

/** What a create or an edit of an organisation sends (spec §3, §4). */
export const organisationInputSchema = organisationFieldsSchema.refine(
  statusFitsPartnerType,
  STATUS_ISSUE,
);
export type OrganisationInput = z.infer<typeof organisationInputSchema>;

/**
 * An organisation: name, partner type and a status from the list for that partner type
 * (spec §3, §4), its hub, address and how to reach it.
 */
export const organisationRecordSchema = organisationFieldsSchema
  .extend({ id: z.string().min(1) })
  .refine(statusFitsPartnerType, STATUS_ISSUE);
/** An organisation record's fields. */
export type OrganisationRecord = z.infer<typeof organisationRecordSchema>;
