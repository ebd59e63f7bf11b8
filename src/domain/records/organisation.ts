import { z } from 'zod';
import { ORGANISATION_STATUSES, organisationStatuses } from '../leads/organisations';

/**
 * An organisation: name, partner type and a status from the list for that partner type
 * (spec §3, §4).
 */
export const organisationRecordSchema = z
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
/** An organisation record's fields. */
export type OrganisationRecord = z.infer<typeof organisationRecordSchema>;
