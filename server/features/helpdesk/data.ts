import { and, asc, desc, eq, inArray, isNull, max, type SQL } from 'drizzle-orm';
import { isoTimestamp } from '#domain/records/timestamp';
import { slaStart, type TicketAge, ticketAge } from '#domain/tickets/sla';
import type { TicketListQuery, TicketStatus } from '#domain/tickets/tickets';
import { ticketAttachments, ticketMessages, tickets, users } from '../../db/schema';
import { ticketsEntity } from '../../entities/tickets';
import type { AppContext } from '../../platform/app-context';
import type { AuthContext } from '../../platform/auth/context';
import { claimsOf } from '../../platform/auth/roles';
import type { Row } from '../../platform/entities/define';
import { presentRecord } from '../../platform/entities/present';
import { notFound } from '../../platform/errors';

type Db = AppContext['db'];
type TicketRow = typeof tickets.$inferSelect;

/** Whether the caller is the helpdesk (answers every ticket). */
export const isHelpdesk = (auth: AuthContext) => auth.checker.check('tickets:admin');

/**
 * The ticket, when the caller may see it: the helpdesk any, a requester their own; 404
 * otherwise (another's ticket does not exist to them).
 */
export async function visibleTicket(db: Db, auth: AuthContext, id: string): Promise<TicketRow> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
  if (!row || (!isHelpdesk(auth) && row.requesterId !== auth.user.id)) {
    throw notFound('There is no such ticket');
  }
  return row;
}

/** When each ticket's requester last wrote (their replies), by ticket id. */
async function requesterMessageTimes(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ ticketId: ticketMessages.ticketId, at: max(ticketMessages.createdAt) })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(
      and(
        inArray(ticketMessages.ticketId, [...ids]),
        eq(ticketMessages.authorId, tickets.requesterId),
      ),
    )
    .groupBy(ticketMessages.ticketId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.ticketId, iso(row.at)]] : [])));
}

const iso = (value: string) => isoTimestamp(value);

/** A ticket as the lists and the thread show it: the record and its SLA age now. */
export type TicketView = Record<string, unknown> & { age: TicketAge };

function viewOf(row: TicketRow, lastRequesterAt: string | undefined, now: Date): TicketView {
  const since = slaStart(iso(row.createdAt), lastRequesterAt ? [lastRequesterAt] : []);
  return {
    ...presentRecord(ticketsEntity, row as unknown as Row),
    age: ticketAge({ status: row.status as TicketStatus, since }, now),
  };
}

/** The queue (helpdesk, every ticket) or the caller's own tickets, filtered, latest first. */
export async function listTickets(
  db: Db,
  auth: AuthContext,
  query: TicketListQuery,
  now: Date,
): Promise<TicketView[]> {
  const conditions: SQL[] = [];
  if (query.mode === 'mine') conditions.push(eq(tickets.requesterId, auth.user.id));
  if (query.status) conditions.push(eq(tickets.status, query.status));
  if (query.category) conditions.push(eq(tickets.category, query.category));
  if (query.assignee === 'none') conditions.push(isNull(tickets.assigneeId));
  else if (query.assignee) conditions.push(eq(tickets.assigneeId, query.assignee));
  const rows = await db
    .select()
    .from(tickets)
    .where(and(...conditions))
    .orderBy(desc(tickets.lastActivityAt), desc(tickets.number));
  const times = await requesterMessageTimes(
    db,
    rows.map((row) => row.id),
  );
  const views = rows.map((row) => viewOf(row, times.get(row.id), now));
  if (query.age === 'over') return views.filter((view) => view.age.overdue);
  if (query.age === 'within') return views.filter((view) => !view.age.overdue);
  return views;
}

/** One ticket with its messages (internal notes for the helpdesk only) and attachments. */
export async function readThread(db: Db, auth: AuthContext, row: TicketRow, now: Date) {
  const helpdesk = isHelpdesk(auth);
  const messages = await db
    .select()
    .from(ticketMessages)
    .where(
      helpdesk
        ? eq(ticketMessages.ticketId, row.id)
        : and(eq(ticketMessages.ticketId, row.id), eq(ticketMessages.internal, false)),
    )
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  const attachments = await db
    .select({
      id: ticketAttachments.id,
      fileName: ticketAttachments.fileName,
      contentType: ticketAttachments.contentType,
      size: ticketAttachments.size,
      createdAt: ticketAttachments.createdAt,
    })
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, row.id))
    .orderBy(asc(ticketAttachments.createdAt));
  const lastRequester = messages
    .filter((message) => message.authorId === row.requesterId)
    .map((message) => iso(message.createdAt))
    .at(-1);
  return {
    ticket: viewOf(row, lastRequester, now),
    messages: messages.map(({ scopeKeys: _keys, ...message }) => message),
    attachments,
  };
}

/** The people who may be assigned a ticket: active holders of tickets:admin. */
export async function helpdeskMembers(db: Db): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, roles: users.roles, claims: users.claims })
    .from(users)
    .where(eq(users.active, true))
    .orderBy(asc(users.name));
  return rows
    .filter((user) => {
      const claims = claimsOf(user);
      return claims.includes('*') || claims.includes('tickets:admin');
    })
    .map(({ id, name }) => ({ id, name }));
}

/** The e-mail address and name of a ticket's requester. */
export async function requesterOf(db: Db, requesterId: string) {
  const [user] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, requesterId));
  return user;
}
