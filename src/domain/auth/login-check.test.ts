import { describe, expect, it } from 'vitest';
import { checkLogin, type LoginInput } from './login-check';
import { loginBody } from './schemas';

/** What loginBody says of the same input: the body, or the first message of each field. */
function bySchema(input: LoginInput) {
  const parsed = loginBody.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

describe('checkLogin (the sign-in form, as loginBody)', () => {
  it.each<[string, LoginInput]>([
    ['empty fields', { email: '', password: '' }],
    ['a good pair', { email: 'ann@example.org', password: 'secret' }],
    ['spaces and capitals', { email: '  Ann.Lee@Example.ORG ', password: ' x ' }],
    ['no domain', { email: 'ann@', password: 'x' }],
    ['not an address', { email: 'not-an-email', password: '' }],
    ['two dots', { email: 'ann..lee@example.org', password: 'x' }],
    ['a leading dot', { email: '.ann@example.org', password: 'x' }],
    ['a plus', { email: "o'neil+tag@mail.example.co.uk", password: 'x' }],
    ['a short top level', { email: 'ann@example.c', password: 'x' }],
    ['a long address', { email: `${'a'.repeat(315)}@ex.org`, password: 'x' }],
    ['a long password', { email: 'ann@example.org', password: 'p'.repeat(1001) }],
    ['the longest password', { email: 'ann@example.org', password: 'p'.repeat(1000) }],
  ])('agrees with loginBody on %s', (_case, input) => {
    expect(checkLogin(input)).toEqual(bySchema(input));
  });
});
