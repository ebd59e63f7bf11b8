import { describe, expect, it } from 'vitest';
import {
  type FundraisingPerson,
  type FundraisingRow,
  fundraisingRows,
  givingOf,
  matchesSegment,
} from './segments';

const TODAY = '2026-11-27';
const person = (id: string, kind: 'alumnus' | 'supporter'): FundraisingPerson => ({
  personKind: kind === 'alumnus' ? 'student' : 'contact',
  personId: id,
  kind,
  name: `Person ${id}`,
  lastName: id,
  preferredName: null,
  email: `${id}@example.org`,
  hubId: kind === 'alumnus' ? 'hub-1' : null,
  donorId: kind === 'supporter' ? `D-${id}` : null,
});

describe('givingOf', () => {
  it('totals, counts and finds the last gift', () => {
    expect(
      givingOf([
        { amountPence: 2500, givenOn: '2025-01-01' },
        { amountPence: 1000, givenOn: '2026-03-04' },
        { amountPence: 500, givenOn: '2024-12-31' },
      ]),
    ).toEqual({ totalPence: 4000, giftCount: 3, lastGiftOn: '2026-03-04' });
    expect(givingOf([])).toEqual({ totalPence: 0, giftCount: 0, lastGiftOn: null });
  });
});

describe('fundraisingRows', () => {
  const people = [person('a', 'supporter'), person('b', 'supporter'), person('c', 'alumnus')];
  const consents: Record<string, { purpose: string; givenOn: string; withdrawnOn?: string }[]> = {
    a: [{ purpose: 'Fundraising', givenOn: '2025-01-01' }],
    b: [{ purpose: 'Fundraising', givenOn: '2025-01-01', withdrawnOn: TODAY }],
    c: [{ purpose: 'Post', givenOn: '2025-01-01' }],
  };

  it('keeps only those whose Fundraising consent holds today', () => {
    const rows = fundraisingRows(
      people,
      (p) => consents[p.personId] ?? [],
      () => [{ amountPence: 100, givenOn: '2026-01-01' }],
      TODAY,
    );
    expect(rows.map((row) => row.personId)).toEqual(['a']);
    expect(rows[0]?.totalPence).toBe(100);
  });

  it('a withdrawal dated tomorrow still lets them in today', () => {
    const later = {
      b: [{ purpose: 'Fundraising', givenOn: '2025-01-01', withdrawnOn: '2026-11-28' }],
    };
    const rows = fundraisingRows(
      [person('b', 'supporter')],
      (p) => later[p.personId as 'b'],
      () => [],
      TODAY,
    );
    expect(rows).toHaveLength(1);
  });
});

describe('matchesSegment', () => {
  const row = (over: Partial<FundraisingRow>): FundraisingRow => ({
    ...person('a', 'supporter'),
    totalPence: 0,
    giftCount: 0,
    lastGiftOn: null,
    ...over,
  });
  const giver = row({ totalPence: 500, giftCount: 1, lastGiftOn: '2024-05-01' });
  const alumnus = row({ ...person('c', 'alumnus') });

  it.each([
    [{ segment: 'alumni' as const }, [alumnus]],
    [{ segment: 'supporters' as const }, [giver]],
    [{ giving: 'given' as const }, [giver]],
    [{ giving: 'never' as const }, [alumnus]],
    [{ lastGiftBefore: '2025-01-01' }, [giver]],
    [{ lastGiftBefore: '2024-05-01' }, []],
    [{ hub: 'hub-1' }, [alumnus]],
    [{ q: 'D-A' }, [giver]],
    [{}, [giver, alumnus]],
  ])('%j', (query, expected) => {
    expect([giver, alumnus].filter((r) => matchesSegment(r, query))).toEqual(expected);
  });
});
