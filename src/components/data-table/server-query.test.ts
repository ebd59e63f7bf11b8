import { describe, expect, it } from 'vitest';
import { serverQueryOf } from './server-query';

describe('serverQueryOf', () => {
  const state = {
    search: '  Ada ',
    sort: { columnId: 'dueOn', order: 'desc' as const },
    filters: { year: '2026-27', status: '' },
  };

  it('asks for the chosen filters and the trimmed search, not the empty ones', () => {
    expect(serverQueryOf(state)).toEqual({ year: '2026-27', q: 'Ada' });
    expect(serverQueryOf({ search: ' ', sort: null, filters: {} })).toEqual({});
  });

  it('adds the sort when the server sorts', () => {
    expect(serverQueryOf(state, { sort: true })).toEqual({
      year: '2026-27',
      q: 'Ada',
      sort: 'dueOn',
      order: 'desc',
    });
  });
});
