import { describe, expect, it } from 'vitest';
import {
  countBy,
  countByFirstContact,
  countByFirstHeardGroup,
  countByHub,
  countByIntake,
  countByProgramme,
  countByStatus,
  NOT_GIVEN,
  OTHER_SOURCE,
  yearOnYear,
} from './statistics';

const app = (fields: Record<string, unknown>) => fields;

describe('countBy', () => {
  it('puts fixed keys first with zeros, the rest by count then label, and Not given last', () => {
    const records = [{ k: 'b' }, { k: 'c' }, { k: 'c' }, {}, { k: 'a' }, { k: 'd' }];
    const counts = countBy(records, (r) => r.k as string | undefined, { fixed: ['z', 'b'] });
    expect(counts.map((c) => [c.key, c.count])).toEqual([
      ['z', 0],
      ['b', 1],
      ['c', 2],
      ['a', 1],
      ['d', 1],
      [NOT_GIVEN, 1],
    ]);
  });

  it('does not repeat Not given when it is a fixed key', () => {
    const counts = countBy([{}], () => undefined, { fixed: [NOT_GIVEN] });
    expect(counts).toEqual([{ key: NOT_GIVEN, label: NOT_GIVEN, count: 1 }]);
  });
});

describe('breakdowns', () => {
  const records = [
    app({
      status: 'Approved',
      intake: '2026-09-01',
      hubId: 'hub-1',
      course: { course: 'BA' },
      otherInformation: { firstHeard: 'Instagram' },
    }),
    app({
      status: 'Approved',
      intake: '2027-01-10',
      hubId: 'hub-2',
      course: { course: 'MA' },
      otherInformation: { firstHeard: 'church' },
      firstContact: 'KTE',
    }),
    app({
      status: 'In progress',
      intake: '2025-09-01',
      hubId: 'hub-1',
      course: { course: 'BA' },
      otherInformation: { firstHeard: 'A poster' },
    }),
    app({ status: ' ', course: null, otherInformation: { firstHeard: '' } }),
  ];

  it('counts every status of spec §4 in order, zeros included', () => {
    const counts = countByStatus(records);
    expect(counts).toHaveLength(15);
    expect(counts[0]).toEqual({ key: 'In progress', label: 'In progress', count: 1 });
    expect(counts.find((c) => c.key === 'Approved')?.count).toBe(2);
    expect(counts.at(-1)).toEqual({ key: NOT_GIVEN, label: NOT_GIVEN, count: 1 });
  });

  it('counts intakes newest first', () => {
    expect(countByIntake(records).map((c) => c.key)).toEqual([
      '2027-01-10',
      '2026-09-01',
      '2025-09-01',
      NOT_GIVEN,
    ]);
  });

  it('counts programmes and hubs with their names', () => {
    expect(countByProgramme(records, { BA: 'BA (Hons)' })[0]).toEqual({
      key: 'BA',
      label: 'BA (Hons)',
      count: 2,
    });
    expect(countByProgramme(records)[1]?.label).toBe('MA');
    expect(countByHub(records, { 'hub-2': 'Leeds Hub' }).map((c) => c.label)).toEqual([
      'hub-1',
      'Leeds Hub',
      NOT_GIVEN,
    ]);
    expect(countByHub(records)[1]?.label).toBe('hub-2');
  });

  it('groups first-heard answers into the spec §9 groups', () => {
    const counts = Object.fromEntries(countByFirstHeardGroup(records).map((c) => [c.key, c.count]));
    expect(counts).toEqual({
      'Social media': 1,
      'Other media': 0,
      Person: 0,
      Church: 1,
      Conference: 0,
      [OTHER_SOURCE]: 1,
      [NOT_GIVEN]: 1,
    });
  });

  it('counts the derived first contact', () => {
    expect(countByFirstContact(records).map((c) => [c.key, c.count])).toEqual([
      ['A poster', 1],
      ['church / KTE', 1],
      ['Instagram', 1],
      [NOT_GIVEN, 1],
    ]);
  });
});

describe('yearOnYear', () => {
  const created = (createdAt: unknown) => ({ createdAt });

  it('compares this cycle to the previous one at the same date, month by month', () => {
    const result = yearOnYear(
      [
        created('2026-08-01T00:00:00Z'),
        created('2026-11-22T23:59:00Z'),
        created('2026-11-23T00:00:00Z'),
        created('2025-08-15T10:00:00Z'),
        created('2025-11-22T12:00:00Z'),
        created('2025-11-23T00:00:00Z'),
        created('2025-07-31T12:00:00Z'),
        created('not a date'),
        created(undefined),
      ],
      new Date('2026-11-22T08:00:00Z'),
    );
    expect(result.current).toEqual({
      title: '2026-27',
      from: '2026-08-01',
      to: '2026-11-22',
      count: 2,
    });
    expect(result.previous).toEqual({
      title: '2025-26',
      from: '2025-08-01',
      to: '2025-11-22',
      count: 2,
    });
    expect(result.months).toEqual([
      { label: 'Aug', current: 1, previous: 1 },
      { label: 'Sep', current: 0, previous: 0 },
      { label: 'Oct', current: 0, previous: 0 },
      { label: 'Nov', current: 1, previous: 1 },
    ]);
  });

  it('compares 29 February with 28 February a year before, across the new year', () => {
    const result = yearOnYear(
      [created('2027-02-28T10:00:00Z'), created('2028-01-05T10:00:00Z')],
      new Date('2028-02-29T10:00:00Z'),
    );
    expect(result.previous.to).toBe('2027-02-28');
    expect(result.previous.count).toBe(1);
    expect(result.current.count).toBe(1);
    expect(result.months.map((m) => m.label)).toEqual([
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan',
      'Feb',
    ]);
    expect(result.months[5]).toEqual({ label: 'Jan', current: 1, previous: 0 });
    expect(result.months[6]).toEqual({ label: 'Feb', current: 0, previous: 1 });
  });
});
