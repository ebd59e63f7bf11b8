import { describe, expect, it } from 'vitest';
import type { CatalogEntity, SavedReport } from '../../domain/custom-reports/definition';
import { definitionOf, draftOf, emptyDraft, toggled } from './draft';

const ENTITY: CatalogEntity = {
  name: 'students',
  label: 'Student',
  fields: ['lastName', 'firstName', 'email', 'hubId'].map((name) => ({
    name,
    label: name,
    groupable: true,
    numeric: false,
    filterable: name === 'hubId',
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
        { field: 'hubId', text: 'hub-1, hub-2' },
        { field: '', text: 'ignored' },
      ],
      sortField: 'lastName',
      sortOrder: 'desc' as const,
      groupBy: 'hubId',
    };
    expect(definitionOf(draft)).toEqual({
      definition: {
        fields: ['lastName', 'firstName', 'email'],
        filters: [{ field: 'hubId', values: ['hub-1', 'hub-2'] }],
        sort: { field: 'lastName', order: 'desc' },
        groupBy: 'hubId',
        sums: [],
      },
    });
    expect(definitionOf({ ...draft, fields: [] })).toEqual({
      problem: 'Choose at least one field',
    });
    expect(definitionOf({ ...draft, filters: [{ field: 'hubId', text: ' , ' }] })).toEqual({
      problem: 'Give at least one value',
    });
  });

  it('opens a saved report as a draft', () => {
    const report: SavedReport = {
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
    };
    const draft = draftOf(report);
    expect(draft).toMatchObject({ name: 'By hub', shared: true, groupBy: 'hubId', sortField: '' });
    expect(draft.filters).toEqual([{ field: 'hubId', text: 'a, b' }]);
    expect(definitionOf(draft)).toEqual({ definition: report.definition });
  });

  it('toggles a field in the order of the entity', () => {
    const order = ['a', 'b', 'c'];
    expect(toggled(['c'], 'a', true, order)).toEqual(['a', 'c']);
    expect(toggled(['a', 'c'], 'a', false, order)).toEqual(['c']);
  });
});
