import { describe, expect, it } from 'vitest';
import menuJson from '../../../config/menu.json';
import { FEATURES, type FeatureSwitches } from '../config/features';
import { PermissionChecker } from '../permissions/claims';
import { meetsRequirement } from '../permissions/requirement';
import { menuConfigSchema } from './menu';
import { buildNavigation, buildRoutes, matchRoute, nestSubgroups } from './routes';

const allOn = Object.fromEntries(FEATURES.map((feature) => [feature, true])) as FeatureSwitches;
const menu = menuConfigSchema.parse(menuJson);

describe('buildRoutes (spec §2.6)', () => {
  const routes = buildRoutes(menu, allOn);
  const byPath = new Map(routes.map((route) => [route.path, route]));

  it('joins module, group and entry permissions', () => {
    expect(byPath.get('/students/intentions')?.requires).toEqual([
      'students:menu',
      ['role:hd', 'role:pd', 'students:recruitment'],
    ]);
    expect(byPath.get('/forms/finance/bursary-application')?.requires).toEqual([
      'forms:student',
      'forms:bursary',
    ]);
    expect(byPath.get('/')?.requires).toEqual([['dashboard:view', 'forms:student']]);
  });

  it('takes the page title, else the title', () => {
    expect(byPath.get('/mystudents/studentsupport')?.title).toBe('Student support needs');
    expect(byPath.get('/students/enrolled')?.title).toBe('Enrolled');
    expect(byPath.get('/applications/:id')?.title).toBe('Applicant record');
  });

  it('has every staff route of §2.3–2.4', () => {
    for (const path of [
      '/applications/ongoing',
      '/applications/confirmed',
      '/applications/all',
      '/applications/applicationreporting',
      '/fc-applications/all',
      '/students/non-enrolled',
      '/students/enrolment',
      '/mystudents/allphotos',
      '/finance/invoices',
      '/finance/bursaries',
      '/finance/validation',
      '/faculty/all',
      '/modules/sync-report',
      '/leads',
      '/leads/generateleads',
      '/alumni/all',
      '/organisations/all',
      '/contacts/consents',
      '/fundraising/alumni',
      '/registrations/furtherstudy',
      '/reporting/custom',
      '/reporting/adhoc',
      '/hesa/missing',
      '/admin/programmes',
      '/users/all',
      '/tickets',
      '/tickets/my-tickets',
      '/tickets/:id',
      '/myapplicants/:id',
      '/donors/:id',
      '/consents/:id',
      '/kb/:name',
      '/hdhandbook/:name',
      '/handbook/:name',
      '/forms/help',
      '/forms/library/:name',
    ]) {
      expect(byPath.has(path), path).toBe(true);
    }
  });

  it('adds the permissions of a second entry with the same path', () => {
    const twice = menuConfigSchema.parse([
      {
        name: 'x',
        title: 'X',
        requires: ['a:menu'],
        items: [
          { title: 'One', to: 'y', requires: ['a:view'] },
          { title: 'G', group: 'g', children: [{ title: 'c', to: 'z' }] },
        ],
      },
      { name: 'x2', title: 'X2', items: [] },
    ]);
    const again = [
      ...twice,
      { ...twice[0], name: 'x', items: [{ title: 'Two', to: 'y', requires: ['a:edit'] }] },
    ] as typeof twice;
    const routes2 = buildRoutes(again, allOn);
    expect(routes2.find((route) => route.path === '/x/y')?.requires).toEqual([
      'a:menu',
      'a:view',
      'a:edit',
    ]);
    expect(routes2.find((route) => route.path === '/x/g/z')?.requires).toEqual(['a:menu']);
  });

  it('opens the library to faculty: its route needs only its own permissions (spec §2.5)', () => {
    const library = byPath.get('/forms/library/:name');
    expect(library?.requires).toEqual([['forms:student', 'students:faculty']]);
    expect(byPath.get('/forms/policies/:name')?.requires).toEqual(['forms:student']);
    expect(byPath.get('/handbook/:name')?.requires).toEqual(['mystudents:menu']);
    // Without a page name, each opens its first page: the same screen for the same claims.
    for (const path of ['/kb', '/hdhandbook', '/handbook']) {
      const named = byPath.get(`${path}/:name`);
      expect(byPath.get(path)?.requires, path).toEqual(named?.requires);
      expect(byPath.get(path)?.component, path).toBe(named?.component);
      expect(byPath.get(path)?.props, path).toEqual(named?.props);
    }
  });

  it('makes no route of an entry linking to another module (absolute `to`)', () => {
    expect(routes.some((route) => route.path.startsWith('/mystudents/handbook'))).toBe(false);
    expect(routes.some((route) => route.path.startsWith('/mystudents/forms'))).toBe(false);
  });

  it('drops the routes of switched-off features', () => {
    const noHelpdesk = buildRoutes(menu, { ...allOn, helpdesk: false, bursaries: false });
    expect(noHelpdesk.some((route) => route.path.startsWith('/tickets'))).toBe(false);
    expect(noHelpdesk.some((route) => route.path === '/forms/finance/bursary-application')).toBe(
      false,
    );
  });
});

describe('buildNavigation', () => {
  const titlesFor = (claims: string, switches = allOn) =>
    buildNavigation(menu, switches, new PermissionChecker(claims)).map((group) => group.title);

  it('shows a student the forms area and nothing of staff', () => {
    const nav = titlesFor('forms:student');
    expect(nav).toContain('Student Forms');
    expect(nav).not.toContain('Students');
    expect(nav).not.toContain('Applications');
  });

  it('hides entries without permission and groups left empty', () => {
    const groups = buildNavigation(
      menu,
      allOn,
      new PermissionChecker('students:menu students:view'),
    );
    const students = groups.find((group) => group.title === 'Students');
    const links = students?.children.map((link) => link.title);
    expect(links).toEqual(['Enrolled', 'All', 'Photos', 'Student reporting']);
    expect(groups.find((group) => group.title === 'My students')).toBeUndefined();
  });

  it('nests the groups of a module inside it for the staff drawer: one Finance at the top', () => {
    const nested = nestSubgroups(buildNavigation(menu, allOn, new PermissionChecker('*')));
    expect(nested.filter((group) => group.title === 'Finance')).toHaveLength(1);
    const forms = nested.find((group) => group.title === 'Student Forms');
    const finance = forms?.children.find((link) => link.title === 'Finance');
    expect(finance).toMatchObject({ group: '/forms/finance' });
    expect(finance?.path).toMatch(/^\/forms\/finance\//);
  });

  it("gives a tutor My students' links to the faculty handbook and the library", () => {
    const groups = buildNavigation(
      menu,
      allOn,
      new PermissionChecker('dashboard:view mystudents:menu,view,allphotos students:faculty'),
    );
    const mine = groups.find((group) => group.title === 'My students');
    expect(mine?.children.map((link) => [link.title, link.path])).toEqual([
      ['All photos', '/mystudents/allphotos'],
      ['Photos', '/mystudents/photos'],
      ['Student support needs', '/mystudents/studentsupport'],
      ['Faculty handbook', '/handbook/welcome'],
      ['Library', '/forms/library/catalogue'],
    ]);
    // Each link opens a route the tutor may open.
    const routes = buildRoutes(menu, allOn);
    const tutor = new PermissionChecker(
      'dashboard:view mystudents:menu,allphotos students:faculty',
    );
    for (const link of mine?.children ?? []) {
      const route = matchRoute(routes, link.path ?? '');
      expect(route, link.title).toBeDefined();
      expect(meetsRequirement(tutor, route?.requires ?? ['none:none']), link.title).toBe(true);
    }
  });

  it('shows tickets only with the helpdesk on', () => {
    expect(titlesFor('*')).toContain('Helpdesk');
    expect(titlesFor('*', { ...allOn, helpdesk: false })).not.toContain('Helpdesk');
  });

  it('never lists record pages, and gives initials', () => {
    const groups = buildNavigation(menu, allOn, new PermissionChecker('*'));
    expect(groups.flatMap((group) => group.children).some((link) => link.path?.includes(':'))).toBe(
      false,
    );
    expect(groups.find((group) => group.title === 'Potential Students')?.initials).toBe('PS');
  });
});

describe('matchRoute', () => {
  const routes = buildRoutes(menu, allOn);
  it('prefers literal segments over parameters', () => {
    expect(matchRoute(routes, '/students/enrolled')?.path).toBe('/students/enrolled');
    expect(matchRoute(routes, '/students/42')?.path).toBe('/students/:id');
    expect(matchRoute(routes, '/students/42/')?.path).toBe('/students/:id');
    expect(matchRoute(routes, '/nowhere')).toBeUndefined();
    expect(matchRoute(routes, '/')?.path).toBe('/');
  });
});
