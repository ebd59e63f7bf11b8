import type { PermissionChecker } from './claims';

/**
 * A route or menu requirement (spec §5, §6): every entry must hold; an entry that is a list holds
 * when any one of its permissions does. An empty requirement asks for nothing.
 */
export type Requirement = readonly (string | readonly string[])[];

/** True when the checker satisfies every entry of the requirement. */
export function meetsRequirement(checker: PermissionChecker, requirement: Requirement): boolean {
  return requirement.every((entry) =>
    typeof entry === 'string' ? checker.check(entry) : checker.hasAny(entry),
  );
}

/** Joins requirements (module, group and entry permissions of a route, spec §2.6), without repeats. */
export function combineRequirements(...requirements: (Requirement | undefined)[]): Requirement {
  const seen = new Set<string>();
  const combined: (string | readonly string[])[] = [];
  for (const requirement of requirements) {
    for (const entry of requirement ?? []) {
      const key = typeof entry === 'string' ? entry : `[${[...entry].sort().join('|')}]`;
      if (seen.has(key)) continue;
      seen.add(key);
      combined.push(entry);
    }
  }
  return combined;
}
