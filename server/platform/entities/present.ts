import type { EntityDefinition, Row } from './define';

// Internal bookkeeping never leaves the server.
const INTERNAL = ['scopeKeys', 'searchText'];

/** Whether a field (or the part a dotted field reaches into) is never sent to clients. */
export function isHiddenField(entity: EntityDefinition, field: string): boolean {
  const name = field.split('.')[0] ?? field;
  return INTERNAL.includes(name) || (entity.hidden ?? []).includes(name);
}

/** A record as clients receive it: without hidden and internal fields. */
export function presentRecord(entity: EntityDefinition, row: Row): Record<string, unknown> {
  const hidden = new Set([...INTERNAL, ...(entity.hidden ?? [])]);
  return Object.fromEntries(Object.entries(row).filter(([field]) => !hidden.has(field)));
}

/** "firstName" → "First name": the label of a field without one of its own. */
export function humanise(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a field: the entity's own, else derived from its name. */
export function fieldLabel(entity: EntityDefinition, field: string): string {
  return entity.labels?.[field] ?? humanise(field);
}
