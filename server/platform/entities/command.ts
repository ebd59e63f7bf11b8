import type { Db } from '../../db/client';
import type { AuthContext } from '../auth/context';
import { parseIfMatch } from '../http/if-match';
import type { EntityDefinition, Row } from './define';
import { presentRecord } from './present';
import { updateRecord } from './write';

/**
 * Applies a named command to a record the caller can see (404 otherwise), as the record's next
 * version. Without If-Match it applies to the current version (each command checks what it
 * depends on itself); with a stale If-Match it is refused with 409 and the current record.
 */
export async function applyCommand(
  db: Db,
  entity: EntityDefinition,
  auth: AuthContext,
  id: string,
  ifMatchHeader: string | string[] | undefined,
  next: (current: Row) => Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const ifMatch = parseIfMatch(ifMatchHeader);
  const row = await updateRecord(db, entity, auth, id, {
    expectedVersion: ifMatch ?? 0,
    canMerge: () => ifMatch === undefined,
    next,
  });
  return presentRecord(entity, row);
}
