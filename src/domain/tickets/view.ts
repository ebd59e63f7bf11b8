import type { StoredTicket, StoredTicketMessage } from '../records/ticket';
import { isoTimestamp } from '../records/timestamp';
import { slaStart, type TicketAge, ticketAge } from './sla';
import type { TicketListQuery } from './tickets';

/** A ticket as the lists show it: the record and its SLA age. */
export type TicketView = StoredTicket & { age: TicketAge };

/**
 * The newer of two copies of a record: the device's when it holds a change not yet sent
 * (version 0) or a later version than the server's answer the screen last read.
 */
export function newerCopy<T extends { version: number }>(
  server: T | undefined,
  local: T | undefined,
) {
  if (!local) return server;
  if (!server) return local;
  return local.version === 0 || local.version > server.version ? local : server;
}

/** The age of a ticket read from the device: from raising (or now, not yet sent) and its messages. */
export function localAge(
  ticket: StoredTicket,
  messages: readonly StoredTicketMessage[],
  now: Date,
): TicketAge {
  const raised = ticket.createdAt ?? now.toISOString();
  const since = slaStart(
    raised,
    messages
      .filter((message) => message.authorId === ticket.requesterId && message.createdAt)
      .map((message) => message.createdAt ?? raised),
  );
  return ticketAge({ status: ticket.status, since }, now);
}

/** Whether a ticket passes the queue's filters (the same the server applies). */
export function matchesTicketFilters(ticket: TicketView, query: Omit<TicketListQuery, 'mode'>) {
  if (query.status && ticket.status !== query.status) return false;
  if (query.category && ticket.category !== query.category) return false;
  if (query.assignee === 'none' && ticket.assigneeId) return false;
  if (query.assignee && query.assignee !== 'none' && ticket.assigneeId !== query.assignee) {
    return false;
  }
  if (query.age === 'over' && !ticket.age.overdue) return false;
  if (query.age === 'within' && ticket.age.overdue) return false;
  return true;
}

/**
 * The list a screen shows: the server's answer with the device's newer copies over it and the
 * tickets only the device holds yet (raised offline), latest activity first.
 */
export function mergeTicketLists(
  server: readonly TicketView[],
  local: readonly TicketView[],
): TicketView[] {
  const byId = new Map(server.map((ticket) => [ticket.id, ticket]));
  for (const ticket of local) {
    const newer = newerCopy(byId.get(ticket.id), ticket);
    if (newer) byId.set(ticket.id, newer);
  }
  // The server's text form (`2026-11-27 12:55:00+00`) and ISO sort alike once both are ISO.
  const activity = (ticket: TicketView) =>
    isoTimestamp(ticket.lastActivityAt ?? ticket.createdAt ?? '\uffff');
  return [...byId.values()].toSorted((a, b) => activity(b).localeCompare(activity(a)));
}

/** The thread's messages: the server's, with those sent from this device and not yet answered. */
export function mergeMessages(
  server: readonly StoredTicketMessage[],
  local: readonly StoredTicketMessage[],
): StoredTicketMessage[] {
  const byId = new Map(server.map((message) => [message.id, message]));
  for (const message of local) if (!byId.has(message.id)) byId.set(message.id, message);
  const at = (message: StoredTicketMessage) =>
    message.createdAt ? isoTimestamp(message.createdAt) : '\uffff';
  return [...byId.values()].toSorted((a, b) => at(a).localeCompare(at(b)));
}
