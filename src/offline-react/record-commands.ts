import { updateRecordCommand } from '../offline/commands';
import type { SyncedEntity } from '../offline/types';
import { humanise } from './labels';

/** The "update fields of a record" command, labelled for people: "Student — Ada Lovelace: phone". */
export function recordUpdateCommand(entity: SyncedEntity, name: string) {
  return updateRecordCommand(
    entity,
    (input) => `${name}: ${Object.keys(input.changes).map(humanise).join(', ').toLowerCase()}`,
  );
}
