import type { Feature } from '../config/feature-list';
import { isFeatureOn } from '../config/feature-list';
import type { FeatureSwitches } from '../config/features';
import type { PermissionChecker } from '../permissions/claims';
import {
  combineRequirements,
  meetsRequirement,
  type Requirement,
} from '../permissions/requirement';
import type { MenuConfig, MenuEntry, MenuModule } from './menu';
import { isMenuGroup, menuInitials } from './menu-entries';

/** A route of the app built from the menu configuration (spec §2.6). */
export interface RouteSpec {
  /** Full path, e.g. `/students/enrolled` or `/forms/finance/finance-details`. */
  path: string;
  /** Every entry must hold; a list entry means any one of it (spec §5). */
  requires: Requirement;
  /** Page title from the route metadata: the page title, else the title. */
  title: string;
  component?: string;
  props?: Record<string, unknown>;
  /** The module (top-level path) the route belongs to. */
  module: string;
  hidden: boolean;
  /**
   * The feature switches the route needs (its module's, group's and own): the client builds
   * every route and shows the 404 page while one of them is off (issue 21, switches at run time).
   */
  features?: Feature[];
}

/** True when every switch the route needs is on. */
export function routeFeaturesOn(route: RouteSpec, switches: FeatureSwitches): boolean {
  return featureOn(switches, ...(route.features ?? []));
}

function join(...parts: (string | undefined)[]): string {
  const path = parts
    .filter((part): part is string => part !== undefined && part !== '')
    .join('/')
    .replace(/\/+/g, '/');
  return `/${path.replace(/^\//, '')}`.replace(/(.)\/$/, '$1');
}

function featureOn(switches: FeatureSwitches, ...features: (Feature | undefined)[]): boolean {
  return features.every((feature) => isFeatureOn(switches, feature));
}

/** An entry with a relative `to` makes a route; an absolute one links to another module's. */
function makesRoute(entry: MenuEntry): entry is MenuEntry & { to: string } {
  return entry.to !== undefined && !entry.to.startsWith('/');
}

/** The path a menu entry links to: absolute as written, else under its module (and group). */
function linkPath(entry: MenuEntry, ...base: string[]): string | undefined {
  if (entry.to === undefined) return undefined;
  return entry.to.startsWith('/') ? join(entry.to) : join(...base, entry.to);
}

/**
 * The routes of the menu configuration (spec §2.6): a module's path is `/` + its name; entries
 * without a group become child routes (path from `to`, title from the page title else the
 * title); group entries come after, each combining module, group and own permissions; a route
 * whose path already exists gets the new permissions added to it. Routes of features that are
 * off do not exist.
 */
export function buildRoutes(menu: MenuConfig, switches: FeatureSwitches): RouteSpec[] {
  const routes = new Map<string, RouteSpec>();
  const add = (
    module: MenuModule,
    path: string,
    entry: MenuEntry,
    requires: Requirement,
    ...switches: (Feature | undefined)[]
  ) => {
    const existing = routes.get(path);
    if (existing) {
      existing.requires = combineRequirements(existing.requires, requires);
      return;
    }
    const features = [...new Set(switches.filter((name): name is Feature => name !== undefined))];
    routes.set(path, {
      path,
      requires,
      title: entry.pageTitle ?? entry.title,
      ...(entry.component !== undefined ? { component: entry.component } : {}),
      ...(entry.props !== undefined ? { props: entry.props } : {}),
      module: module.name,
      hidden: entry.hidden ?? false,
      ...(features.length > 0 ? { features } : {}),
    });
  };
  for (const module of menu) {
    if (!featureOn(switches, module.feature)) continue;
    const base = join(module.name);
    for (const item of module.items) {
      if (isMenuGroup(item) || !makesRoute(item) || !featureOn(switches, item.feature)) continue;
      const requires = item.ownRequires
        ? item.requires
        : combineRequirements(module.requires, item.requires);
      add(module, join(base, item.to), item, requires, module.feature, item.feature);
    }
    for (const item of module.items) {
      if (!isMenuGroup(item) || !featureOn(switches, item.feature)) continue;
      for (const child of item.children) {
        if (!makesRoute(child) || !featureOn(switches, child.feature)) continue;
        const requires = child.ownRequires
          ? child.requires
          : combineRequirements(module.requires, item.requires, child.requires);
        add(
          module,
          join(base, item.group, child.to),
          child,
          requires,
          module.feature,
          item.feature,
          child.feature,
        );
      }
    }
  }
  return [...routes.values()];
}

/** A link of the navigation drawer. */
export interface NavLink {
  title: string;
  subtitle?: string;
  /** Internal path, or undefined for an external link or a heading. */
  path?: string;
  /** External address: opens in a new tab. */
  href?: string;
  icon?: string;
  avatar?: string;
  /** Shown when there is neither icon nor avatar. */
  initials: string;
  /** A link standing for a whole group (nestSubgroups): the group's path. */
  group?: string;
}

/** A drawer group (a module, or a group within one) with the links the user may open. */
export interface NavGroup extends NavLink {
  /** The path whose children make the group active. */
  path: string;
  children: NavLink[];
  /** A group within a module: the module's path (the staff drawer nests it there). */
  parent?: string;
}

function linkOf(entry: MenuEntry, path: string | undefined): NavLink {
  return {
    title: entry.title,
    ...(entry.subtitle !== undefined ? { subtitle: entry.subtitle } : {}),
    ...(entry.href !== undefined ? { href: entry.href } : path !== undefined ? { path } : {}),
    ...(entry.icon !== undefined ? { icon: entry.icon } : {}),
    ...(entry.avatar !== undefined ? { avatar: entry.avatar } : {}),
    initials: menuInitials(entry.title),
  };
}

/**
 * The drawer for a user: modules and groups with the entries they may open (spec §6 "Menu items
 * show only if the user holds the stated permission"); hidden entries, switched-off features and
 * empty groups are left out.
 */
export function buildNavigation(
  menu: MenuConfig,
  switches: FeatureSwitches,
  checker: PermissionChecker,
): NavGroup[] {
  const groups: NavGroup[] = [];
  for (const module of menu) {
    if (!featureOn(switches, module.feature) || !meetsRequirement(checker, module.requires))
      continue;
    const base = join(module.name);
    // An entry linking to an external address shows only with the externalLink switch on.
    const visible = (entry: MenuEntry, ...requirements: Requirement[]) =>
      !entry.hidden &&
      featureOn(switches, entry.feature) &&
      (entry.href === undefined || switches.externalLink) &&
      meetsRequirement(checker, combineRequirements(...requirements, entry.requires));
    const children: NavLink[] = [];
    const subgroups: NavGroup[] = [];
    for (const item of module.items) {
      if (isMenuGroup(item)) {
        if (!featureOn(switches, item.feature)) continue;
        const links = item.children
          .filter((child) => visible(child, item.requires))
          .map((child) => linkOf(child, linkPath(child, base, item.group)));
        if (links.length > 0)
          subgroups.push({
            ...linkOf(item, undefined),
            path: join(base, item.group),
            children: links,
            parent: base,
          });
      } else if (visible(item)) {
        children.push(linkOf(item, linkPath(item, base)));
      }
    }
    if (children.length === 0 && subgroups.length === 0) continue;
    groups.push({
      title: module.title,
      path: base,
      ...(module.icon !== undefined ? { icon: module.icon } : {}),
      initials: menuInitials(module.title),
      children,
    });
    groups.push(...subgroups);
  }
  return groups;
}

/**
 * The drawer with each module's groups inside the module (the staff drawer): a group becomes one
 * link of its module, to the group's first page. Side by side at the top level, the student
 * forms' "Finance" group read as a second "Finance" beside the college's Finance module.
 */
export function nestSubgroups(groups: readonly NavGroup[]): NavGroup[] {
  const top = groups.filter((group) => group.parent === undefined);
  return top.map((module) => {
    const links = groups
      .filter((group) => group.parent === module.path)
      .flatMap((group) => {
        const first = group.children.find((link) => link.path !== undefined);
        return first
          ? [{ title: group.title, path: first.path, initials: group.initials, group: group.path }]
          : [];
      });
    return links.length > 0 ? { ...module, children: [...module.children, ...links] } : module;
  });
}

/** The route a path matches (`:name` segments match any one segment), most specific first. */
export function matchRoute(routes: readonly RouteSpec[], pathname: string): RouteSpec | undefined {
  const segments = join(pathname).split('/');
  const candidates = routes.filter((route) => {
    const parts = route.path.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
  // A literal segment beats a parameter (`/students/enrolled` before `/students/:id`).
  return candidates.sort((a, b) => paramCount(a.path) - paramCount(b.path))[0];
}

function paramCount(path: string): number {
  return path.split('/').filter((part) => part.startsWith(':')).length;
}
