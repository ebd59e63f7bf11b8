import { z } from 'zod';
import { programmeCodeSchema } from '../programmes/programmes';

// The signed-in student as the forms area reads them (GET current student). The student and
// engagement records are in src/domain/records.

// Partner ID format (exactly 7 digits, spec §5) is checked by validation/partner-id; here it is
// any non-empty string.
const partnerId = z.string().trim().min(1).optional();

/** The signed-in student as the forms area knows them (spec §3). */
export const currentStudentSchema = z.object({
  partnerId,
  hub: z.string().trim().min(1),
  programmeCode: programmeCodeSchema,
});
export type CurrentStudent = z.infer<typeof currentStudentSchema>;

/** The current-student payload, whose hub arrives as `location` (spec §3), mapped to CurrentStudent. */
export const currentStudentPayloadSchema = z
  .object({
    partnerId,
    location: z.string().trim().min(1),
    programmeCode: programmeCodeSchema,
  })
  .transform(({ location, ...rest }): CurrentStudent => ({ ...rest, hub: location }));
