import type { MenuConfig } from './domain/ui/menu';
import type { RouteSpec } from './domain/ui/routes';

declare const __DEPLOYMENT_MENU__: { menu: MenuConfig; appRoutes: RouteSpec[] };

// The deployment's menu and the routes built from it (config/client-defines.ts), apart from
// src/deployment.ts so that the login route, which shows no menu, does not carry them.
const deploymentMenu = __DEPLOYMENT_MENU__;
export const menu: MenuConfig = deploymentMenu.menu;
export const appRoutes: RouteSpec[] = deploymentMenu.appRoutes;
