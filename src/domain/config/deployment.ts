import { z } from 'zod';
import { isKnownPermission } from '../permissions/catalogue';
import type { Requirement } from '../permissions/requirement';
import { type MenuConfig, menuConfigSchema } from '../ui/menu';
import { collegeConfigSchema } from './college';
import { featureSwitchesSchema } from './features';

/** The whole per-deployment configuration, as the files of `config/` hold it. */
export const deploymentConfigSchema = z.object({
  menu: menuConfigSchema,
  features: featureSwitchesSchema,
  college: collegeConfigSchema,
});
export type DeploymentConfig = z.infer<typeof deploymentConfigSchema>;

/** Every requirement of the menu with where it stands, for cross-checks. */
function* menuRequirements(menu: MenuConfig): Generator<[string, Requirement]> {
  for (const module of menu) {
    const modulePath = `/${module.name}`;
    yield [modulePath, module.requires];
    for (const item of module.items) {
      if ('children' in item) {
        yield [`${modulePath}/${item.group}`, item.requires];
        for (const child of item.children) {
          yield [`${modulePath}/${item.group}/${child.to ?? ''}`, child.requires];
        }
      } else {
        yield [`${modulePath}/${item.to ?? ''}`, item.requires];
      }
    }
  }
}

/** Permissions the menu names that the product does not know: a typo would hide a screen. */
export function unknownMenuPermissions(menu: MenuConfig): string[] {
  const problems: string[] = [];
  for (const [path, requirement] of menuRequirements(menu)) {
    for (const permission of requirement.flat()) {
      if (!isKnownPermission(permission))
        problems.push(`${path}: unknown permission "${permission}"`);
    }
  }
  return problems;
}

/** One readable line per problem: `file: path.to.field: message`. */
export function describeIssues(source: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map((part) =>
      typeof part === 'number' ? `[${part}]` : `.${String(part)}`,
    );
    const where = path.join('').replace(/^\./, '');
    return `${source}: ${where || '(root)'}: ${issue.message}`;
  });
}
