import { z } from 'zod';

// The server checks the same rules (server/features/auth/schemas.ts); these give the messages early.
const email = z.email('Enter a valid email address');

/** The sign-in form (staff, students, system administrators). */
export const loginFormSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password'),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** The applicant's own account form. */
export const registerFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name'),
    email,
    password: z.string().min(10, 'Use at least 10 characters'),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    message: 'The passwords do not match',
    path: ['confirm'],
  });
export type RegisterFormValues = z.infer<typeof registerFormSchema>;
