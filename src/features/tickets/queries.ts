import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { api, messageOfFailure } from '../../api/client';
import type { StoredTicketMessage } from '../../domain/records/ticket';
import { isoTimestamp } from '../../domain/records/timestamp';
import type { TicketListQuery } from '../../domain/tickets/tickets';
import {
  localAge,
  matchesTicketFilters,
  mergeMessages,
  mergeTicketLists,
  newerCopy,
  type TicketView,
} from '../../domain/tickets/view';
import { useOffline } from '../../offline-react/OfflineProvider';
import { session } from '../../state/session';

export type TicketFilters = Omit<TicketListQuery, 'mode'>;

/** A file attached to a ticket, as the thread lists it. */
export interface TicketAttachment {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

interface Thread {
  ticket: TicketView;
  messages: StoredTicketMessage[];
  attachments: TicketAttachment[];
}

async function getJson<T>(path: string, searchParams?: Record<string, string>): Promise<T> {
  try {
    return await api.get(path, searchParams ? { searchParams } : {}).json<T>();
  } catch (failure) {
    throw new Error(await messageOfFailure(failure));
  }
}

/** The server's times in ISO form, as the device's are (lists sort by them). */
function normalised<T extends { createdAt?: string; lastActivityAt?: string }>(record: T): T {
  return {
    ...record,
    ...(record.createdAt ? { createdAt: isoTimestamp(record.createdAt) } : {}),
    ...(record.lastActivityAt ? { lastActivityAt: isoTimestamp(record.lastActivityAt) } : {}),
  };
}

/**
 * The tickets a list shows: the server's (the queue's filters applied there; kept for offline
 * reading by the query cache) with what this device holds over them, so a ticket raised offline
 * is listed at once.
 */
export function useTicketList(mode: 'all' | 'mine', filters: TicketFilters) {
  const engine = useOffline();
  const { user } = useSnapshot(session);
  const userId = user?.id;
  const params = Object.fromEntries(
    Object.entries({ mode, ...filters }).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    ),
  );
  const query = useQuery({
    queryKey: ['tickets', userId, params],
    queryFn: () => getJson<{ items: TicketView[] }>('tickets', params),
  });
  const local = useLiveQuery(async () => {
    const db = engine?.db;
    if (!db || !userId) return [];
    const tickets =
      mode === 'mine'
        ? await db.tickets.where('requesterId').equals(userId).toArray()
        : await db.tickets.toArray();
    const messages = await db['ticket-messages'].toArray();
    const now = new Date();
    return tickets.map((ticket) => ({
      ...ticket,
      age: localAge(
        ticket,
        messages.filter((message) => message.ticketId === ticket.id),
        now,
      ),
    }));
  }, [engine, mode, userId]);
  const server = (query.data?.items ?? []).map(normalised);
  const items = mergeTicketLists(
    server,
    (local ?? []).filter((ticket) => matchesTicketFilters(ticket, filters)),
  );
  const loaded = query.data !== undefined || (local !== undefined && local.length > 0);
  return { items, loaded, error: query.error, updatedAt: query.dataUpdatedAt, query };
}

/** One ticket's thread: the server's, with the device's newer copy and unsent messages. */
export function useTicketThread(id: string) {
  const engine = useOffline();
  const { user } = useSnapshot(session);
  const query = useQuery({
    queryKey: ['ticket', user?.id, id],
    queryFn: () => getJson<Thread>(`tickets/${encodeURIComponent(id)}`),
  });
  const local = useLiveQuery(async () => {
    const db = engine?.db;
    if (!db) return undefined;
    const ticket = await db.tickets.get(id);
    const messages = await db['ticket-messages'].where('ticketId').equals(id).toArray();
    return { ticket, messages };
  }, [engine, id]);
  const serverTicket = query.data ? normalised(query.data.ticket) : undefined;
  const localTicket = local?.ticket
    ? { ...local.ticket, age: localAge(local.ticket, local.messages, new Date()) }
    : undefined;
  const ticket = newerCopy(serverTicket, localTicket);
  const messages = mergeMessages(
    (query.data?.messages ?? []).map(normalised),
    local?.messages ?? [],
  );
  return {
    ticket,
    messages,
    attachments: query.data?.attachments ?? [],
    error: query.error,
    pending: query.isPending && !localTicket,
    updatedAt: query.dataUpdatedAt,
  };
}

/** The helpdesk's members, whom a ticket can be assigned to. */
export function useAssignees(enabled: boolean) {
  return useQuery({
    queryKey: ['ticket-assignees'],
    queryFn: () => getJson<{ items: { id: string; name: string }[] }>('tickets/assignees'),
    enabled,
  });
}

/** Asks the server's lists again (after a change was queued and, when online, sent). */
export function useRefreshTickets() {
  const client = useQueryClient();
  const engine = useOffline();
  return () => {
    // Read again once what was just queued has been sent: a read before then answers the ticket
    // as it was, and nothing would read it again after the send.
    const sent = engine ? engine.replayNow().catch(() => undefined) : Promise.resolve();
    void sent.then(() => {
      void client.invalidateQueries({ queryKey: ['tickets'] });
      void client.invalidateQueries({ queryKey: ['ticket'] });
    });
  };
}
