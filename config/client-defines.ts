import { FEATURES, type FeatureSwitches } from '../src/domain/config/feature-list';
import { groupPaths } from '../src/domain/ui/group-paths';
import { buildRoutes } from '../src/domain/ui/routes';
import { loadConfig } from './load';
import { buildThemes } from './theme';

/**
 * The deployment's configuration for the client, checked at build time with the very loader the
 * server starts with (so a bad file fails the build) and handed to Vite's `define`: the browser
 * gets the parsed values and never loads the config schemas (architecture §7 login budget).
 */
export async function clientDeploymentDefines(dir?: string): Promise<Record<string, string>> {
  const { menu, features, college } = await loadConfig(dir);
  // Every route exists, whatever the switches: they change at run time (issue 21), and a route
  // whose switch is off shows the 404 page (src/app/guards.tsx).
  const allOn = Object.fromEntries(FEATURES.map((name) => [name, true])) as FeatureSwitches;
  const appRoutes = buildRoutes(menu, allOn);
  // The terms and residentials are the server's; the policy video is read behind sign-in.
  const { terms: _terms, residentials: _residentials, policyVideo, ...firstScreen } = college;
  return {
    // src/deployment.ts: what the first screen may need.
    __DEPLOYMENT__: JSON.stringify({ features, college: firstScreen }),
    __APP_ROUTE_PATHS__: JSON.stringify(appRoutes.map((route) => route.path)),
    // The modules' and groups' own paths, which go on to a page inside them (issue 18).
    __APP_GROUP_PATHS__: JSON.stringify(groupPaths(menu, allOn, appRoutes)),
    // src/deployment-routes.ts: the routes' titles, permissions and screens, for the router.
    __DEPLOYMENT_ROUTES__: JSON.stringify(appRoutes),
    // src/deployment-menu.ts: the menu and what else only the signed-in area reads.
    __DEPLOYMENT_MENU__: JSON.stringify({ menu, policyVideo }),
    // src/app/theme.ts and dark-theme.ts: the Fluent themes as values.
    ...themeDefines(college.theme.primary),
  };
}

function themeDefines(primary: string): Record<string, string> {
  const { light, dark } = buildThemes(primary);
  return { __LIGHT_THEME__: JSON.stringify(light), __DARK_THEME__: JSON.stringify(dark) };
}
