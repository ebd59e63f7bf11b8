// Without zod, so the first screen that reads it does not load the schema library
// (architecture §7 bundle budgets); the schemas import it from here.
import type { MenuEntry, MenuGroup } from './menu';

/** True when the item is a group (has a group path and children). */
export function isMenuGroup(item: MenuEntry | MenuGroup): item is MenuGroup {
  return 'group' in item && typeof item.group === 'string';
}

/** Initials shown for an item without icon or avatar: the first letter of each word (spec §2.6). */
export function menuInitials(title: string): string {
  return title
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
