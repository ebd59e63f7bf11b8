import { describe, expect, it } from 'vitest';
import { TICKET_CATEGORIES, TICKET_STATUSES } from '#domain/tickets/tickets';
import { HELPDESK_SCOPE_KEY } from '../../platform/auth/scope';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { generateTickets } from './tickets';

const TODAY = '2026-11-27';

describe('generateTickets', () => {
  const data = generateTickets(TODAY);

  it('makes a small queue: students and staff, every status, some assigned', () => {
    expect(data.tickets).toHaveLength(5);
    expect(new Set(data.tickets.map((ticket) => ticket.status))).toEqual(new Set(TICKET_STATUSES));
    for (const ticket of data.tickets) {
      expect(TICKET_CATEGORIES).toContain(ticket.category);
      const requester = DEMO_ACCOUNTS.find((account) => account.id === ticket.requesterId);
      expect(requester?.name).toBe(ticket.requesterName);
      expect(ticket.closedAt !== null).toBe(ticket.status === 'Closed');
      expect(String(ticket.createdAt) < `${TODAY}T00:00:00Z`).toBe(true);
    }
    const requesters = data.tickets.map((ticket) => ticket.requesterId);
    expect(requesters).toEqual(
      expect.arrayContaining(['user-student', 'user-student2', 'user-hd']),
    );
    const assignees = data.tickets.map((ticket) => ticket.assigneeId);
    expect(assignees).toContain(null);
    expect(assignees).toContain('user-registrar');
  });

  it('scopes a ticket and its replies to the requester and the helpdesk, a note to the helpdesk', () => {
    const byId = new Map(data.tickets.map((ticket) => [ticket.id, ticket]));
    for (const ticket of data.tickets) {
      expect(ticket.scopeKeys).toEqual([`user:${ticket.requesterId}`, HELPDESK_SCOPE_KEY]);
    }
    expect(data.ticketMessages.some((message) => message.internal)).toBe(true);
    expect(data.ticketMessages.some((message) => !message.internal)).toBe(true);
    for (const message of data.ticketMessages) {
      const ticket = byId.get(message.ticketId);
      expect(message.scopeKeys).toEqual(
        message.internal ? [HELPDESK_SCOPE_KEY] : ticket?.scopeKeys,
      );
      // Written after the ticket was raised, by its last activity at the latest.
      expect(String(message.createdAt) > String(ticket?.createdAt)).toBe(true);
      expect(String(message.createdAt) <= String(ticket?.lastActivityAt)).toBe(true);
    }
  });

  it('is deterministic for a day, and follows the day', () => {
    expect(generateTickets(TODAY)).toEqual(data);
    expect(generateTickets('2026-12-04').tickets[0]?.createdAt).not.toBe(
      data.tickets[0]?.createdAt,
    );
  });
});
