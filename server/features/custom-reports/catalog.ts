import {
  type CatalogEntity,
  type CatalogField,
  definitionProblems,
  type FieldType,
  GENERIC_REPORT_ENTITIES,
  opsOfType,
  type ReportDefinition,
} from '#domain/custom-reports/definition';
import { meetsRequirement } from '#domain/permissions/requirement';
import { ENTITIES } from '../../entities';
import type { AuthContext } from '../../platform/auth/context';
import type { EntityDefinition } from '../../platform/entities/define';
import { type FormField, formSchema } from '../../platform/entities/form-schema';
import { columnOf } from '../../platform/entities/list-query';
import { fieldLabel, isHiddenField } from '../../platform/entities/present';
import { forbidden, invalid } from '../../platform/errors';

type Kind = FormField['type'];

/**
 * Who may build and run custom reports (spec §2.3 reporting/custom), and finance staff
 * (students:invoice), who report on the finance records (finance-sources.ts).
 */
export const REPORTS_CUSTOM = [
  ['students:admin', 'applications:admin', 'students:invoice'],
] as const;

type GenericEntity = (typeof GENERIC_REPORT_ENTITIES)[number];

const byName = new Map(ENTITIES.map((entity) => [entity.name, entity]));

/** The generic entity of a report entity (every one of REPORT_ENTITIES is served). */
export function entityOf(name: GenericEntity): EntityDefinition {
  const entity = byName.get(name);
  if (!entity) throw new Error(`The entity ${name} is not served by the generic API`);
  return entity;
}

/** Whether the caller may read the entity's records at all (its policy's view). */
export function mayRead(auth: AuthContext, name: GenericEntity): boolean {
  return meetsRequirement(auth.checker, entityOf(name).policy.view);
}

/**
 * The fields of an entity a report may show: the fields its form schema writes and its export
 * columns (which may reach into a part, `course.hub`), never a hidden or internal one, the
 * same set `POST /api/{entity}/export/custom` accepts. A field that is a column of the record
 * may be grouped; a number may also be summed.
 */
export function reportFields(entity: EntityDefinition): CatalogField[] {
  const fields = new Map<string, CatalogField>();
  const add = (name: string, label: string, kind: Kind, options?: string[]) => {
    if (fields.has(name) || isHiddenField(entity, name)) return;
    const column = !name.includes('.') && columnOf(entity, name) !== undefined;
    // Lists and parts (JSON) are no values to group by.
    const single = column && kind !== 'list' && kind !== 'group';
    const type = single ? typeOfKind(kind) : 'other';
    fields.set(name, {
      name,
      label,
      groupable: single,
      numeric: single && kind === 'number',
      filterable: entity.filterable.includes(name),
      type,
      // Contains and ranges compare the record's own column.
      ops: single ? opsOfType(type) : [],
      sortable: entity.sortable.includes(name) && column,
      ...(options ? { options } : {}),
    });
  };
  // A field is called what the entity's exports call it, when they have it.
  const labels = new Map(entity.exportColumns.map((column) => [column.field, column.label]));
  for (const field of formSchema(entity).fields) {
    add(field.name, labels.get(field.name) ?? field.label, field.type, field.options);
  }
  for (const column of entity.exportColumns) {
    const kind = column.kind === 'number' || column.kind === 'money' ? 'number' : 'text';
    add(column.field, column.label, column.kind === 'list' ? 'list' : kind);
  }
  // Sortable bookkeeping times (created, updated) the form does not write.
  for (const name of entity.sortable) add(name, fieldLabel(entity, name), 'datetime');
  return [...fields.values()];
}

function typeOfKind(kind: Kind): FieldType {
  if (kind === 'text' || kind === 'email') return 'text';
  if (kind === 'select') return 'choice';
  if (kind === 'number' || kind === 'date' || kind === 'datetime') return kind;
  return 'other';
}

/** The generic entities the caller may report on, each with the fields they may read. */
export function genericCatalog(auth: AuthContext): CatalogEntity[] {
  return GENERIC_REPORT_ENTITIES.filter((name) => mayRead(auth, name)).map((name) => {
    const entity = entityOf(name);
    return { name, label: entity.label, fields: reportFields(entity) };
  });
}

/**
 * The entity of a definition, checked for the caller: 403 when they may not read its records,
 * 422 naming each field they may not report on (or that cannot be filtered, sorted, grouped or
 * summed as asked).
 */
export function checkedEntity(
  auth: AuthContext,
  name: GenericEntity,
  definition: ReportDefinition,
): EntityDefinition {
  if (!mayRead(auth, name)) throw forbidden('You cannot read these records');
  const entity = entityOf(name);
  const problems = definitionProblems(definition, reportFields(entity));
  if (problems.length > 0) throw invalid(problems, 'This report asks for fields it cannot have');
  return entity;
}
