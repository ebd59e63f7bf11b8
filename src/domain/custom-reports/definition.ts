import { z } from 'zod';

// A custom report (issue 22, reporting/custom): which entity it reads, the fields it shows, its
// filters, sort and grouping. Shared by the builder screen and the server, which checks a
// definition against the fields the caller may read before it runs or saves it.

/** The entities a custom report may read (the generic entity API serves each). */
export const REPORT_ENTITIES = [
  'students',
  'engagements',
  'applications',
  'potential-students',
] as const;
export const reportEntitySchema = z.enum(REPORT_ENTITIES);
export type ReportEntity = z.infer<typeof reportEntitySchema>;

/** A field: a record field, or one key into a part of it (`course.hub`). */
const fieldName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)?$/, 'Not a field name');

const filterValue = z
  .string()
  .trim()
  .min(1, 'Give a value')
  .max(200)
  // The list API reads `a,b` as two values.
  .refine((value) => !value.includes(','), 'A value cannot hold a comma');

/** Records whose field is one of the values. */
export const reportFilterSchema = z.object({
  field: fieldName,
  values: z.array(filterValue).min(1, 'Give at least one value').max(20),
});
export type ReportFilter = z.infer<typeof reportFilterSchema>;

export const reportSortSchema = z.object({
  field: fieldName,
  order: z.enum(['asc', 'desc']).default('asc'),
});

const distinct = (values: string[]) => new Set(values).size === values.length;

export const reportDefinitionSchema = z
  .object({
    fields: z
      .array(fieldName)
      .min(1, 'Choose at least one field')
      .max(50)
      .refine(distinct, 'A field is chosen twice'),
    filters: z.array(reportFilterSchema).max(10).default([]),
    sort: reportSortSchema.optional(),
    /** Counts (and sums) by the values of this field instead of the records themselves. */
    groupBy: fieldName.optional(),
    /** Numeric fields summed in each group. */
    sums: z.array(fieldName).max(10).refine(distinct, 'A field is summed twice').default([]),
  })
  .superRefine((definition, context) => {
    if (definition.sums.length > 0 && !definition.groupBy) {
      context.addIssue({ code: 'custom', path: ['sums'], message: 'Sums need a group-by field' });
    }
    if (!distinct(definition.filters.map((filter) => filter.field))) {
      context.addIssue({ code: 'custom', path: ['filters'], message: 'A field is filtered twice' });
    }
  });
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;

/** A report to save (create or replace). */
export const savedReportInputSchema = z.object({
  name: z.string().trim().min(1, 'Give the report a name').max(120),
  entity: reportEntitySchema,
  shared: z.boolean().default(false),
  definition: reportDefinitionSchema,
});
export type SavedReportInput = z.input<typeof savedReportInputSchema>;

/** A saved report as the list answers it. */
export const savedReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  entity: reportEntitySchema,
  shared: z.boolean(),
  ownerId: z.string(),
  ownerName: z.string(),
  mine: z.boolean(),
  definition: reportDefinitionSchema,
  version: z.number().int(),
  updatedAt: z.string(),
});
export type SavedReport = z.infer<typeof savedReportSchema>;

/** A run of a definition that may not be saved yet. */
export const runReportRequestSchema = z.object({
  entity: reportEntitySchema,
  definition: reportDefinitionSchema,
});
export type RunReportRequest = z.input<typeof runReportRequestSchema>;

/** A field the caller may read, as the catalog offers it. */
export const catalogFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** Records may be grouped by it (a column of the record). */
  groupable: z.boolean(),
  /** Numbers: summed in groups. */
  numeric: z.boolean(),
  /** Records may be filtered by it (the list API's filterable fields). */
  filterable: z.boolean(),
  /** Records may be sorted by it. */
  sortable: z.boolean(),
  options: z.array(z.string()).optional(),
});
export type CatalogField = z.infer<typeof catalogFieldSchema>;

export const catalogEntitySchema = z.object({
  name: reportEntitySchema,
  label: z.string(),
  fields: z.array(catalogFieldSchema),
});
export type CatalogEntity = z.infer<typeof catalogEntitySchema>;

export const reportCatalogSchema = z.object({ entities: z.array(catalogEntitySchema) });

/** A run's answer: the records (first `limit`), or the groups with their counts and sums. */
export const reportResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rows'),
    columns: z.array(z.object({ field: z.string(), label: z.string() })),
    rows: z.array(z.record(z.string(), z.string())),
    total: z.number().int(),
  }),
  z.object({
    kind: z.literal('groups'),
    groupBy: z.object({ field: z.string(), label: z.string() }),
    sums: z.array(z.object({ field: z.string(), label: z.string() })),
    groups: z.array(
      z.object({
        value: z.string().nullable(),
        count: z.number().int(),
        sums: z.record(z.string(), z.number()),
      }),
    ),
    total: z.number().int(),
  }),
]);
export type ReportResult = z.infer<typeof reportResultSchema>;

export interface DefinitionProblem {
  param: string;
  message: string;
}

/**
 * What is wrong with a definition for the fields the caller may read: a field not offered (or
 * not readable: never says which), a filter, sort, group or sum on a field that cannot have one.
 */
export function definitionProblems(
  definition: ReportDefinition,
  fields: readonly CatalogField[],
): DefinitionProblem[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const problems: DefinitionProblem[] = [];
  const check = (
    param: string,
    name: string,
    can: (field: CatalogField) => boolean,
    what: string,
  ) => {
    const field = byName.get(name);
    if (!field) problems.push({ param, message: `"${name}" is not a field you can report on` });
    else if (!can(field)) problems.push({ param, message: `${field.label} cannot be ${what}` });
  };
  definition.fields.forEach((name, index) => {
    check(`fields.${index}`, name, () => true, 'shown');
  });
  definition.filters.forEach((filter, index) => {
    check(`filters.${index}.field`, filter.field, (field) => field.filterable, 'filtered');
  });
  if (definition.sort) check('sort.field', definition.sort.field, (f) => f.sortable, 'sorted');
  if (definition.groupBy) check('groupBy', definition.groupBy, (f) => f.groupable, 'grouped');
  definition.sums.forEach((name, index) => {
    check(`sums.${index}`, name, (field) => field.numeric, 'summed');
  });
  return problems;
}

/**
 * The list query of a definition (`field=a,b`, `sort`, `order`): what the generic list and
 * `POST /api/{entity}/export/custom` take as filters.
 */
export function listQueryOf(definition: ReportDefinition): Record<string, string> {
  const query: Record<string, string> = {};
  for (const filter of definition.filters) query[filter.field] = filter.values.join(',');
  if (definition.sort) {
    query.sort = definition.sort.field;
    query.order = definition.sort.order;
  }
  return query;
}

/** Values typed as one text, comma-separated: trimmed, empty ones dropped. */
export function splitValues(text: string): string[] {
  return text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}
