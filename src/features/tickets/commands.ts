import { z } from 'zod';
import {
  assignTicketSchema,
  raiseTicketSchema,
  statusAfter,
  type TicketEvent,
  ticketMessageSchema,
} from '../../domain/tickets/tickets';
import { defineCommand } from '../../offline/commands';
import { type CollegiumDb, recordTable } from '../../offline/database';

// The helpdesk's writes (issue 21). Each is shown on the device at once and sent when online;
// ids are made here, so a resend (with its Idempotency-Key) never makes a second record.

const who = { userId: z.string().min(1), userName: z.string().min(1) };

/** Raising a ticket: the request, and who raises it (shown until the server's copy arrives). */
export const raiseTicket = defineCommand({
  name: 'tickets.raise',
  schema: raiseTicketSchema.extend(who),
  label: (input) => `New ticket: ${input.subject}`,
  method: 'POST',
  path: () => '/api/tickets',
  body: ({ id, category, subject, description }) => ({ id, category, subject, description }),
  entity: 'tickets',
  recordId: (input) => input.id,
  apply: async (db, input) => {
    await recordTable(db, 'tickets').put({
      id: input.id,
      version: 0,
      requesterId: input.userId,
      requesterName: input.userName,
      category: input.category,
      subject: input.subject,
      description: input.description,
      status: 'Open',
      lastActivityAt: new Date().toISOString(),
    });
  },
});
export type RaiseTicketInput = z.input<typeof raiseTicket.schema>;

const messageInput = ticketMessageSchema.extend({
  ticketId: z.string().min(1),
  ticketNumber: z.number().int().optional(),
  ...who,
});
export type TicketMessageCommandInput = z.input<typeof messageInput>;

const ticketName = (input: { ticketNumber?: number | undefined }) =>
  input.ticketNumber ? `ticket ${input.ticketNumber}` : 'a new ticket';

/** Moves the device's copy of the ticket as the server will (src/domain/tickets). */
async function moveLocal(db: CollegiumDb, ticketId: string, event: TicketEvent) {
  const table = recordTable(db, 'tickets');
  const ticket = await table.get(ticketId);
  if (!ticket) return;
  const moved = statusAfter(ticket.status, event);
  if (moved.ok) await table.put({ ...ticket, status: moved.status });
}

function messageCommand(kind: 'reply' | 'note') {
  return defineCommand({
    name: kind === 'reply' ? 'tickets.reply' : 'tickets.note',
    schema: messageInput,
    label: (input) => `${kind === 'reply' ? 'Reply on' : 'Internal note on'} ${ticketName(input)}`,
    method: 'POST',
    path: (input) =>
      `/api/tickets/${encodeURIComponent(input.ticketId)}/${kind === 'reply' ? 'messages' : 'notes'}`,
    body: ({ id, body }) => ({ id, body }),
    entity: 'ticket-messages',
    recordId: (input) => input.id,
    apply: async (db, input) => {
      await recordTable(db, 'ticket-messages').put({
        id: input.id,
        version: 0,
        ticketId: input.ticketId,
        authorId: input.userId,
        authorName: input.userName,
        body: input.body,
        internal: kind === 'note',
      });
    },
  });
}

/** A reply on a ticket: by its requester, or by the helpdesk (the requester is mailed). */
export const replyToTicket = messageCommand('reply');
/** An internal note: the helpdesk's only, never shown or sent to the requester. */
export const addTicketNote = messageCommand('note');

const ticketRef = z.object({
  ticketId: z.string().min(1),
  ticketNumber: z.number().int().optional(),
});
export type TicketRef = z.input<typeof ticketRef>;

function moveCommand(event: 'close' | 'reopen') {
  return defineCommand({
    name: `tickets.${event}`,
    schema: ticketRef,
    label: (input) => `${event === 'close' ? 'Close' : 'Reopen'} ${ticketName(input)}`,
    method: 'POST',
    path: (input) => `/api/tickets/${encodeURIComponent(input.ticketId)}/${event}`,
    body: () => ({}),
    entity: 'tickets',
    recordId: (input) => input.ticketId,
    apply: (db, input) => moveLocal(db, input.ticketId, event),
  });
}

/** Closing a ticket (its requester or the helpdesk). */
export const closeTicket = moveCommand('close');
/** Reopening a closed ticket. */
export const reopenTicket = moveCommand('reopen');

/** Assigning a ticket to a member of the helpdesk (or nobody). */
export const assignTicket = defineCommand({
  name: 'tickets.assign',
  schema: ticketRef.extend({
    assigneeId: assignTicketSchema.shape.assigneeId,
    assigneeName: z.string().nullable(),
  }),
  label: (input) => `Assign ${ticketName(input)} to ${input.assigneeName ?? 'nobody'}`,
  method: 'POST',
  path: (input) => `/api/tickets/${encodeURIComponent(input.ticketId)}/assign`,
  body: (input) => ({ assigneeId: input.assigneeId }),
  entity: 'tickets',
  recordId: (input) => input.ticketId,
  apply: async (db, input) => {
    const table = recordTable(db, 'tickets');
    const ticket = await table.get(input.ticketId);
    if (ticket) {
      await table.put({
        ...ticket,
        assigneeId: input.assigneeId,
        assigneeName: input.assigneeName,
      });
    }
  },
});
