import { describe, expect, it } from 'vitest';
import { groupRows, hubOfGroup, matchesGroup } from './groups';

const hubs = [
  { id: 'hub-1', name: 'Leeds' },
  { id: 'hub-2', name: 'York' },
];

describe('group leaders report', () => {
  it('places a group in a hub by idnumber, then by name', () => {
    expect(hubOfGroup({ name: 'Anything', idnumber: 'hub-2' }, hubs)?.name).toBe('York');
    expect(hubOfGroup({ name: ' leeds ', idnumber: '' }, hubs)?.id).toBe('hub-1');
    expect(hubOfGroup({ name: 'Paris', idnumber: 'x' }, hubs)).toBeUndefined();
  });

  it('names the teachers among the members as leaders and counts students', () => {
    const rows = groupRows(
      { id: 7, shortname: 'C7', fullname: 'Course 7' },
      [
        { id: 1, name: 'Leeds', idnumber: '' },
        { id: 2, name: 'York', idnumber: '' },
      ],
      [
        { name: 'Tess', roles: ['editingteacher'], groups: [1] },
        { name: 'Nora', roles: ['teacher'], groups: [1, 2] },
        { name: 'Sam', roles: ['student'], groups: [1] },
        { name: 'Outsider', roles: ['editingteacher'], groups: [] },
      ],
      hubs,
    );
    expect(rows.map((row) => [row.group, row.hubId, row.leaders, row.students])).toEqual([
      ['Leeds', 'hub-1', ['Nora', 'Tess'], 1],
      ['York', 'hub-2', ['Nora'], 0],
    ]);
    expect(rows.filter((row) => matchesGroup(row, { hub: 'hub-2' }))).toHaveLength(1);
    expect(rows.filter((row) => matchesGroup(row, { q: 'tess' }))).toHaveLength(1);
    expect(rows.filter((row) => matchesGroup(row, { leaders: 'without' }))).toHaveLength(0);
  });
});
