import { describe, expect, it } from 'vitest';
import { raiseTicketSchema, statusAfter, type TICKET_STATUSES, type TicketEvent } from './tickets';

describe('statusAfter', () => {
  const cases: [string, TicketEvent, string | null][] = [
    ['Open', 'helpdesk-reply', 'Waiting'],
    ['Waiting', 'requester-reply', 'Open'],
    ['Waiting', 'helpdesk-reply', 'Waiting'],
    ['Open', 'requester-reply', 'Open'],
    ['Open', 'note', 'Open'],
    ['Closed', 'note', 'Closed'],
    ['Open', 'close', 'Closed'],
    ['Waiting', 'close', 'Closed'],
    ['Closed', 'reopen', 'Open'],
    ['Closed', 'requester-reply', null],
    ['Closed', 'helpdesk-reply', null],
    ['Closed', 'close', null],
    ['Closed', 'assign', null],
    ['Open', 'reopen', null],
    ['Waiting', 'assign', 'Waiting'],
  ];
  it.each(cases)('%s + %s → %s', (from, event, to) => {
    const result = statusAfter(from as (typeof TICKET_STATUSES)[number], event);
    if (to === null) expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true, status: to });
  });

  it('says why a reply to a closed ticket is refused', () => {
    expect(statusAfter('Closed', 'requester-reply')).toEqual({
      ok: false,
      reason: 'Reopen the ticket to reply',
    });
  });
});

describe('raiseTicketSchema', () => {
  it('trims and accepts a ticket, refusing an unknown category and an empty subject', () => {
    const ok = raiseTicketSchema.safeParse({
      id: 't-1',
      category: 'Other',
      subject: '  Cannot sign in ',
      description: 'Since Monday',
    });
    expect(ok.success && ok.data.subject).toBe('Cannot sign in');
    const bad = raiseTicketSchema.safeParse({
      id: 't-1',
      category: 'Gossip',
      subject: ' ',
      description: 'x',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['category', 'subject']);
  });
});
