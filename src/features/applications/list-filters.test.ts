import { describe, expect, it } from 'vitest';
import type { SyncedRecord } from '../../offline/types';
import { applicationFilters } from './list-filters';

const row = (id: string, fields: Record<string, unknown>) =>
  ({ id, version: 1, ...fields }) as SyncedRecord;

const rows = [
  row('a', {
    status: 'Under review',
    intake: '2026-09-01',
    hubId: 'hub-1',
    course: { course: 'BA' },
    otherInformation: { firstHeard: 'Facebook' },
  }),
  row('b', {
    status: 'Place offered',
    intake: '2027-09-01',
    hubId: 'hub-2',
    course: { course: 'MA' },
    otherInformation: { firstHeard: 'Friend' },
  }),
  row('c', { status: 'Under review', intake: '2027-09-01', hubId: 'hub-1', course: null }),
];

const filter = (id: string) => {
  const found = applicationFilters(rows).find((f) => f.id === id);
  if (!found) throw new Error(`No filter ${id}`);
  return found;
};
const keep = (id: string, value: string) =>
  rows.filter((r) => filter(id).predicate(r, value)).map((r) => r.id);

describe('applications list filters', () => {
  it('names the hubs, sorted by name, and still filters by the hub id', () => {
    const names: Record<string, string> = { 'hub-1': 'Leeds', 'hub-2': 'Bristol' };
    const hub = applicationFilters(rows, (id) => names[id] ?? id).find((f) => f.id === 'hub');
    expect(hub?.options).toEqual([
      { value: 'hub-2', label: 'Bristol' },
      { value: 'hub-1', label: 'Leeds' },
    ]);
    expect(rows.filter((r) => hub?.predicate(r, 'hub-1')).map((r) => r.id)).toEqual(['a', 'c']);
  });

  it('offers the values the rows hold; intakes newest first', () => {
    expect(filter('status').options.map((o) => o.value)).toEqual(['Place offered', 'Under review']);
    expect(filter('intake').options.map((o) => o.value)).toEqual(['2027-09-01', '2026-09-01']);
    expect(filter('programme').options.map((o) => o.value)).toEqual(['BA', 'MA']);
  });

  it('keeps the rows with the chosen value, reading into the parts', () => {
    expect(keep('status', 'Under review')).toEqual(['a', 'c']);
    expect(keep('programme', 'MA')).toEqual(['b']);
    expect(keep('hub', 'hub-1')).toEqual(['a', 'c']);
  });

  it('filters by first-heard group (spec §9), not by the raw answer', () => {
    expect(filter('firstHeard').options.map((o) => o.value)).toContain('Social media');
    expect(keep('firstHeard', 'Social media')).toEqual(['a']);
    expect(keep('firstHeard', 'Person')).toEqual(['b']);
  });
});
