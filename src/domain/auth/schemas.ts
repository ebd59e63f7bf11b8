import { z } from 'zod';

// Sign-in request bodies (spec §7 "Session"): the server's routes and the client's forms check
// the same rules, with the same messages.

// Spaces around a typed address are a slip, and addresses are compared without case.
const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(320, 'Enter a valid email address'));
const newPassword = z
  .string()
  .min(10, 'Use at least 10 characters')
  .max(1000, 'Use at most 1000 characters');

/** POST /api/auth/login. */
export const loginBody = z.object({
  email,
  password: z.string().min(1, 'Enter your password').max(1000, 'Use at most 1000 characters'),
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST /api/auth/register: an applicant's own account. */
export const registerBody = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(200, 'Use at most 200 characters'),
  email,
  password: newPassword,
});
export type RegisterBody = z.infer<typeof registerBody>;

// A new password is typed twice: a slip in a hidden field would lock its owner out.
const samePasswords = (values: { password: string; confirm: string }) =>
  values.password === values.confirm;
const MISMATCH = { message: 'The passwords do not match', path: ['confirm'] };

/** The register form: the body, and the password typed twice. */
export const registerFormSchema = registerBody
  .extend({ confirm: z.string() })
  .refine(samePasswords, MISMATCH);

/** POST /api/auth/reset: the user to send a reset link to. */
export const resetBody = z.object({ id: z.string().trim().min(1).max(200) });

/** POST /api/auth/reset/confirm: the token of the link and the new password. */
export const resetConfirmBody = z.object({
  token: z.string().min(20).max(200),
  password: newPassword,
});

/** The token of a reset link, as the server accepts it: another is no link of ours. */
export const resetTokenSchema = resetConfirmBody.shape.token;

/** The reset form: the new password (the same rules as registering), typed twice. */
export const resetFormSchema = resetConfirmBody
  .pick({ password: true })
  .extend({ confirm: z.string() })
  .refine(samePasswords, MISMATCH);

/** POST /api/auth/loginas/{mode}/{id}. */
export const loginAsParams = z.object({
  mode: z.enum(['user', 'student']),
  id: z.string().trim().min(1).max(200),
});
