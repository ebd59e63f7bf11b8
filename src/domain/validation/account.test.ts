import { describe, expect, it } from 'vitest';
import { parseAccount, readAccount } from './account';

/** The account read from a payload that fits. */
function accountOf(input: unknown) {
  const account = readAccount(input);
  if (!account) throw new Error('The payload was refused');
  return account;
}

const full = {
  _id: '64a1',
  name: 'Ruth Jones',
  email: 'ruth@college.test',
  picture: 'https://example.test/ruth.png',
  permissions: ['dashboard:view', 'students:menu'],
  hub: 'Cardiff',
  programme: 'BA',
  pathway: 'Ministry',
  tokens: ['t1'],
  role: 'admin',
  password: 'never-kept',
};

describe('readAccount (spec §3)', () => {
  it('reads every field, the id from _id, and drops unknown fields', () => {
    expect(accountOf(full)).toEqual({
      id: '64a1',
      name: 'Ruth Jones',
      email: 'ruth@college.test',
      picture: 'https://example.test/ruth.png',
      permissions: ['dashboard:view', 'students:menu'],
      hub: 'Cardiff',
      programme: 'BA',
      pathway: 'Ministry',
      tokens: ['t1'],
      role: '',
    });
  });

  it('takes id when there is no _id, and a numeric id as text', () => {
    expect(accountOf({ id: 'u-7', name: 'A', email: 'a@b.c' }).id).toBe('u-7');
    expect(accountOf({ id: 42, name: 'A', email: 'a@b.c' }).id).toBe('42');
    expect(accountOf({ _id: '', id: 'u-8', name: 'A', email: 'a@b.c' }).id).toBe('u-8');
  });

  it('uses the keys of a tokens object (impersonation)', () => {
    const account = accountOf({
      id: '1',
      name: 'A',
      email: 'a@b.c',
      tokens: { x: 'tok', y: 'tok2' },
    });
    expect(account.tokens).toEqual(['x', 'y']);
  });

  it('defaults missing or null optional fields to empty', () => {
    const account = accountOf({
      id: '1',
      name: 'A',
      email: 'a@b.c',
      hub: null,
      tokens: null,
    });
    expect(account).toEqual({
      id: '1',
      name: 'A',
      email: 'a@b.c',
      picture: '',
      permissions: [],
      hub: '',
      programme: '',
      pathway: '',
      tokens: [],
      role: '',
    });
  });
});

describe('parseAccount (spec §5)', () => {
  it('trims id, name and email', () => {
    const result = parseAccount({ id: ' 7 ', name: ' A ', email: ' a@b.c ' });
    expect(result.ok && [result.account.id, result.account.name, result.account.email]).toEqual([
      '7',
      'A',
      'a@b.c',
    ]);
  });

  it('accepts a complete account', () => {
    const result = parseAccount(full);
    expect(result.ok).toBe(true);
    expect(result.ok && result.account.email).toBe('ruth@college.test');
  });

  const refusal = {
    ok: false,
    status: 422,
    message: 'User must contain at least id, name and email',
  };

  it.each([
    ['no id', { name: 'A', email: 'a@b.c' }],
    ['empty id', { id: '', name: 'A', email: 'a@b.c' }],
    ['null _id and no id', { _id: null, name: 'A', email: 'a@b.c' }],
    ['no name', { id: '1', email: 'a@b.c' }],
    ['blank name', { id: '1', name: '   ', email: 'a@b.c' }],
    ['no email', { id: '1', name: 'A' }],
    ['empty email', { id: '1', name: 'A', email: '' }],
    ['bad permissions', { id: '1', name: 'A', email: 'a@b.c', permissions: 'dashboard:view' }],
    ['null', null],
    ['a list', [full]],
    ['text', 'ruth'],
    ['a numeric name', { id: '1', name: 7, email: 'a@b.c' }],
    ['a numeric picture', { id: '1', name: 'A', email: 'a@b.c', picture: 3 }],
    ['a list of numbers as tokens', { id: '1', name: 'A', email: 'a@b.c', tokens: [1] }],
  ])('refuses %s with 422', (_case, input) => {
    expect(parseAccount(input)).toEqual(refusal);
  });
});
