import { describe, expect, it } from 'vitest';
import { loginBody, registerFormSchema, resetFormSchema, resetTokenSchema } from './schemas';

describe('sign-in schemas', () => {
  it('normalises the email and needs a password', () => {
    expect(loginBody.parse({ email: ' Ada@Example.ORG ', password: 'x' }).email).toBe(
      'ada@example.org',
    );
    expect(
      loginBody.safeParse({ email: 'ada@example.org', password: '' }).error?.issues[0]?.message,
    ).toBe('Enter your password');
    expect(loginBody.safeParse({ email: 'nope', password: 'x' }).error?.issues[0]?.message).toBe(
      'Enter a valid email address',
    );
  });

  it('needs a 10-character password typed twice the same to register', () => {
    const base = {
      name: 'Ada',
      email: 'ada@example.org',
      password: 'long enough!',
      confirm: 'long enough!',
    };
    expect(registerFormSchema.safeParse(base).success).toBe(true);
    expect(
      registerFormSchema.safeParse({ ...base, password: 'short', confirm: 'short' }).error
        ?.issues[0]?.message,
    ).toBe('Use at least 10 characters');
    const mismatch = registerFormSchema.safeParse({ ...base, confirm: 'different!!' });
    expect(mismatch.error?.issues[0]).toMatchObject({
      message: 'The passwords do not match',
      path: ['confirm'],
    });
  });

  it('asks the same of a new password set from a reset link', () => {
    expect(
      resetFormSchema.safeParse({ password: 'long enough!', confirm: 'long enough!' }).success,
    ).toBe(true);
    expect(
      resetFormSchema.safeParse({ password: 'short', confirm: 'short' }).error?.issues[0]?.message,
    ).toBe('Use at least 10 characters');
    expect(
      resetFormSchema.safeParse({ password: 'long enough!', confirm: 'different!!' }).error
        ?.issues[0],
    ).toMatchObject({ message: 'The passwords do not match', path: ['confirm'] });
  });

  it("knows a reset link's token from text that is none", () => {
    expect(resetTokenSchema.safeParse('a'.repeat(43)).success).toBe(true);
    expect(resetTokenSchema.safeParse('').success).toBe(false);
    expect(resetTokenSchema.safeParse('abc').success).toBe(false);
  });
});
