import { describe, expect, it } from 'vitest';
import {
  type CatalogField,
  definitionProblems,
  listQueryOf,
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
