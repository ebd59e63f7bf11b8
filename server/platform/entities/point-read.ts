import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Scope } from '../auth/scope';
import type { EntityDefinition, Row } from './define';
import { columnOf } from './list-query';

/** Reads one record by id within a scope (none when missing or out of scope). */
export type PointRead = (id: string, scope: Scope) => Promise<Row | undefined>;

/**
 * `GET /api/{entity}/{id}`'s read, built once per entity (architecture §7): building a drizzle
 * query costs about as much as PGlite running it, and on PostgreSQL the named statements are
 * parsed and planned once per connection. The same rows and scope rule as `findInScope`.
 */
export function preparePointRead(db: Db, entity: EntityDefinition): PointRead {
  const { table } = entity;
  const id = sql.placeholder('id');
  const all = db
    .select()
    .from(table)
    .where(eq(table.id, id))
    .limit(1)
    .prepare(`${entity.name}_point_read`);
  const scopeColumn = entity.scopeKeys ? columnOf(entity, 'scopeKeys') : undefined;
  const keyed = scopeColumn
    ? db
        .select()
        .from(table)
        .where(and(eq(table.id, id), sql`${scopeColumn} && ${sql.placeholder('keys')}::text[]`))
        .limit(1)
        .prepare(`${entity.name}_point_read_scoped`)
    : undefined;

  return async (recordId, scope) => {
    // Reference data (no scope keys) is every signed-in user's; a scoped entity without its
    // column reaches nothing, as `scopeCondition` says.
    if (!entity.scopeKeys || scope.all) {
      const [row] = (await all.execute({ id: recordId })) as Row[];
      return row;
    }
    if (!keyed) return undefined;
    const [row] = (await keyed.execute({ id: recordId, keys: scope.keys })) as Row[];
    return row;
  };
}
