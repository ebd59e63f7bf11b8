import { z } from 'zod';

/** Who reviews sections: admissions staff, and hub directors within their hub (scope). */
export const REVIEW = [['applications:admin', 'myapplicants:view']] as const;
/** Who changes status, conditions and deposit: admissions staff only. */
export const ADMIN = ['applications:admin'] as const;

/** The `:id` of an application route. */
export const idParams = z.object({ id: z.string().min(1).max(300) });
