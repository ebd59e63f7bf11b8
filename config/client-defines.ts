import { buildRoutes } from '../src/domain/ui/routes';
import { loadConfig } from './load';

/**
 * The deployment's configuration for the client, checked at build time with the very loader the
 * server starts with (so a bad file fails the build) and handed to Vite's `define`: the browser
 * gets the parsed values and never loads the config schemas (architecture §7 login budget).
 */
export async function clientDeploymentDefines(dir?: string): Promise<Record<string, string>> {
  const { menu, features, college } = await loadConfig(dir);
  return {
    __DEPLOYMENT__: JSON.stringify({
      menu,
      features,
      college,
      appRoutes: buildRoutes(menu, features),
    }),
  };
}
