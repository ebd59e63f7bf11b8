import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignTicketSchema,
  raiseTicketSchema,
  statusAfter,
  type TicketEvent,
  type TicketStatus,
  ticketListQuerySchema,
  ticketMessageSchema,
} from '#domain/tickets/tickets';
import { ticketMessagesEntity } from '../../entities/ticket-messages';
import { ticketsEntity } from '../../entities/tickets';
import type { AppContext } from '../../platform/app-context';
import { type AuthContext, requirePermission } from '../../platform/auth/context';
import type { Row } from '../../platform/entities/define';
import { presentRecord } from '../../platform/entities/present';
import { createRecord, updateRecord } from '../../platform/entities/write';
import { conflict, invalid } from '../../platform/errors';
import { requireFeature } from '../../platform/features';
import { parseWith } from '../../platform/validation';
import { EITHER, helpdeskCaller, idParams } from './access';
import { registerAttachmentRoutes } from './attachment-routes';
import { helpdeskMembers, listTickets, readThread, requesterOf, visibleTicket } from './data';
import { registerTicketMailPreviews, sendTicketMail } from './mail';

const SUBMIT = ['tickets:submit'] as const;
const ADMIN = ['tickets:admin'] as const;

/**
 * The helpdesk (issue 21, spec §2.3 `/tickets`): requesters raise, reply, close and reopen their
 * own tickets; the helpdesk (tickets:admin) sees every ticket, assigns, replies (mailed to the
 * requester) and writes internal notes. Every route answers 404 while `helpdesk` is off.
 */
export function registerHelpdeskRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  registerTicketMailPreviews(context);

  /** Moves the ticket by the event (409 when its status refuses it) and touches its activity. */
  async function moveTicket(
    auth: AuthContext,
    id: string,
    event: TicketEvent,
    fields: (current: Row) => Record<string, unknown> = () => ({}),
  ) {
    const row = await updateRecord(db, ticketsEntity, auth, id, {
      expectedVersion: 0,
      // Every helpdesk change is a merge: each names the field it changes.
      canMerge: () => true,
      next: (current) => {
        const moved = statusAfter(current.status as TicketStatus, event);
        if (!moved.ok) throw conflict(moved.reason);
        const now = new Date().toISOString();
        return {
          status: moved.status,
          lastActivityAt: now,
          ...(event === 'close' ? { closedAt: now } : {}),
          ...(event === 'reopen' ? { closedAt: null } : {}),
          ...fields(current),
        };
      },
    });
    return presentRecord(ticketsEntity, row);
  }

  api.get('/api/tickets', async (request) => {
    requireFeature(context, 'helpdesk', 'The helpdesk');
    const query = parseWith(ticketListQuerySchema, request.query);
    const auth = requirePermission(request, query.mode === 'all' ? ADMIN : SUBMIT);
    const items = await listTickets(db, auth, query, new Date());
    return { items, total: items.length };
  });

  api.post('/api/tickets', async (request, reply) => {
    const auth = helpdeskCaller(context, request, SUBMIT);
    const input = parseWith(raiseTicketSchema, request.body);
    const row = await createRecord(db, ticketsEntity, auth, {
      ...input,
      requesterId: auth.user.id,
      requesterName: auth.user.name,
      status: 'Open' satisfies TicketStatus,
      lastActivityAt: new Date().toISOString(),
    });
    await sendTicketMail(context, {
      template: 'ticket-raised',
      to: auth.user.email,
      requesterName: auth.user.name,
      ticket: { id: String(row.id), number: Number(row.number), subject: String(row.subject) },
    });
    return reply.code(201).send(presentRecord(ticketsEntity, row));
  });

  api.get('/api/tickets/assignees', async (request) => {
    helpdeskCaller(context, request, ADMIN);
    const items = await helpdeskMembers(db);
    return { items, total: items.length };
  });

  api.get('/api/tickets/:id', { schema: { params: idParams } }, async (request) => {
    const auth = helpdeskCaller(context, request, EITHER);
    const row = await visibleTicket(db, auth, request.params.id);
    return readThread(db, auth, row, new Date());
  });

  // A reply: by the requester (the ticket waits on the helpdesk again) or by the helpdesk (the
  // requester is mailed; the ticket waits on them).
  api.post(
    '/api/tickets/:id/messages',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = helpdeskCaller(context, request, EITHER);
      const ticket = await visibleTicket(db, auth, request.params.id);
      const input = parseWith(ticketMessageSchema, request.body);
      const byRequester = ticket.requesterId === auth.user.id;
      const event: TicketEvent = byRequester ? 'requester-reply' : 'helpdesk-reply';
      const moved = statusAfter(ticket.status as TicketStatus, event);
      if (!moved.ok) throw conflict(moved.reason);
      const message = await createRecord(db, ticketMessagesEntity, auth, {
        id: input.id,
        ticketId: ticket.id,
        authorId: auth.user.id,
        authorName: auth.user.name,
        body: input.body,
        internal: false,
      });
      await moveTicket(auth, ticket.id, event);
      if (!byRequester) {
        const requester = await requesterOf(db, ticket.requesterId);
        if (requester) {
          await sendTicketMail(context, {
            template: 'ticket-reply',
            to: requester.email,
            requesterName: requester.name,
            ticket: { id: ticket.id, number: ticket.number, subject: ticket.subject },
            reply: { authorName: auth.user.name, body: input.body },
          });
        }
      }
      return reply.code(201).send(presentRecord(ticketMessagesEntity, message));
    },
  );

  // An internal note: the helpdesk's only (scope key `helpdesk`), never the requester's.
  api.post('/api/tickets/:id/notes', { schema: { params: idParams } }, async (request, reply) => {
    const auth = helpdeskCaller(context, request, ADMIN);
    const ticket = await visibleTicket(db, auth, request.params.id);
    const input = parseWith(ticketMessageSchema, request.body);
    const message = await createRecord(db, ticketMessagesEntity, auth, {
      id: input.id,
      ticketId: ticket.id,
      authorId: auth.user.id,
      authorName: auth.user.name,
      body: input.body,
      internal: true,
    });
    return reply.code(201).send(presentRecord(ticketMessagesEntity, message));
  });

  for (const event of ['close', 'reopen'] as const) {
    api.post(`/api/tickets/:id/${event}`, { schema: { params: idParams } }, async (request) => {
      const auth = helpdeskCaller(context, request, EITHER);
      const ticket = await visibleTicket(db, auth, request.params.id);
      return moveTicket(auth, ticket.id, event);
    });
  }

  api.post('/api/tickets/:id/assign', { schema: { params: idParams } }, async (request) => {
    const auth = helpdeskCaller(context, request, ADMIN);
    const ticket = await visibleTicket(db, auth, request.params.id);
    const { assigneeId } = parseWith(assignTicketSchema, request.body);
    const member = assigneeId
      ? (await helpdeskMembers(db)).find((person) => person.id === assigneeId)
      : undefined;
    if (assigneeId && !member) {
      throw invalid([{ param: 'assigneeId', message: 'Choose a member of the helpdesk' }]);
    }
    return moveTicket(auth, ticket.id, 'assign', () => ({
      assigneeId: member?.id ?? null,
      assigneeName: member?.name ?? null,
    }));
  });

  registerAttachmentRoutes(app, context);
}
