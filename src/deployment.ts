import type { CollegeConfig } from './domain/config/college';
import type { FeatureSwitches } from './domain/config/features';

/** The college's constants the client reads (the policy video is in src/deployment-menu.ts). */
export type ClientCollege = Omit<CollegeConfig, 'terms' | 'residentials' | 'policyVideo'>;

declare const __DEPLOYMENT__: { features: FeatureSwitches; college: ClientCollege };
declare const __APP_ROUTE_PATHS__: string[];
declare const __APP_GROUP_PATHS__: string[];

// The deployment's configuration, built into the client: vite.config.ts (and vitest.config.ts)
// read config/ with the server's own loader and schemas (config/client-defines.ts), so a bad file
// fails the build and the browser carries the checked values without the schemas. The menu and
// the policy video, which only the signed-in area reads, are in src/deployment-menu.ts; the
// routes built from the menu in src/deployment-routes.ts.
const deployment = __DEPLOYMENT__;
export const features: FeatureSwitches = deployment.features;
export const college: ClientCollege = deployment.college;
/** The paths of the menu's routes (appRoutes of src/deployment-routes.ts), for the router. */
export const appRoutePaths: readonly string[] = __APP_ROUTE_PATHS__;
/** The paths of the menu's modules and groups that are not routes (`/students`), for the router. */
export const appGroupPaths: readonly string[] = __APP_GROUP_PATHS__;
