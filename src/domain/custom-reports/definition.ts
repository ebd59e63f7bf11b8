import { z } from 'zod';

// A custom report (issue 22, reporting/custom): which entity it reads, the fields it shows, its
// filters, sort and grouping. Shared by the builder screen and the server, which checks a
// definition against the fields the caller may read before it runs or saves it.

/** The entities a custom report may read that the generic entity API serves. */
export const GENERIC_REPORT_ENTITIES = [
  'students',
  'engagements',
  'applications',
  'potential-students',
] as const;
/** The finance records a custom report may read: sources of their own (finance permissions). */
export const FINANCE_REPORT_ENTITIES = [
  'invoices',
  'payments',
  'credit-notes',
  'bursary-awards',
] as const;
/** Every entity a custom report may read. */
export const REPORT_ENTITIES = [...GENERIC_REPORT_ENTITIES, ...FINANCE_REPORT_ENTITIES] as const;
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

/** How a filter compares: one of some values, text containing, or a from/to range. */
export const FILTER_OPS = ['equals', 'contains', 'range'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

/** A bound of a range: a number (pounds for money, up to 2 decimals) or a date. */
const rangeBound = z
  .string()
  .trim()
  .regex(/^(-?\d{1,12}(\.\d{1,2})?|\d{4}-\d{2}-\d{2})$/, 'Give a number or a date (YYYY-MM-DD)')
  .optional();

const equalsFilter = z.object({
  field: fieldName,
  op: z.literal('equals'),
  values: z.array(filterValue).min(1, 'Give at least one value').max(20),
});
const containsFilter = z.object({
  field: fieldName,
  op: z.literal('contains'),
  text: z.string().trim().min(1, 'Give the text to look for').max(200),
});
const rangeFilter = z.object({
  field: fieldName,
  op: z.literal('range'),
  from: rangeBound,
  to: rangeBound,
});

/**
 * Records whose field is one of the values (`equals`, the only kind reports saved before had,
 * written without `op`), holds a text (`contains`, any case), or lies from/to (both inclusive).
 */
export const reportFilterSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !('op' in value)
      ? { ...value, op: 'equals' }
      : value,
  z.discriminatedUnion('op', [equalsFilter, containsFilter, rangeFilter]),
);
export type ReportFilter = z.infer<typeof reportFilterSchema>;

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** What is wrong with a range on its own: no bound, bounds of two kinds, or from after to. */
export function rangeProblem(from?: string, to?: string): string | undefined {
  if (from === undefined && to === undefined) return 'Give a from or a to value';
  if (from === undefined || to === undefined) return undefined;
  if (isDate(from) !== isDate(to)) return 'Give two dates or two numbers';
  const after = isDate(from) ? from > to : Number(from) > Number(to);
  return after ? 'From must not be after to' : undefined;
}

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
    definition.filters.forEach((filter, index) => {
      const problem = filter.op === 'range' ? rangeProblem(filter.from, filter.to) : undefined;
      if (problem) context.addIssue({ code: 'custom', path: ['filters', index], message: problem });
    });
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

/** What a field holds, which decides its filters (money is pence, shown and filtered in pounds). */
export const FIELD_TYPES = [
  'text',
  'choice',
  'number',
  'money',
  'date',
  'datetime',
  'other',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The filters a field of a type may have beyond exact values. */
export function opsOfType(type: FieldType): FilterOp[] {
  if (type === 'text') return ['contains'];
  if (type === 'number' || type === 'money' || type === 'date' || type === 'datetime')
    return ['range'];
  return [];
}

/** A field the caller may read, as the catalog offers it. */
export const catalogFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** Records may be grouped by it (a column of the record). */
  groupable: z.boolean(),
  /** Numbers: summed in groups. */
  numeric: z.boolean(),
  /** Records may be filtered by its exact values (the list API's filterable fields). */
  filterable: z.boolean(),
  /** What it holds. */
  type: z.enum(FIELD_TYPES).default('text'),
  /** The filters beyond exact values it may have (contains, range). */
  ops: z.array(z.enum(FILTER_OPS)).default([]),
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
    /** Money sums are pence, shown in pounds. */
    sums: z.array(
      z.object({ field: z.string(), label: z.string(), money: z.boolean().optional() }),
    ),
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
    const param = `filters.${index}.field`;
    if (filter.op === 'equals') check(param, filter.field, (field) => field.filterable, 'filtered');
    else if (filter.op === 'contains')
      check(param, filter.field, (field) => field.ops.includes('contains'), 'searched');
    else {
      check(param, filter.field, (field) => field.ops.includes('range'), 'filtered by a range');
      const field = byName.get(filter.field);
      const dated = field?.type === 'date' || field?.type === 'datetime';
      const bounds = [filter.from, filter.to].filter((bound) => bound !== undefined);
      if (field?.ops.includes('range') && bounds.some((bound) => isDate(bound) !== dated)) {
        problems.push({
          param: `filters.${index}`,
          message: `${field.label} needs ${dated ? 'dates (YYYY-MM-DD)' : 'numbers'}`,
        });
      }
    }
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
 * `POST /api/{entity}/export/custom` take as filters (the exact-value ones; the server adds
 * contains and range conditions of its own).
 */
export function listQueryOf(definition: ReportDefinition): Record<string, string> {
  const query: Record<string, string> = {};
  for (const filter of definition.filters) {
    if (filter.op === 'equals') query[filter.field] = filter.values.join(',');
  }
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

/** The values a range compares with (bounds inclusive): money in pence, a datetime to the day's end. */
export function rangeValues(
  type: FieldType,
  filter: { from?: string; to?: string },
): { from?: string | number; before?: string | number; to?: string | number } {
  const value = (bound: string) =>
    type === 'money' ? Math.round(Number(bound) * 100) : isDate(bound) ? bound : Number(bound);
  const answer: { from?: string | number; before?: string | number; to?: string | number } = {};
  if (filter.from !== undefined) answer.from = value(filter.from);
  if (filter.to !== undefined) {
    // A datetime "to" a day holds the whole day: before the next one.
    if (type === 'datetime') {
      const next = new Date(`${filter.to}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      answer.before = next.toISOString().slice(0, 10);
    } else answer.to = value(filter.to);
  }
  return answer;
}
