import { eq } from 'drizzle-orm';
import { ticketMessageRecordSchema } from '#domain/records/ticket';
import { ticketMessages, tickets } from '../db/schema';
import { HELPDESK_SCOPE_KEY } from '../platform/auth/scope';
import type { Tx } from '../platform/changes';
import { defineEntity, type Row } from '../platform/entities/define';
import { USER } from './references';
import { HELPDESK_SYNC, ticketScopeKeys } from './tickets';

const NAMED_ROUTES_ONLY = ['tickets:admin'] as const;

/**
 * A message's scope keys: an internal note only the helpdesk's, so its requester never receives
 * it (API or sync feed); a reply its ticket's (requester and helpdesk).
 */
export async function ticketMessageScopeKeys(row: Row, tx: Tx): Promise<string[]> {
  if (row.internal === true) return [HELPDESK_SCOPE_KEY];
  const [ticket] = await tx
    .select({ requesterId: tickets.requesterId })
    .from(tickets)
    .where(eq(tickets.id, String(row.ticketId)));
  return ticket ? ticketScopeKeys(ticket) : [HELPDESK_SCOPE_KEY];
}

/** Replies and internal notes of helpdesk tickets (issue 21); see tickets.ts. */
export const ticketMessagesEntity = defineEntity({
  name: 'ticket-messages',
  label: 'Ticket message',
  table: ticketMessages,
  inputSchema: ticketMessageRecordSchema,
  feature: 'helpdesk',
  policy: {
    view: HELPDESK_SYNC,
    create: NAMED_ROUTES_ONLY,
    update: NAMED_ROUTES_ONLY,
    delete: NAMED_ROUTES_ONLY,
  },
  scopeKeys: ticketMessageScopeKeys,
  references: { authorId: USER },
  searchable: ['body'],
  sortable: ['createdAt'],
  filterable: ['ticketId'],
  exportColumns: [
    { field: 'ticketId', label: 'Ticket' },
    { field: 'authorName', label: 'Author' },
    { field: 'createdAt', label: 'Written', kind: 'datetime' },
    { field: 'body', label: 'Message' },
  ],
});
