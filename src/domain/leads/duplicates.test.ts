import { describe, expect, it } from 'vitest';
import { findDuplicate, matchOf, normalPostCode } from './duplicates';

describe('matchOf (e-mail first, then name and post code)', () => {
  it('matches the same e-mail ignoring case and spaces', () => {
    expect(matchOf({ email: ' Ann@Example.org ' }, { email: 'ann@example.org' })).toBe('email');
  });
  it('matches the same full name and post code when an e-mail is missing', () => {
    const existing = { name: 'Ann', lastName: 'Lee', postCode: 'LS1 4AP', email: 'a@x.org' };
    expect(matchOf({ name: 'ann', lastName: ' LEE', postCode: 'ls14ap' }, existing)).toBe(
      'name and post code',
    );
  });
  it('never matches on name when both e-mails are given and differ', () => {
    const existing = { name: 'Ann', lastName: 'Lee', postCode: 'LS1 4AP', email: 'a@x.org' };
    expect(
      matchOf({ name: 'Ann', lastName: 'Lee', postCode: 'LS1 4AP', email: 'b@x.org' }, existing),
    ).toBeUndefined();
  });
  it('needs both the name and the post code', () => {
    expect(
      matchOf({ name: 'Ann', lastName: 'Lee' }, { name: 'Ann', lastName: 'Lee' }),
    ).toBeUndefined();
    expect(
      matchOf({ name: 'Ann', postCode: 'LS1' }, { name: 'Bob', postCode: 'LS1' }),
    ).toBeUndefined();
  });
  it('normalises post codes', () => {
    expect(normalPostCode(' m1  2ab ')).toBe('M12AB');
  });
});

describe('findDuplicate', () => {
  const people = [
    { id: 'by-name', name: 'Ann', lastName: 'Lee', postCode: 'LS1 4AP' },
    { id: 'by-email', name: 'Annie', email: 'ann@example.org' },
  ];
  it('prefers an e-mail match over an earlier name match', () => {
    const found = findDuplicate(
      { name: 'Ann', lastName: 'Lee', postCode: 'LS1 4AP', email: 'ANN@example.org' },
      people,
    );
    expect(found?.match.id).toBe('by-email');
    expect(found?.reason).toBe('email');
  });
  it('falls back to name and post code, or nothing', () => {
    expect(
      findDuplicate({ name: 'Ann', lastName: 'Lee', postCode: 'ls1 4ap' }, people)?.match.id,
    ).toBe('by-name');
    expect(findDuplicate({ name: 'Zed', email: 'zed@example.org' }, people)).toBeUndefined();
  });
});
