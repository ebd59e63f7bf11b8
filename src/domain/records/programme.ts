import { z } from 'zod';
import { LEVELS } from '../programmes/levels';
import type { Stored } from './stored';

/** A programme with its levels (spec §9). */
export const programmeRecordSchema = z.object({
  id: z.string().trim().min(1).max(40).optional(),
  name: z.string().trim().min(1).max(200),
  levels: z.array(z.enum(LEVELS)).min(1),
});
/** A programme record's fields. */
export type ProgrammeRecord = z.infer<typeof programmeRecordSchema>;
/** A programme as the server stores and sends it. */
export type StoredProgramme = Stored<ProgrammeRecord>;
