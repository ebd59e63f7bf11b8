import { describe, expect, it } from 'vitest';
import { applicationsInMode } from './modes';

const application = (id: string, status: string, course = 'BA') => ({
  id,
  version: 1,
  status,
  course: { course },
});

describe('applicationsInMode', () => {
  const rows = [
    application('a', 'Under review'),
    application('b', 'Confirmed (deposit paid)'),
    application('c', 'Rejected (by the college)'),
    application('d', 'Place offered', 'FC'),
  ];
  it.each([
    ['ongoing', ['a']],
    ['confirmed', ['b']],
    ['all', ['a', 'b', 'c', 'd']],
    ['fc-ongoing', ['d']],
    ['fc-all', ['d']],
  ])('%s → %j', (mode, ids) => {
    expect(applicationsInMode(rows, mode).map((row) => row.id)).toEqual(ids);
  });
});
