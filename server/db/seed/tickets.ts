import type { TicketCategory, TicketStatus } from '#domain/tickets/tickets';
import { HELPDESK_SCOPE_KEY } from '../../platform/auth/scope';
import { ticketMessages, tickets } from '../schema';
import { DEMO_ACCOUNTS, DEMO_TUTOR_ID } from './demo-accounts';
import { addDays, createFaker, DEMO_SEED, timestampOn } from './random';
import type { InsertWithChanges } from './student-records';

/** A ticket row as the seed inserts it (its number comes from the table's sequence). */
export type TicketRow = Omit<typeof tickets.$inferInsert, 'seq' | 'number'> & {
  scopeKeys: string[];
};
/** A reply or internal note as the seed inserts it. */
export type TicketMessageRow = Omit<typeof ticketMessages.$inferInsert, 'seq'> & {
  scopeKeys: string[];
};

interface DemoMessage {
  authorId: string;
  /** Hours after the ticket was raised. */
  hoursAfter: number;
  body: string;
  internal?: boolean;
}

interface DemoTicket {
  requesterId: string;
  category: TicketCategory;
  subject: string;
  description: string;
  status: TicketStatus;
  assigneeId?: string;
  /** Days before today it was raised. */
  daysAgo: number;
  messages: readonly DemoMessage[];
}

// The helpdesk of the demo: the registrar's office and the administrator (tickets:admin).
const REGISTRAR = 'user-registrar';
const ADMIN = 'user-admin';

/** The demo's helpdesk queue: students and staff, every status, some assigned and answered. */
const DEMO_TICKETS: readonly DemoTicket[] = [
  {
    requesterId: 'user-student',
    category: 'Moodle and IT',
    subject: 'My modules are missing from Moodle',
    description:
      'Since this morning Moodle shows none of my modules for this term. I signed out and in again.',
    status: 'Open',
    daysAgo: 1,
    messages: [],
  },
  {
    requesterId: 'user-student',
    category: 'Fees and finance',
    subject: 'Second instalment taken twice',
    description:
      'My bank statement shows the second tuition instalment collected twice this month.',
    status: 'Waiting',
    assigneeId: REGISTRAR,
    daysAgo: 4,
    messages: [
      {
        authorId: REGISTRAR,
        hoursAfter: 3,
        internal: true,
        body: 'Finance confirm a duplicate direct debit; refund requested from the bank.',
      },
      {
        authorId: REGISTRAR,
        hoursAfter: 5,
        body:
          'Thank you for letting us know. The second payment will be refunded within five working ' +
          'days: could you tell us once it has reached your account?',
      },
    ],
  },
  {
    requesterId: 'user-hd',
    category: 'Account and sign-in',
    subject: 'Account for our new hub assistant',
    description:
      'Our new hub assistant starts next week and needs an account to record attendance at the hub.',
    status: 'Open',
    assigneeId: ADMIN,
    daysAgo: 2,
    messages: [
      {
        authorId: ADMIN,
        hoursAfter: 2,
        internal: true,
        body: 'Waiting for the signed confidentiality agreement before creating the account.',
      },
    ],
  },
  {
    requesterId: DEMO_TUTOR_ID,
    category: 'Timetable and modules',
    subject: 'Room for the Tuesday seminar',
    description:
      'The Tuesday evening seminar has grown to 24 students; the seminar room only seats 18.',
    status: 'Waiting',
    assigneeId: REGISTRAR,
    daysAgo: 3,
    messages: [
      {
        authorId: REGISTRAR,
        hoursAfter: 4,
        body: 'The lecture room is free on Tuesday evenings: shall we move the seminar there?',
      },
    ],
  },
  {
    requesterId: 'user-student2',
    category: 'Forms and requests',
    subject: 'Extension request will not send',
    description: 'The extension request form says "Could not send" every time I press Send.',
    status: 'Closed',
    assigneeId: REGISTRAR,
    daysAgo: 12,
    messages: [
      {
        authorId: REGISTRAR,
        hoursAfter: 6,
        body: 'The evidence file was over the limit. Please attach it as a PDF and send again.',
      },
      {
        authorId: 'user-student2',
        hoursAfter: 26,
        body: 'That worked, thank you.',
      },
    ],
  },
];

function account(id: string) {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No demo account ${id}`);
  return found;
}

const HOUR_MS = 3_600_000;
const later = (at: string, hours: number) =>
  new Date(Date.parse(at) + hours * HOUR_MS).toISOString();

/**
 * The demo's helpdesk tickets: raised by the demo students and staff over the last fortnight
 * before `today` (so the queue's SLA ages look like a working queue), with replies and internal
 * notes. Scope keys as the tickets entity gives them: a ticket and its replies the requester's
 * (`user:<id>`) and the helpdesk's; an internal note the helpdesk's only. Deterministic: the same
 * day gives the same rows.
 */
export function generateTickets(today: string): {
  tickets: TicketRow[];
  ticketMessages: TicketMessageRow[];
} {
  const faker = createFaker(DEMO_SEED + 21);
  const ticketRows: TicketRow[] = [];
  const messageRows: TicketMessageRow[] = [];
  DEMO_TICKETS.forEach((ticket, index) => {
    const id = `demo-ticket-${index + 1}`;
    const requester = account(ticket.requesterId);
    const ticketKeys = [`user:${requester.id}`, HELPDESK_SCOPE_KEY];
    const raisedAt = timestampOn(faker, addDays(today, -ticket.daysAgo));
    let lastActivityAt = raisedAt;
    ticket.messages.forEach((message, position) => {
      const at = later(raisedAt, message.hoursAfter);
      lastActivityAt = at;
      const author = account(message.authorId);
      messageRows.push({
        id: `${id}-message-${position + 1}`,
        ticketId: id,
        authorId: author.id,
        authorName: author.name,
        body: message.body,
        internal: message.internal === true,
        scopeKeys: message.internal ? [HELPDESK_SCOPE_KEY] : ticketKeys,
        createdAt: at,
        updatedAt: at,
      });
    });
    const closedAt = ticket.status === 'Closed' ? later(lastActivityAt, 2) : null;
    const assignee = ticket.assigneeId ? account(ticket.assigneeId) : null;
    ticketRows.push({
      id,
      requesterId: requester.id,
      requesterName: requester.name,
      category: ticket.category,
      subject: ticket.subject,
      description: ticket.description,
      status: ticket.status,
      assigneeId: assignee?.id ?? null,
      assigneeName: assignee?.name ?? null,
      lastActivityAt: closedAt ?? lastActivityAt,
      closedAt,
      scopeKeys: ticketKeys,
      createdAt: raisedAt,
      updatedAt: closedAt ?? lastActivityAt,
    });
  });
  return { tickets: ticketRows, ticketMessages: messageRows };
}

/** Inserts the demo tickets (oldest number first) and their messages, with their changes. */
export async function seedTickets(
  today: string,
  insert: InsertWithChanges,
): Promise<{ tickets: number; ticketMessages: number }> {
  const data = generateTickets(today);
  // Numbered in the order raised, as the helpdesk would have numbered them.
  const raised = data.tickets.toSorted((a, b) =>
    String(a.createdAt).localeCompare(String(b.createdAt)),
  );
  return {
    tickets: await insert(tickets, 'tickets', raised),
    ticketMessages: await insert(ticketMessages, 'ticket-messages', data.ticketMessages),
  };
}
