import type { RouteSpec } from './domain/ui/routes';

declare const __DEPLOYMENT_ROUTES__: RouteSpec[];

// The routes built from the deployment's menu (config/client-defines.ts), for the router of the
// signed-in area: apart from the menu, so a screen's route does not wait for the whole menu.
export const appRoutes: RouteSpec[] = __DEPLOYMENT_ROUTES__;
