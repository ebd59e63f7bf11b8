import { describe, expect, it } from 'vitest';
import {
  type CatalogEntity,
  type SavedReport,
  savedReportSchema,
} from '../../domain/custom-reports/definition';
import { definitionOf, draftFilter, draftOf, emptyDraft, toggled } from './draft';

const ENTITY: CatalogEntity = {
  name: 'students',
  label: 'Student',
  fields: ['lastName', 'firstName', 'email', 'hubId'].map((name) => ({
    name,
    label: name,
    groupable: true,
    numeric: false,
    filterable: name === 'hubId',
    type: 'text' as const,
    ops: ['contains' as const],
    sortable: true,
  })),
};

describe('report drafts', () => {
  it('starts with the first three fields and becomes a definition', () => {
    const draft = emptyDraft(ENTITY);
    expect(draft.fields).toEqual(['lastName', 'firstName', 'email']);
    expect(definitionOf(draft)).toEqual({
      definition: { fields: ['lastName', 'firstName', 'email'], filters: [], sums: [] },
    });
  });

  it('splits filter values, adds sort and group, and says what is missing', () => {
    const draft = {
      ...emptyDraft(ENTITY),
      filters: [
        draftFilter('hubId', 'equals', 'hub-1, hub-2'),
        draftFilter('', 'equals', 'ignored'),
        draftFilter('lastName', 'contains', 'son'),
        { ...draftFilter('firstName', 'range'), from: ' ', to: '2026-01-31' },
      ],
      sortField: 'lastName',
      sortOrder: 'desc' as const,
      groupBy: 'hubId',
    };
    expect(definitionOf(draft)).toEqual({
      definition: {
        fields: ['lastName', 'firstName', 'email'],
        filters: [
          { field: 'hubId', op: 'equals', values: ['hub-1', 'hub-2'] },
          { field: 'lastName', op: 'contains', text: 'son' },
          { field: 'firstName', op: 'range', to: '2026-01-31' },
        ],
        sort: { field: 'lastName', order: 'desc' },
        groupBy: 'hubId',
        sums: [],
      },
    });
    expect(definitionOf({ ...draft, fields: [] })).toEqual({
      problem: 'Choose at least one field',
    });
    expect(definitionOf({ ...draft, filters: [draftFilter('hubId', 'equals', ' , ')] })).toEqual({
      problem: 'Give at least one value',
    });
    expect(definitionOf({ ...draft, filters: [draftFilter('email', 'range')] })).toEqual({
      problem: 'Give a from or a to value',
    });
  });

  it('opens a saved report as a draft', () => {
    // As the list answers it: a report saved before filters had an op.
    const report: SavedReport = savedReportSchema.parse({
      id: 'r1',
      name: 'By hub',
      entity: 'students',
      shared: true,
      ownerId: 'u',
      ownerName: 'U',
      mine: true,
      version: 2,
      updatedAt: '2026-01-01T00:00:00Z',
      definition: {
        fields: ['lastName'],
        filters: [{ field: 'hubId', values: ['a', 'b'] }],
        groupBy: 'hubId',
        sums: [],
      },
    });
    const draft = draftOf(report);
    expect(draft).toMatchObject({ name: 'By hub', shared: true, groupBy: 'hubId', sortField: '' });
    // A report saved before filters had an op opens as exact values and saves with one.
    expect(draft.filters).toEqual([draftFilter('hubId', 'equals', 'a, b')]);
    expect(definitionOf(draft)).toEqual({
      definition: {
        fields: ['lastName'],
        filters: [{ field: 'hubId', op: 'equals', values: ['a', 'b'] }],
        groupBy: 'hubId',
        sums: [],
      },
    });
  });

  it('toggles a field in the order of the entity', () => {
    const order = ['a', 'b', 'c'];
    expect(toggled(['c'], 'a', true, order)).toEqual(['a', 'c']);
    expect(toggled(['a', 'c'], 'a', false, order)).toEqual(['c']);
  });
});
