import { describe, expect, it } from 'vitest';
import { PermissionChecker } from './claims';
import { combineRequirements, meetsRequirement } from './requirement';

describe('meetsRequirement', () => {
  const staff = new PermissionChecker('dashboard:view students:menu students:view');
  const student = new PermissionChecker('forms:student');

  it('passes an empty requirement (public or authenticated-only route)', () => {
    expect(meetsRequirement(staff, [])).toBe(true);
  });

  it('needs every plain entry', () => {
    expect(meetsRequirement(staff, ['students:menu', 'students:view'])).toBe(true);
    expect(meetsRequirement(staff, ['students:menu', 'students:enrolling'])).toBe(false);
  });

  it('reads a list entry as any one of it', () => {
    // The dashboard: dashboard:view or forms:student (spec §2.2).
    const dashboard = [['dashboard:view', 'forms:student']] as const;
    expect(meetsRequirement(staff, dashboard)).toBe(true);
    expect(meetsRequirement(student, dashboard)).toBe(true);
    expect(meetsRequirement(new PermissionChecker('faculty:menu'), dashboard)).toBe(false);
  });

  it('combines plain and list entries', () => {
    const intentions = ['students:menu', ['role:hd', 'role:pd', 'students:recruitment']] as const;
    expect(meetsRequirement(staff, intentions)).toBe(false);
    expect(meetsRequirement(new PermissionChecker('students:menu role:hd'), intentions)).toBe(true);
  });

  it('fails every non-empty requirement without claims', () => {
    expect(meetsRequirement(new PermissionChecker(), ['dashboard:view'])).toBe(false);
    expect(meetsRequirement(new PermissionChecker(), [['a', 'b']])).toBe(false);
  });
});

describe('combineRequirements', () => {
  it('joins module, group and entry requirements without repeats', () => {
    expect(
      combineRequirements(
        ['students:menu'],
        undefined,
        ['students:menu', 'students:view'],
        [['role:hd', 'role:pd']],
        [['role:pd', 'role:hd']],
      ),
    ).toEqual(['students:menu', 'students:view', ['role:hd', 'role:pd']]);
    expect(combineRequirements()).toEqual([]);
  });
});
