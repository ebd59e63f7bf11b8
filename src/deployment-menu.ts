import type { CollegeConfig } from './domain/config/college';
import type { MenuConfig } from './domain/ui/menu';
import type { RouteSpec } from './domain/ui/routes';

declare const __DEPLOYMENT_MENU__: {
  menu: MenuConfig;
  appRoutes: RouteSpec[];
  policyVideo: CollegeConfig['policyVideo'];
};

// The deployment's menu and the routes built from it (config/client-defines.ts), apart from
// src/deployment.ts so that the login route, which shows no menu, does not carry them; with them,
// the college's policy video (its transcript), shown at enrolment.
const deploymentMenu = __DEPLOYMENT_MENU__;
export const menu: MenuConfig = deploymentMenu.menu;
export const appRoutes: RouteSpec[] = deploymentMenu.appRoutes;
export const policyVideo: CollegeConfig['policyVideo'] = deploymentMenu.policyVideo;
