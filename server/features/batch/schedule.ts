/** The part of a batch operation that decides its order: where it writes and what it names. */
export interface Scheduled {
  path: string;
  body?: unknown;
}

/**
 * The record an operation writes: `/api/<entity>/<id>` (what follows, e.g. `/review`, acts on
 * the same record), or for a POST to a collection the id its body names. A create without an
 * id cannot be the target of another operation of the same batch, so it is a record of its own.
 */
export function recordKeyOf(op: Scheduled, index: number): string {
  const [, api, entity, id] = op.path.split('/');
  if (id) return `${api}/${entity}/${id}`;
  const bodyId = isObject(op.body) ? op.body.id : undefined;
  return typeof bodyId === 'string' ? `${api}/${entity}/${bodyId}` : `#${index}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// Ids are short; a long string (an essay) is not looked up.
const LONGEST_ID = 200;

/** Every string an operation names that could be a record's id: its path's segments, its body's strings. */
function namedStrings(op: Scheduled): Set<string> {
  const names = new Set(op.path.split('/').slice(3));
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.length <= LONGEST_ID) names.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (isObject(value)) {
      for (const item of Object.values(value)) visit(item);
    }
  };
  visit(op.body);
  return names;
}

/**
 * For each operation, the earlier operations it must wait for: the previous one on the same
 * record (a record's operations run in the order sent, a create before the updates of its new
 * id), and the latest earlier one on each record whose id it names (an application naming a
 * student created earlier in the batch runs after that create). Everything else may run side by
 * side. An id shared by two entities only costs a wait, never a wrong order.
 */
export function dependenciesOf(operations: readonly Scheduled[]): number[][] {
  const lastOfRecord = new Map<string, number>();
  const lastOfId = new Map<string, number>();
  return operations.map((op, index) => {
    const key = recordKeyOf(op, index);
    const waits = new Set<number>();
    const previous = lastOfRecord.get(key);
    if (previous !== undefined) waits.add(previous);
    for (const name of namedStrings(op)) {
      const earlier = lastOfId.get(name);
      if (earlier !== undefined) waits.add(earlier);
    }
    lastOfRecord.set(key, index);
    const id = key.split('/')[2];
    if (id !== undefined) lastOfId.set(id, index);
    return [...waits].sort((a, b) => a - b);
  });
}
