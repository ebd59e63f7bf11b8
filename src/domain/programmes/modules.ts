import { z } from 'zod';
import { levelNumber } from './levels';

/** Levels modules are taught at (spec §9: prefixes by level 4 to 7). */
export const MODULE_LEVELS = [4, 5, 6, 7] as const;
export type ModuleLevel = (typeof MODULE_LEVELS)[number];

/**
 * Prefix for each module level. The spec names no values; 'Level N' is our choice, so a
 * listing reads 'Level 4 · Old Testament'.
 */
export const MODULE_PREFIXES = {
  4: 'Level 4',
  5: 'Level 5',
  6: 'Level 6',
  7: 'Level 7',
} as const satisfies Record<ModuleLevel, string>;
export type ModulePrefix = (typeof MODULE_PREFIXES)[ModuleLevel];

/** Delivery templates of a module (spec §9). */
export const MODULE_TEMPLATES = ['R1', 'R2', 'MA'] as const;
export type ModuleTemplate = (typeof MODULE_TEMPLATES)[number];

export const moduleSchema = z.object({
  code: z.string().trim().min(1),
  title: z.string().trim().min(1),
  level: z.literal(MODULE_LEVELS),
  credits: z.int().positive(),
  // Labels of the hub teaching weeks and residentials, in date order, e.g. 'Sept 2024'.
  hubWeeks: z.array(z.string().trim().min(1)),
  residentials: z.array(z.string().trim().min(1)),
});
export type Module = z.infer<typeof moduleSchema>;

function isModuleLevel(n: number | undefined): n is ModuleLevel {
  return (MODULE_LEVELS as readonly (number | undefined)[]).includes(n);
}

/**
 * Prefix for a module level given as a number (4..7) or a level code ('4A', 'BA6B', '7Diss');
 * undefined below level 4 (FC's level 3 has no modules) or for unknown values.
 */
export function modulePrefix(level: number | string): ModulePrefix | undefined {
  const n = typeof level === 'number' ? level : levelNumber(level);
  return isModuleLevel(n) ? MODULE_PREFIXES[n] : undefined;
}

/**
 * Template of a module: 'MA' when it has neither hub weeks nor residentials; otherwise 'R1'
 * when its first residential starts with 'Sept' (case ignored), else 'R2' (spec §9).
 */
export function moduleTemplate(module: {
  hubWeeks: readonly string[];
  residentials: readonly string[];
}): ModuleTemplate {
  if (module.hubWeeks.length === 0 && module.residentials.length === 0) return 'MA';
  const first = module.residentials[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('sept') ? 'R1' : 'R2';
}

// A leading level prefix in a title: 'Level 4', 'Level 4:', 'Level 4 - ', 'level 5 –'.
const LEADING_PREFIX = /^level\s*[4-7]\s*[:\-–—·]?\s*/i;

/**
 * Derived short name of a module (spec §3 names it, not its rule): the title with a leading
 * level prefix removed and whitespace collapsed, falling back to the code when nothing is left.
 */
export function moduleShortName(module: { code: string; title: string }): string {
  const short = module.title.replace(/\s+/g, ' ').trim().replace(LEADING_PREFIX, '').trim();
  return short || module.code.trim();
}
