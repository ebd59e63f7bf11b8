import { describe, expect, it } from 'vitest';
import { PermissionChecker, splitClaims } from './claims';

describe('splitClaims', () => {
  it('splits a space-separated string and lists of strings, dropping blanks', () => {
    expect(splitClaims('a:b  c:d\te')).toEqual(['a:b', 'c:d', 'e']);
    expect(splitClaims(['a:b c', ' d '])).toEqual(['a:b', 'c', 'd']);
    expect(splitClaims('')).toEqual([]);
    expect(splitClaims(null)).toEqual([]);
    expect(splitClaims(undefined)).toEqual([]);
  });
});

describe('PermissionChecker.check', () => {
  it.each([
    // [claims, permission, granted]
    ['students:view', 'students:view', true],
    ['students:view', 'students:edit', false],
    ['students:view', 'applications:view', false],
    ['students:view students:menu', 'students:menu', true],
    // comma alternatives in a claim
    ['students:view,edit', 'students:edit', true],
    ['students:view,edit', 'students:view', true],
    ['students:view,edit', 'students:admin', false],
    ['students,applications:view', 'applications:view', true],
    // a star matches any value at its level
    ['students:*', 'students:admin', true],
    ['*:view', 'applications:view', true],
    ['*:view', 'applications:menu', false],
    ['*', 'anything:at:all', true],
    // a claim without a final star grants everything below it
    ['students', 'students:view', true],
    ['students', 'students:view:all', true],
    ['students:view', 'students:view:all', true],
    ['students:*', 'students:view:all', true],
    // a claim longer than the permission grants it only when its extra levels are stars
    ['students:view:all', 'students:view', false],
    ['students:view:*', 'students:view', true],
    ['students:*:*', 'students', true],
    // a wanted star is only granted by a star
    ['students:view', 'students:*', false],
    ['students:*', 'students:*', true],
    // a permission asking for two alternatives needs both
    ['students:view', 'students:view,edit', false],
    ['students:view,edit', 'students:edit,view', true],
    // exact match only: no prefixes, case matters
    ['students:vie', 'students:view', false],
    ['Students:view', 'students:view', false],
    ['role:hd', 'role:hd', true],
    ['role:hd', 'role:pd', false],
  ])('%s grants %s → %s', (claims, permission, granted) => {
    expect(new PermissionChecker(claims).check(permission)).toBe(granted);
  });

  it('refuses blank permissions and permissions holding spaces', () => {
    const checker = new PermissionChecker('*');
    expect(checker.check('')).toBe(false);
    expect(checker.check('  ')).toBe(false);
    expect(checker.check('a:b c:d')).toBe(false);
    expect(checker.check(' a:b ')).toBe(true);
  });

  it('ignores empty alternatives', () => {
    expect(new PermissionChecker('students:,view').check('students:view')).toBe(true);
    expect(new PermissionChecker('students:view').check('students:,')).toBe(false);
  });

  it('answers the same twice (the parse cache does not change results)', () => {
    const checker = new PermissionChecker('students:view');
    expect(checker.check('students:view')).toBe(true);
    expect(checker.check('students:view')).toBe(true);
    checker.load('applications:view');
    expect(checker.check('students:view')).toBe(false);
  });
});

describe('no claims, reset, add and load', () => {
  it('fails every check when no claims are loaded', () => {
    const checker = new PermissionChecker();
    expect(checker.isEmpty).toBe(true);
    expect(checker.check('dashboard:view')).toBe(false);
    expect(checker.hasAll([])).toBe(false);
    expect(checker.hasAll(['dashboard:view'])).toBe(false);
    expect(checker.hasAny(['dashboard:view', 'forms:student'])).toBe(false);
  });

  it('forgets everything on reset, even a star', () => {
    const checker = new PermissionChecker('*');
    expect(checker.check('admin:sysadmin')).toBe(true);
    checker.reset();
    expect(checker.isEmpty).toBe(true);
    expect(checker.check('admin:sysadmin')).toBe(false);
  });

  it('adds to and replaces the claims', () => {
    const checker = new PermissionChecker(['forms:student']);
    checker.add('forms:bursary');
    expect(checker.hasAll(['forms:student', 'forms:bursary'])).toBe(true);
    checker.load(['dashboard:view']);
    expect(checker.check('forms:student')).toBe(false);
    expect(checker.check('dashboard:view')).toBe(true);
  });
});

describe('hasAll and hasAny', () => {
  const checker = new PermissionChecker('dashboard:view students:menu,view');

  it('hasAll needs every permission', () => {
    expect(checker.hasAll(['dashboard:view', 'students:view'])).toBe(true);
    expect(checker.hasAll(['dashboard:view', 'forms:student'])).toBe(false);
    expect(checker.hasAll([])).toBe(true);
  });

  it('hasAny needs one permission', () => {
    expect(checker.hasAny(['forms:student', 'students:menu'])).toBe(true);
    expect(checker.hasAny(['forms:student', 'applications:menu'])).toBe(false);
    expect(checker.hasAny([])).toBe(false);
  });
});
