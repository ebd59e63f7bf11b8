import { describe, expect, it } from 'vitest';
import { isKnownPermission, KNOWN_PERMISSIONS } from './catalogue';

describe('permission catalogue', () => {
  it('lists the permissions of spec §6 as area:action', () => {
    expect(KNOWN_PERMISSIONS).toContain('dashboard:loginas');
    expect(KNOWN_PERMISSIONS).toContain('fc-applications:view');
    expect(KNOWN_PERMISSIONS).toContain('role:bursary');
    expect(new Set(KNOWN_PERMISSIONS).size).toBe(KNOWN_PERMISSIONS.length);
  });

  it('knows exact permissions only', () => {
    expect(isKnownPermission('students:recruitment')).toBe(true);
    expect(isKnownPermission('students:recruit')).toBe(false);
    expect(isKnownPermission('students')).toBe(false);
  });
});
