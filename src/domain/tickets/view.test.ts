import { describe, expect, it } from 'vitest';
import type { StoredTicket } from '../records/ticket';
import { matchesTicketFilters, mergeMessages, mergeTicketLists, type TicketView } from './view';

const age = { running: true, workingHours: 2, overdue: false, label: '2 h' };
const ticket = (id: string, extra: Partial<StoredTicket> = {}): TicketView => ({
  id,
  version: 1,
  requesterId: 'u1',
  requesterName: 'Ada',
  category: 'Other',
  subject: 'S',
  description: 'D',
  status: 'Open',
  lastActivityAt: '2026-11-20T10:00:00.000Z',
  age,
  ...extra,
});

describe('mergeTicketLists', () => {
  it('keeps the server’s copy unless the device holds a newer or unsent one', () => {
    const merged = mergeTicketLists(
      [ticket('a', { version: 3, status: 'Waiting' }), ticket('b', { version: 2 })],
      [
        ticket('a', { version: 2, status: 'Open' }),
        ticket('b', { version: 3, status: 'Closed' }),
        ticket('c', { version: 0, lastActivityAt: '2026-11-27T10:00:00.000Z' }),
      ],
    );
    expect(merged.map((t) => [t.id, t.status])).toEqual([
      ['c', 'Open'],
      ['a', 'Waiting'],
      ['b', 'Closed'],
    ]);
  });
});

describe('matchesTicketFilters', () => {
  it('filters by status, category, assignee (or none) and SLA age', () => {
    const open = ticket('a', { assigneeId: 'u9' });
    expect(matchesTicketFilters(open, { status: 'Open' })).toBe(true);
    expect(matchesTicketFilters(open, { status: 'Closed' })).toBe(false);
    expect(matchesTicketFilters(open, { category: 'Fees and finance' })).toBe(false);
    expect(matchesTicketFilters(open, { assignee: 'none' })).toBe(false);
    expect(matchesTicketFilters(open, { assignee: 'u9' })).toBe(true);
    expect(matchesTicketFilters(open, { age: 'over' })).toBe(false);
    expect(matchesTicketFilters({ ...open, age: { ...age, overdue: true } }, { age: 'over' })).toBe(
      true,
    );
  });
});

describe('mergeMessages', () => {
  it('adds unsent messages after the server’s, oldest first', () => {
    const base = { ticketId: 't', authorId: 'u1', authorName: 'Ada', internal: false };
    const merged = mergeMessages(
      [{ ...base, id: 'm1', version: 1, body: 'first', createdAt: '2026-11-20T10:00:00Z' }],
      [
        { ...base, id: 'm2', version: 0, body: 'unsent' },
        { ...base, id: 'm1', version: 0, body: 'stale' },
      ],
    );
    expect(merged.map((m) => m.body)).toEqual(['first', 'unsent']);
    // The database's text form and ISO times sort by the instant they name.
    const mixed = mergeMessages(
      [{ ...base, id: 'a', version: 1, body: 'second', createdAt: '2026-11-27 12:55:30.5+00' }],
      [{ ...base, id: 'b', version: 1, body: 'first', createdAt: '2026-11-27T12:55:10.000Z' }],
    );
    expect(mixed.map((m) => m.body)).toEqual(['first', 'second']);
  });
});
