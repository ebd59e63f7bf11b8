import { describe, expect, it } from 'vitest';
import menuJson from '../../../config/menu.json';
import { FEATURES, type FeatureSwitches } from '../config/features';
import { PermissionChecker } from '../permissions/claims';
import { groupLanding, groupPaths } from './group-paths';
import { type MenuConfig, menuConfigSchema } from './menu';
import { buildRoutes } from './routes';

const allOn = Object.fromEntries(FEATURES.map((feature) => [feature, true])) as FeatureSwitches;
const menu = menuConfigSchema.parse(menuJson);
const routes = buildRoutes(menu, allOn);

// The demo roles' claims (server/platform/auth/roles.ts).
const REGISTRAR =
  'dashboard:view dashboard:loginas applications:menu,view,admin fc-applications ' +
  'myapplicants:view students leads contacts organisations consents:view reports:menu ' +
  'programmes:view';
const FINANCE =
  'dashboard:view finance:menu students:menu,view,invoice role:bursary reports:menu programmes:view';
const STUDENT = 'forms:student';

const landing = (path: string, claims: string) =>
  groupLanding(routes, path, new PermissionChecker(claims));

describe('groupPaths (issue 18)', () => {
  const paths = groupPaths(menu, allOn, routes);

  it('lists the modules and groups that are not routes themselves', () => {
    for (const path of ['/students', '/applications', '/finance', '/faculty', '/forms/finance'])
      expect(paths).toContain(path);
  });

  it('leaves out paths that are routes (a module with a start page, the dashboard)', () => {
    for (const path of ['/', '/forms', '/leads', '/tickets', '/apply'])
      expect(paths).not.toContain(path);
  });

  it('leaves out the modules and groups of switched-off features', () => {
    const small: MenuConfig = menuConfigSchema.parse([
      {
        name: 'hesa',
        title: 'HESA',
        feature: 'hesa',
        items: [{ title: 'Export', to: 'export' }],
      },
    ]);
    const switches = { ...allOn, hesa: false };
    expect(groupPaths(small, switches, buildRoutes(small, switches))).toEqual([]);
    expect(groupPaths(small, allOn, buildRoutes(small, allOn))).toEqual(['/hesa']);
  });
});

describe('groupLanding (issue 18)', () => {
  it('takes the first page of the group the registrar may open', () => {
    expect(landing('/students', REGISTRAR)).toBe('/students/enrolled');
    expect(landing('/applications', REGISTRAR)).toBe('/applications/ongoing');
  });

  it('skips pages whose own permission the user lacks', () => {
    // Finance's first page, invoices, needs students:invoice; the registrar has no finance menu.
    expect(landing('/finance', FINANCE)).toBe('/finance/invoices');
    expect(landing('/finance', REGISTRAR)).toBeUndefined();
    expect(landing('/students', 'students:menu students:recruitment')).toBe('/students/new');
  });

  it('skips hidden pages and pages that need a record', () => {
    // myapplicants has only its record page: nothing to land on, even with the permission.
    expect(landing('/myapplicants', 'myapplicants:view')).toBeUndefined();
    expect(landing('/faculty', '*')).toBe('/faculty/all');
  });

  it("lands a student on a group of their forms, never on staff's groups", () => {
    expect(landing('/forms/finance', STUDENT)).toBe('/forms/finance/finance-details');
    expect(landing('/forms/mydetails', STUDENT)).toBe('/forms/mydetails/personal-details');
    expect(landing('/finance', STUDENT)).toBeUndefined();
    expect(landing('/students', STUDENT)).toBeUndefined();
  });

  it('finds nothing for an account without the group', () => {
    expect(landing('/students', '')).toBeUndefined();
    expect(landing('/students', 'dashboard:view mystudents:menu,view')).toBeUndefined();
  });

  it('does not take a page of another group that shares the prefix', () => {
    // `/forms/finance` is not a prefix match of `/forms/finance-other`.
    const spec = { requires: [], title: 'x', module: 'forms', hidden: false };
    const pages = [
      { ...spec, path: '/forms/finance-other/page' },
      { ...spec, path: '/forms/finance/page' },
    ];
    expect(groupLanding(pages, '/forms/finance', new PermissionChecker('*'))).toBe(
      '/forms/finance/page',
    );
  });
});
