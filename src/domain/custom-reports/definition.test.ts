import { describe, expect, it } from 'vitest';
import {
  type CatalogField,
  definitionProblems,
  listQueryOf,
  rangeProblem,
  rangeValues,
  reportDefinitionSchema,
  savedReportInputSchema,
  splitValues,
} from './definition';

const field = (name: string, can: Partial<CatalogField> = {}): CatalogField => ({
  name,
  label: name.toUpperCase(),
  groupable: false,
  numeric: false,
  filterable: false,
  type: 'text',
  ops: [],
  sortable: false,
  ...can,
});

const FIELDS = [
  field('lastName', { sortable: true, groupable: true }),
  field('hubId', { filterable: true, groupable: true, sortable: true }),
  field('credits', { numeric: true, groupable: true }),
  field('course.hub'),
];

describe('reportDefinitionSchema', () => {
  it('accepts a definition and fills the defaults', () => {
    const parsed = reportDefinitionSchema.parse({ fields: ['lastName'] });
    expect(parsed).toEqual({ fields: ['lastName'], filters: [], sums: [] });
    expect(reportDefinitionSchema.parse({ fields: ['a'], sort: { field: 'a' } }).sort).toEqual({
      field: 'a',
      order: 'asc',
    });
  });

  it('refuses no fields, repeated fields, odd names, commas and sums without a group', () => {
    const bad = (value: unknown) => reportDefinitionSchema.safeParse(value).success;
    expect(bad({ fields: [] })).toBe(false);
    expect(bad({ fields: ['a', 'a'] })).toBe(false);
    expect(bad({ fields: ['__proto__'] })).toBe(false);
    expect(bad({ fields: ['a.b.c'] })).toBe(false);
    expect(bad({ fields: ['a'], filters: [{ field: 'h', values: ['x,y'] }] })).toBe(false);
    expect(bad({ fields: ['a'], filters: [{ field: 'h', values: [] }] })).toBe(false);
    expect(
      bad({
        fields: ['a'],
        filters: [
          { field: 'h', values: ['1'] },
          { field: 'h', values: ['2'] },
        ],
      }),
    ).toBe(false);
    expect(bad({ fields: ['a'], sums: ['credits'] })).toBe(false);
    expect(bad({ fields: ['a'], groupBy: 'h', sums: ['credits'] })).toBe(true);
  });
});

describe('savedReportInputSchema', () => {
  it('needs a name and a known entity; private by default', () => {
    const base = { entity: 'students', definition: { fields: ['lastName'] } };
    expect(savedReportInputSchema.safeParse({ ...base, name: '  ' }).success).toBe(false);
    expect(savedReportInputSchema.safeParse({ ...base, name: 'x', entity: 'users' }).success).toBe(
      false,
    );
    expect(savedReportInputSchema.parse({ ...base, name: 'By hub' }).shared).toBe(false);
  });
});

describe('definitionProblems', () => {
  it('passes a definition on offered fields', () => {
    const definition = reportDefinitionSchema.parse({
      fields: ['lastName', 'course.hub'],
      filters: [{ field: 'hubId', values: ['hub-1'] }],
      sort: { field: 'lastName', order: 'desc' },
      groupBy: 'hubId',
      sums: ['credits'],
    });
    expect(definitionProblems(definition, FIELDS)).toEqual([]);
  });

  it('names each field that is not offered or cannot do what is asked', () => {
    const definition = reportDefinitionSchema.parse({
      fields: ['lastName', 'passwordHash'],
      filters: [{ field: 'lastName', values: ['x'] }],
      sort: { field: 'credits' },
      groupBy: 'course.hub',
      sums: ['lastName'],
    });
    expect(definitionProblems(definition, FIELDS)).toEqual([
      { param: 'fields.1', message: '"passwordHash" is not a field you can report on' },
      { param: 'filters.0.field', message: 'LASTNAME cannot be filtered' },
      { param: 'sort.field', message: 'CREDITS cannot be sorted' },
      { param: 'groupBy', message: 'COURSE.HUB cannot be grouped' },
      { param: 'sums.0', message: 'LASTNAME cannot be summed' },
    ]);
  });
});

describe('listQueryOf and splitValues', () => {
  it('joins filter values and adds the sort', () => {
    const definition = reportDefinitionSchema.parse({
      fields: ['lastName'],
      filters: [{ field: 'hubId', values: ['hub-1', 'hub-2'] }],
      sort: { field: 'lastName', order: 'desc' },
    });
    expect(listQueryOf(definition)).toEqual({
      hubId: 'hub-1,hub-2',
      sort: 'lastName',
      order: 'desc',
    });
    expect(listQueryOf(reportDefinitionSchema.parse({ fields: ['a'] }))).toEqual({});
  });

  it('splits typed values on commas', () => {
    expect(splitValues(' hub-1, ,hub-2 ,')).toEqual(['hub-1', 'hub-2']);
    expect(splitValues('')).toEqual([]);
  });
});

describe('filters beyond exact values', () => {
  const TYPED = [
    field('lastName', { ops: ['contains'] }),
    field('hubId', { filterable: true, type: 'choice' }),
    field('dueOn', { type: 'date', ops: ['range'] }),
    field('amountPence', { type: 'money', ops: ['range'], label: 'Amount' }),
  ];

  it('reads an old saved filter (no op) as exact values, and keeps contains and ranges', () => {
    const parsed = reportDefinitionSchema.parse({
      fields: ['lastName'],
      filters: [
        { field: 'hubId', values: ['hub-1', 'hub-2'] },
        { field: 'lastName', op: 'contains', text: ' son ' },
        { field: 'dueOn', op: 'range', from: '2026-01-01' },
      ],
    });
    expect(parsed.filters).toEqual([
      { field: 'hubId', op: 'equals', values: ['hub-1', 'hub-2'] },
      { field: 'lastName', op: 'contains', text: 'son' },
      { field: 'dueOn', op: 'range', from: '2026-01-01' },
    ]);
    expect(definitionProblems(parsed, TYPED)).toEqual([]);
    // Only the exact values reach the list query.
    expect(listQueryOf(parsed)).toEqual({ hubId: 'hub-1,hub-2' });
  });

  it('refuses an empty, reversed or mixed range, and an empty contains', () => {
    const problems = (filter: object) => {
      const parsed = reportDefinitionSchema.safeParse({ fields: ['lastName'], filters: [filter] });
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(problems({ field: 'dueOn', op: 'range' })).toEqual(['Give a from or a to value']);
    expect(problems({ field: 'dueOn', op: 'range', from: '2026-02-01', to: '2026-01-01' })).toEqual(
      ['From must not be after to'],
    );
    expect(problems({ field: 'amountPence', op: 'range', from: '10', to: '9.5' })).toEqual([
      'From must not be after to',
    ]);
    expect(problems({ field: 'dueOn', op: 'range', from: '2026-02-01', to: '3' })).toEqual([
      'Give two dates or two numbers',
    ]);
    expect(problems({ field: 'dueOn', op: 'range', from: 'soon' })).toHaveLength(1);
    expect(problems({ field: 'lastName', op: 'contains', text: ' ' })).toEqual([
      'Give the text to look for',
    ]);
    expect(rangeProblem('1', '1')).toBeUndefined();
  });

  it('refuses a filter the field cannot have, and bounds of the wrong kind', () => {
    const definition = reportDefinitionSchema.parse({
      fields: ['lastName'],
      filters: [
        { field: 'hubId', op: 'range', from: '1' },
        { field: 'dueOn', op: 'contains', text: 'x' },
        { field: 'amountPence', op: 'range', from: '2026-01-01' },
        { field: 'lastName', values: ['x'] },
      ],
    });
    expect(definitionProblems(definition, TYPED)).toEqual([
      { param: 'filters.0.field', message: 'HUBID cannot be filtered by a range' },
      { param: 'filters.1.field', message: 'DUEON cannot be searched' },
      { param: 'filters.2', message: 'Amount needs numbers' },
      { param: 'filters.3.field', message: 'LASTNAME cannot be filtered' },
    ]);
  });

  it('compares money in pence and a datetime to the end of its day', () => {
    expect(rangeValues('money', { from: '12.5', to: '100' })).toEqual({ from: 1250, to: 10000 });
    expect(rangeValues('number', { from: '-3' })).toEqual({ from: -3 });
    expect(rangeValues('date', { to: '2026-03-31' })).toEqual({ to: '2026-03-31' });
    expect(rangeValues('datetime', { from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-03-01',
      before: '2026-04-01',
    });
  });
});
