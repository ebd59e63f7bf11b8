import type { z } from 'zod';
import { registerFormSchema, resetFormSchema, resetTokenSchema } from '../../domain/auth/schemas';

// The forms validate with the very schemas the server's routes use (src/domain/auth); the sign-in
// form with checkLogin (src/domain/auth/login-check.ts), held to loginBody by its test.

export { registerFormSchema, resetFormSchema, resetTokenSchema };
export type RegisterFormValues = z.input<typeof registerFormSchema>;
export type ResetFormValues = z.input<typeof resetFormSchema>;
