import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { sourceOf } from '#domain/hesa/sources';

/** One entity of a student's return: its fields in order, with where each came from. */
export interface EntityRow {
  entity: string;
  /** Where it sits, e.g. Student[1]/Engagement[2]: unique in the fragment. */
  path: string;
  depth: number;
  fields: { field: string; value: string; source: string }[];
}

const ELEMENT = 1;

/** Elements of a node, as builders. */
function elements(node: XMLBuilder): XMLBuilder[] {
  const found: XMLBuilder[] = [];
  node.each((child) => {
    if (child.node.nodeType === ELEMENT) found.push(child);
  });
  return found;
}

/**
 * The entities of a written fragment, depth first: an element whose name starts with a capital
 * is an entity (Student, Engagement…); its upper-case children holding text are its fields.
 */
export function entityRows(root: XMLBuilder, depth = 0, parent = ''): EntityRow[] {
  const rows: EntityRow[] = [];
  const seen = new Map<string, number>();
  for (const child of elements(root)) {
    const name = child.node.nodeName;
    if (!/^[A-Z][a-z]/.test(name)) continue;
    const nth = (seen.get(name) ?? 0) + 1;
    seen.set(name, nth);
    const path = `${parent}${parent ? '/' : ''}${name}[${nth}]`;
    const row: EntityRow = { entity: name, path, depth, fields: [] };
    rows.push(row);
    for (const part of elements(child)) {
      const field = part.node.nodeName;
      if (/^[A-Z][a-z]/.test(field)) continue;
      row.fields.push({ field, value: part.node.textContent ?? '', source: sourceOf(field) });
    }
    rows.push(...entityRows(child, depth + 1, path));
  }
  return rows;
}
