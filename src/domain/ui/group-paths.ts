// Without zod, like routes.ts: the signed-in area's router reads it (architecture §7 budgets).
import { isFeatureOn } from '../config/feature-list';
import type { FeatureSwitches } from '../config/features';
import type { PermissionChecker } from '../permissions/claims';
import { meetsRequirement } from '../permissions/requirement';
import type { MenuConfig } from './menu';
import { isMenuGroup } from './menu-entries';
import type { RouteSpec } from './routes';

function pathOf(...segments: string[]): string {
  return `/${segments.filter((segment) => segment !== '').join('/')}`;
}

/**
 * The paths of the menu's modules and groups (`/students`, `/forms/finance`) that are not routes
 * themselves, so that a typed or bookmarked one can go on to a page inside it instead of the 404
 * page (issue 18). Modules and groups of switched-off features have none.
 */
export function groupPaths(
  menu: MenuConfig,
  switches: FeatureSwitches,
  routes: readonly RouteSpec[],
): string[] {
  const routePaths = new Set(routes.map((route) => route.path));
  const paths: string[] = [];
  for (const module of menu) {
    if (!isFeatureOn(switches, module.feature)) continue;
    paths.push(pathOf(module.name));
    for (const item of module.items) {
      if (isMenuGroup(item) && isFeatureOn(switches, item.feature))
        paths.push(pathOf(module.name, item.group));
    }
  }
  return [...new Set(paths)].filter((path) => !routePaths.has(path));
}

/**
 * The page a group's path lands on: its first route, in menu order, that the user may open and
 * the drawer would list (not hidden, no `:param` segment, which needs a record); undefined when
 * there is none, so the caller shows the 403 page. A route's requirement already joins its
 * module's, group's and own permissions (buildRoutes).
 */
export function groupLanding(
  routes: readonly RouteSpec[],
  groupPath: string,
  checker: PermissionChecker,
): string | undefined {
  const prefix = groupPath === '/' ? '/' : `${groupPath}/`;
  return routes.find(
    (route) =>
      route.path.startsWith(prefix) &&
      !route.hidden &&
      !route.path.split('/').some((segment) => segment.startsWith(':')) &&
      meetsRequirement(checker, route.requires),
  )?.path;
}
