import { describe, expect, it } from 'vitest';
import { menuConfigSchema, menuEntrySchema } from './menu';
import { isMenuGroup, menuInitials } from './menu-entries';

describe('menu items', () => {
  it('defaults requires to nothing', () => {
    expect(menuEntrySchema.parse({ title: 'All', to: 'all' }).requires).toEqual([]);
  });

  it('links to a route or an external address, not both', () => {
    expect(menuEntrySchema.safeParse({ title: 'x', href: 'https://example.org' }).success).toBe(
      true,
    );
    expect(menuEntrySchema.safeParse({ title: 'x', href: 'not a url' }).success).toBe(false);
    const both = menuEntrySchema.safeParse({ title: 'x', to: 'a', href: 'https://example.org' });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.message).toMatch(/not both/);
  });

  it('accepts list entries in requires and refuses empty ones', () => {
    expect(
      menuEntrySchema.safeParse({ title: 'x', requires: [['a:b', 'c:d'], 'e:f'] }).success,
    ).toBe(true);
    expect(menuEntrySchema.safeParse({ title: 'x', requires: [[]] }).success).toBe(false);
    expect(menuEntrySchema.safeParse({ title: 'x', requires: [''] }).success).toBe(false);
  });

  it('refuses unknown features', () => {
    expect(menuEntrySchema.safeParse({ title: 'x', feature: 'helpdesk' }).success).toBe(true);
    expect(menuEntrySchema.safeParse({ title: 'x', feature: 'teleport' }).success).toBe(false);
  });

  it('tells groups from entries', () => {
    const [module] = menuConfigSchema.parse([
      {
        name: 'forms',
        title: 'Forms',
        items: [
          { title: 'Help', to: 'help' },
          { title: 'Finance', group: 'finance', children: [{ title: 'Fees', to: 'fees' }] },
        ],
      },
    ]);
    const [entry, group] = module?.items ?? [];
    expect(entry && isMenuGroup(entry)).toBe(false);
    expect(group && isMenuGroup(group)).toBe(true);
  });
});

describe('menu config', () => {
  it('refuses a module configured twice', () => {
    const result = menuConfigSchema.safeParse([
      { name: 'users', title: 'Users', items: [] },
      { name: 'users', title: 'Users again', items: [] },
    ]);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Module "users" is configured twice',
      path: [1, 'name'],
    });
  });

  it('refuses bad group paths', () => {
    const result = menuConfigSchema.safeParse([
      {
        name: 'x',
        title: 'X',
        items: [{ title: 'G', group: 'Bad Group', children: [{ title: 'c' }] }],
      },
    ]);
    expect(result.success).toBe(false);
  });
});

describe('menuInitials', () => {
  it.each([
    ['Potential Students', 'PS'],
    ['student support needs', 'SSN'],
    ['  Finance  ', 'F'],
    ['', ''],
  ])('%s → %s', (title, initials) => {
    expect(menuInitials(title)).toBe(initials);
  });
});
