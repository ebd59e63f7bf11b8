import type { CollegeConfig } from './domain/config/college';
import type { MenuConfig } from './domain/ui/menu';

declare const __DEPLOYMENT_MENU__: {
  menu: MenuConfig;
  policyVideo: CollegeConfig['policyVideo'];
};

// The deployment's menu (config/client-defines.ts), apart from src/deployment.ts so that the login
// route, which shows no menu, does not carry it; with it, the college's policy video (its
// transcript), shown at enrolment. The routes built from it are in src/deployment-routes.ts.
const deploymentMenu = __DEPLOYMENT_MENU__;
export const menu: MenuConfig = deploymentMenu.menu;
export const policyVideo: CollegeConfig['policyVideo'] = deploymentMenu.policyVideo;
