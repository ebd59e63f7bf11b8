import type { CollegeConfig } from './domain/config/college';
import type { FeatureSwitches } from './domain/config/features';
import type { MenuConfig } from './domain/ui/menu';
import type { RouteSpec } from './domain/ui/routes';

declare const __DEPLOYMENT__: {
  menu: MenuConfig;
  features: FeatureSwitches;
  college: CollegeConfig;
  appRoutes: RouteSpec[];
};

// The deployment's configuration, built into the client: vite.config.ts (and vitest.config.ts)
// read config/ with the server's own loader and schemas (config/client-defines.ts), so a bad file
// fails the build and the browser carries the checked values without the schemas.
const deployment = __DEPLOYMENT__;
export const menu: MenuConfig = deployment.menu;
export const features: FeatureSwitches = deployment.features;
export const college: CollegeConfig = deployment.college;
export const appRoutes: RouteSpec[] = deployment.appRoutes;
