import { describe, expect, it } from 'vitest';
import { historySummary } from './history';
import { createUserBody } from './schemas';
import {
  claimsNotHeld,
  isKnownClaim,
  ROLE_TEMPLATES,
  templateClaims,
  templateOfRoles,
} from './templates';

describe('role templates', () => {
  it('names the eight templates of issue 21', () => {
    expect(ROLE_TEMPLATES.map((template) => template.label)).toEqual([
      'Student',
      'Tutor',
      'Hub director',
      'Programme director',
      'Registrar',
      'Finance officer',
      'Relationships manager',
      'System administrator',
    ]);
  });

  it('gives a template its roles’ claims plus the extra claims', () => {
    expect(templateClaims('tutor')).toContain('mystudents:menu,view,allphotos');
    expect(templateClaims('hub-director')).toContain('dashboard:hubdirector');
    expect(templateClaims('hub-director', ['reports:menu'])).toContain('reports:menu');
    expect(templateClaims('admin')).toEqual(['*']);
    // Students also raise helpdesk tickets (issue 21).
    expect(templateClaims('student')).toEqual(['forms:student', 'tickets:menu,submit']);
  });

  it('finds the template of a set of roles, and none for a mix', () => {
    expect(templateOfRoles(['hd'])?.id).toBe('hub-director');
    expect(templateOfRoles(['faculty'])?.id).toBe('tutor');
    expect(templateOfRoles(['hd', 'faculty'])).toBeUndefined();
  });

  it('asks for the hub of a hub director and the programme of a programme director', () => {
    const base = { name: 'A', email: 'a@example.org' };
    const hd = createUserBody.safeParse({ ...base, template: 'hub-director' });
    expect(hd.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['hubId']);
    const pd = createUserBody.safeParse({ ...base, template: 'programme-director' });
    expect(pd.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['programme']);
    expect(
      createUserBody.safeParse({ ...base, template: 'hub-director', hubId: 'h' }).success,
    ).toBe(true);
  });

  it('refuses extra claims the product does not know', () => {
    expect(isKnownClaim('students:view')).toBe(true);
    expect(isKnownClaim('students:menu,view')).toBe(true);
    expect(isKnownClaim('reports')).toBe(true);
    expect(isKnownClaim('students:fly')).toBe(false);
    expect(isKnownClaim('nothing:view')).toBe(false);
  });
});

describe('nobody can grant claims they do not hold', () => {
  const registrar = templateClaims('registrar');

  it('lets a holder of * grant anything', () => {
    expect(claimsNotHeld(['*'], { roles: ['admin'], claims: ['finance:menu'] })).toEqual([]);
  });

  it('refuses, naming them, the claims the granting user does not hold', () => {
    expect(claimsNotHeld(registrar, { roles: ['registrar'], claims: ['finance:menu'] })).toEqual([
      'finance:menu',
    ]);
    expect(claimsNotHeld(registrar, { roles: ['admin'], claims: [] })).toEqual(['*']);
  });

  it('allows what the granting user holds, also through a broader claim', () => {
    expect(claimsNotHeld(registrar, { roles: [], claims: ['students:view'] })).toEqual([]);
  });

  it('does not refuse claims the user already had before the change', () => {
    const before = { roles: ['finance'], claims: [] };
    expect(claimsNotHeld(registrar, { roles: ['finance'], claims: [] }, before)).toEqual([]);
  });
});

describe('a user account’s history', () => {
  it('says what each entry did', () => {
    expect(historySummary('update', { active: { before: true, after: false } })).toBe(
      'Deactivated the account',
    );
    expect(historySummary('update', { name: { before: 'A', after: 'B' } })).toBe('Changed name');
    expect(historySummary('loginas', {})).toBe('Logged in as this user');
  });
});
