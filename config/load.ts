import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { collegeConfigSchema } from '../src/domain/config/college';
import {
  type DeploymentConfig,
  describeIssues,
  unknownMenuPermissions,
} from '../src/domain/config/deployment';
import { featureSwitchesSchema } from '../src/domain/config/features';
import { menuConfigSchema } from '../src/domain/ui/menu';

/** The folder of this deployment's configuration: `CONFIG_DIR`, else this folder. */
export const DEFAULT_CONFIG_DIR = fileURLToPath(new URL('.', import.meta.url));

/** A configuration that cannot be used: every problem, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is not valid:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

async function readJson(dir: string, file: string, problems: string[]): Promise<unknown> {
  try {
    return JSON.parse(await readFile(join(dir, file), 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.push(`${file}: cannot be read as JSON: ${reason}`);
    return undefined;
  }
}

function check<T>(file: string, schema: z.ZodType<T>, value: unknown, problems: string[]) {
  if (value === undefined) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) problems.push(...describeIssues(file, result.error));
  return result.data;
}

/**
 * Reads and validates `menu.json`, `features.json` and `college.json` of a configuration folder.
 * Throws a ConfigError naming every problem, so a bad deployment fails at start-up, clearly.
 */
export async function loadConfig(dir = DEFAULT_CONFIG_DIR): Promise<DeploymentConfig> {
  const problems: string[] = [];
  const menu = check(
    'menu.json',
    menuConfigSchema,
    await readJson(dir, 'menu.json', problems),
    problems,
  );
  const features = check(
    'features.json',
    featureSwitchesSchema,
    await readJson(dir, 'features.json', problems),
    problems,
  );
  const college = check(
    'college.json',
    collegeConfigSchema,
    await readJson(dir, 'college.json', problems),
    problems,
  );
  if (menu)
    problems.push(...unknownMenuPermissions(menu).map((problem) => `menu.json: ${problem}`));
  if (problems.length > 0 || !menu || !features || !college) throw new ConfigError(problems);
  return { menu, features, college };
}
