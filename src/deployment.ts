import collegeJson from '../config/college.json';
import featuresJson from '../config/features.json';
import menuJson from '../config/menu.json';
import { collegeConfigSchema } from './domain/config/college';
import { featureSwitchesSchema } from './domain/config/features';
import { menuConfigSchema } from './domain/ui/menu';
import { buildRoutes } from './domain/ui/routes';

// The deployment's configuration, built into the client; the server checks the same files at
// start-up with the same schemas, so a bad file never reaches a browser.
export const menu = menuConfigSchema.parse(menuJson);
export const features = featureSwitchesSchema.parse(featuresJson);
export const college = collegeConfigSchema.parse(collegeJson);
export const appRoutes = buildRoutes(menu, features);
