import { afterEach, describe, expect, it } from 'vitest';
import { features as builtIn } from '../deployment';
import type { FeatureSwitches } from '../domain/config/feature-list';
import { session } from '../state/session';
import { navigationOfUser } from './menu-groups';

const admin = (features?: FeatureSwitches) => ({
  id: 'u-admin',
  name: 'Alex Morgan',
  email: 'admin@college.test',
  picture: '',
  permissions: ['*'],
  hub: '',
  programme: '',
  pathway: '',
  tokens: [],
  role: '' as const,
  ...(features ? { features } : {}),
});
const titles = () => navigationOfUser().map((group) => group.title);

afterEach(() => {
  session.user = null;
});

describe('the menu follows the switches the account brings (issue 21)', () => {
  it('hides the Helpdesk and HESA modules when the account says they are off', () => {
    session.user = admin({ ...builtIn, helpdesk: true, hesa: true });
    expect(titles()).toContain('Helpdesk');
    expect(titles()).toContain('HESA');
    session.user = admin({ ...builtIn, helpdesk: false, hesa: false });
    expect(titles()).not.toContain('Helpdesk');
    expect(titles()).not.toContain('HESA');
  });

  it('hides a group entry of a switched-off feature (Finance > Bursaries)', () => {
    session.user = admin({ ...builtIn, bursaries: false });
    const finance = navigationOfUser().find((group) => group.title === 'Finance');
    expect(finance?.children.map((link) => link.title)).not.toContain('Bursaries');
    session.user = admin({ ...builtIn, bursaries: true });
    const again = navigationOfUser().find((group) => group.title === 'Finance');
    expect(again?.children.map((link) => link.title)).toContain('Bursaries');
  });

  it('uses the built-in defaults while the account brings none (a stored older account)', () => {
    session.user = admin();
    expect(titles().includes('Helpdesk')).toBe(builtIn.helpdesk);
  });
});
