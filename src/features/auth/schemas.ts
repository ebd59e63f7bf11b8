import type { z } from 'zod';
import { loginBody, registerFormSchema } from '../../domain/auth/schemas';

// The forms validate with the very schemas the server's routes use (src/domain/auth).
export const loginFormSchema = loginBody;
export type LoginFormValues = z.input<typeof loginBody>;

export { registerFormSchema };
export type RegisterFormValues = z.input<typeof registerFormSchema>;
