import { z } from 'zod';

// Only zod here: the configuration loader (config/load.ts) reads it.

/** Pence, a whole number, never negative. */
const pence = z.number().int().min(0).max(10_000_000);

/**
 * The admin fee charged per fee class. Spec §9 names the classes (Monthly admin10, Termly admin3,
 * Student Loan studentloan), not their amounts: a college sets them in config/college.json.
 */
export const adminFeesSchema = z.strictObject({
  admin10: pence,
  admin3: pence,
  studentloan: pence,
});
export type AdminFees = z.infer<typeof adminFeesSchema>;

/** The amounts a college starts with: £100 for paying monthly, £30 termly, none by loan. */
export const DEFAULT_ADMIN_FEES: AdminFees = { admin10: 10_000, admin3: 3_000, studentloan: 0 };
