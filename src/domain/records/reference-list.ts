import { z } from 'zod';
import { referenceListIdSchema } from '../admin/reference-lists';
import type { Stored } from './stored';

/**
 * A reference list of system data as the change feed sends it to every device (issue 21): the
 * list's name as its id and its values, checked by the list's own schema where they are read
 * (src/domain/admin/option-lists.ts). Written only by admin/systemdata's named route.
 */
export const referenceListRecordSchema = z.object({
  id: referenceListIdSchema.optional(),
  values: z.unknown(),
});
export type ReferenceListRecord = z.infer<typeof referenceListRecordSchema>;
export type StoredReferenceList = Stored<ReferenceListRecord>;
