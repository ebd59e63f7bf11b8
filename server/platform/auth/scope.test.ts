import { describe, expect, it } from 'vitest';
import { claimsOf } from './roles';
import { HELPDESK_SCOPE_KEY, inScope, scopeOf, withHelpdeskKey } from './scope';

describe('the helpdesk scope key (issue 21)', () => {
  const hd = { id: 'u-hd', roles: ['hd'], hubId: 'hub-1', studentId: null };

  it('is added for a tickets:admin holder whose scope is not all, and only for them', () => {
    const scope = withHelpdeskKey(scopeOf(hd), true);
    expect(scope).toEqual({ all: false, keys: ['user:u-hd', 'hub:hub-1', HELPDESK_SCOPE_KEY] });
    // An internal note carries only the helpdesk key: a requester's scope does not reach it.
    expect(inScope(scope, [HELPDESK_SCOPE_KEY])).toBe(true);
    expect(inScope(withHelpdeskKey(scopeOf(hd), false), [HELPDESK_SCOPE_KEY])).toBe(false);
    expect(withHelpdeskKey({ all: true }, true)).toEqual({ all: true });
  });

  it('gives every staff role and students tickets:submit, and only admin and registrar tickets:admin', () => {
    const holds = (role: string, claim: string) =>
      claimsOf({ roles: [role], claims: [] }).some((held) =>
        held === '*' ? true : held.split(':')[0] === 'tickets' && held.includes(claim),
      );
    for (const role of ['registrar', 'finance', 'faculty', 'hd', 'pd', 'manager', 'student']) {
      expect(holds(role, 'submit'), role).toBe(true);
    }
    expect(['admin', 'registrar'].filter((role) => holds(role, 'admin'))).toEqual([
      'admin',
      'registrar',
    ]);
    expect(
      ['finance', 'faculty', 'hd', 'pd', 'manager', 'student'].filter((r) => holds(r, 'admin')),
    ).toEqual([]);
  });
});
