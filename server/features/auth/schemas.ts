import { z } from 'zod';

const email = z
  .email()
  .max(320)
  .transform((value) => value.trim().toLowerCase());

/** POST /api/auth/login (spec §7). */
export const loginBody = z.object({ email, password: z.string().min(1).max(1000) });

/** POST /api/auth/register: an applicant's own account. */
export const registerBody = z.object({
  name: z.string().trim().min(1).max(200),
  email,
  password: z.string().min(10, 'Use at least 10 characters').max(1000),
});

/** POST /api/auth/reset (spec §7): the user to send a reset link to. */
export const resetBody = z.object({ id: z.string().trim().min(1).max(200) });

/** POST /api/auth/reset/confirm: the token of the link and the new password. */
export const resetConfirmBody = z.object({
  token: z.string().min(20).max(200),
  password: z.string().min(10, 'Use at least 10 characters').max(1000),
});

/** POST /api/auth/loginas/{mode}/{id} (spec §7). */
export const loginAsParams = z.object({
  mode: z.enum(['user', 'student']),
  id: z.string().trim().min(1).max(200),
});
