import { hubs, programmes, students, users } from '../db/schema';
import type { EntityReference } from '../platform/entities/define';

// What the entities' reference fields name (EntityDefinition.references).

export const HUB: EntityReference = { table: hubs, label: 'hub' };
export const PROGRAMME: EntityReference = { table: programmes, label: 'programme' };
export const USER: EntityReference = { table: users, label: 'user' };
/** A student the caller does not see is no student to them (its existence is not revealed). */
export const STUDENT: EntityReference = { table: students, label: 'student', scoped: true };
