import { describe, expect, it } from 'vitest';
import type { StoredPotentialStudent } from '../../../domain/records/potential-student';
import { leadFilters, ownerLabel, PIPELINE_STAGES, pipelineColumns } from './pipeline';

const lead = (id: string, fields: Partial<StoredPotentialStudent>): StoredPotentialStudent => ({
  id,
  version: 1,
  name: id,
  stage: 'Unknown',
  ...fields,
});

describe('pipelineColumns', () => {
  it('has a column per §4 stage, in their order, with leads by next action then name', () => {
    const columns = pipelineColumns([
      lead('Cara', { stage: 'Applicant' }),
      lead('Bea', { stage: 'Applicant', nextActionOn: '2026-10-02' }),
      lead('Abe', { stage: 'Applicant', nextActionOn: '2026-10-01' }),
      lead('Dan', { stage: 'Unknown' }),
    ]);
    expect(columns.map((column) => column.stage)).toEqual(PIPELINE_STAGES);
    expect(columns).toHaveLength(13);
    // Order numbers: Not responsive 0.1 first, Office follow up 5 last.
    expect(columns[0]?.stage).toBe('Unknown');
    expect(columns[1]?.stage).toBe('Not responsive');
    expect(columns.at(-1)?.stage).toBe('Office follow up');
    const applicants = columns.find((column) => column.stage === 'Applicant');
    expect(applicants?.leads.map((l) => l.id)).toEqual(['Abe', 'Bea', 'Cara']);
  });
});

describe('owner', () => {
  it("says you, the owner's name, or no one", () => {
    expect(ownerLabel({ ownerId: 'user-hd', ownerName: 'Harriet Dunmore' }, 'user-hd')).toBe('You');
    expect(ownerLabel({ ownerId: 'user-pd', ownerName: 'Peter Dalton' }, 'user-hd')).toBe(
      'Peter Dalton',
    );
    // Taken on another device, before the server named the owner.
    expect(ownerLabel({ ownerId: 'user-pd' }, 'user-hd')).toBe('Someone else');
    expect(ownerLabel({ ownerId: null }, 'user-hd')).toBe('No one');
  });

  it('filters the table by stage, hub and owner', () => {
    const rows = [
      lead('a', { stage: 'Applicant', hubId: 'hub-1', ownerId: 'me' }),
      lead('b', { stage: 'Unknown', hubId: 'hub-2' }),
      lead('c', { stage: 'Unknown', hubId: 'hub-2', ownerId: 'pd', ownerName: 'Peter Dalton' }),
    ];
    const [stage, hub, owner] = leadFilters(rows, (id) => `Hub ${id}`, 'me');
    expect(rows.filter((row) => stage?.predicate(row, 'Applicant')).map((r) => r.id)).toEqual([
      'a',
    ]);
    expect(hub?.options.map((option) => option.label)).toEqual(['Hub hub-1', 'Hub hub-2']);
    expect(rows.filter((row) => owner?.predicate(row, 'No one')).map((r) => r.id)).toEqual(['b']);
    expect(owner?.options.map((option) => option.label)).toEqual(['You', 'Peter Dalton', 'No one']);
    expect(rows.filter((row) => owner?.predicate(row, 'Peter Dalton')).map((r) => r.id)).toEqual([
      'c',
    ]);
  });
});
