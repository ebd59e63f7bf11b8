import type { LoginBody } from './schemas';

// The sign-in form's check of loginBody (./schemas), by hand: the login route loads no schema
// library (architecture §7 login budget). login-check.test.ts holds it to the schema.

/** The address pattern of zod's `z.email()`, which loginBody uses. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** What the sign-in form holds. */
export interface LoginInput {
  email: string;
  password: string;
}

/** The body to send, or the first message of each bad field (as loginBody words it). */
export type LoginCheck =
  | { readonly ok: true; readonly body: LoginBody }
  | { readonly ok: false; readonly errors: Partial<Record<keyof LoginInput, string>> };

/** Checks the sign-in form like loginBody: the address trimmed and lower-cased, a password typed. */
export function checkLogin(input: LoginInput): LoginCheck {
  const email = input.email.trim().toLowerCase();
  const errors: Partial<Record<keyof LoginInput, string>> = {};
  // The schema's own message covers its length limit too.
  if (!EMAIL.test(email) || email.length > 320) errors.email = 'Enter a valid email address';
  if (input.password.length < 1) errors.password = 'Enter your password';
  else if (input.password.length > 1000) errors.password = 'Use at most 1000 characters';
  if (errors.email || errors.password) return { ok: false, errors };
  return { ok: true, body: { email, password: input.password } };
}
