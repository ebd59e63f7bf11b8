import { z } from 'zod';

const line = z.string().trim();

/**
 * A postal address (spec §3). address1, city and postCode are needed to post anything;
 * address2 and county are often absent in UK addresses, so they are optional.
 */
export const addressSchema = z.object({
  address1: line.min(1),
  address2: line.optional(),
  city: line.min(1),
  county: line.optional(),
  // not checked against the UK format: the college also has applicants from abroad
  postCode: line.min(1).max(16),
});
export type Address = z.infer<typeof addressSchema>;
