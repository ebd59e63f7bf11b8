import { z } from 'zod';
import type { Stored } from './stored';

/** A hub: a local teaching centre. */
export const hubRecordSchema = z.object({
  id: z.string().trim().min(1).max(200).optional(),
  name: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(200),
});
/** A hub record's fields. */
export type HubRecord = z.infer<typeof hubRecordSchema>;
/** A hub as the server stores and sends it. */
export type StoredHub = Stored<HubRecord>;
