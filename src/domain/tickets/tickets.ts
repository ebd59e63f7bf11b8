import { z } from 'zod';

/**
 * Helpdesk tickets (spec §2.3 `/tickets`, issue 21). A ticket is Open while the helpdesk owes an
 * answer, Waiting once the helpdesk has answered (the requester's turn), Closed when done.
 */
export const TICKET_STATUSES = ['Open', 'Waiting', 'Closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** What may happen to a ticket; each moves its status (or refuses) by `statusAfter`. */
export type TicketEvent =
  | 'requester-reply'
  | 'helpdesk-reply'
  | 'note'
  | 'assign'
  | 'close'
  | 'reopen';

/** The categories a requester chooses from (the queue filters by them). */
export const TICKET_CATEGORIES = [
  'Account and sign-in',
  'Forms and requests',
  'Fees and finance',
  'Moodle and IT',
  'Timetable and modules',
  'Other',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_SUBJECT_MAX = 200;
export const TICKET_BODY_MAX = 5000;
/** Each attachment: at most this many bytes (the upload limit of the server, 413 above it). */
export const TICKET_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The status a ticket moves to, or the reason the event is refused: a closed ticket takes no
 * reply or assignment until reopened, an open one cannot be reopened.
 */
export function statusAfter(
  status: TicketStatus,
  event: TicketEvent,
): { ok: true; status: TicketStatus } | { ok: false; reason: string } {
  const closed = status === 'Closed';
  switch (event) {
    case 'requester-reply':
      return closed ? refused('Reopen the ticket to reply') : { ok: true, status: 'Open' };
    case 'helpdesk-reply':
      return closed ? refused('Reopen the ticket to reply') : { ok: true, status: 'Waiting' };
    case 'note':
      return { ok: true, status };
    case 'assign':
      return closed ? refused('This ticket is closed') : { ok: true, status };
    case 'close':
      return closed ? refused('This ticket is already closed') : { ok: true, status: 'Closed' };
    case 'reopen':
      return closed ? { ok: true, status: 'Open' } : refused('This ticket is not closed');
  }
}

function refused(reason: string): { ok: false; reason: string } {
  return { ok: false, reason };
}

const text = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Write the ${what}`)
    .max(max, `The ${what} has at most ${max} characters`);

/** An id made on the device, so a resent command cannot make a second record. */
export const clientIdSchema = z
  .string()
  .regex(/^[\w-]{1,100}$/, 'An id has letters, digits, - and _ only');

/** `POST /api/tickets`: raise a ticket. */
export const raiseTicketSchema = z.object({
  id: clientIdSchema,
  category: z.enum(TICKET_CATEGORIES, { message: 'Choose a category' }),
  subject: text('subject', TICKET_SUBJECT_MAX),
  description: text('description', TICKET_BODY_MAX),
});
export type RaiseTicket = z.infer<typeof raiseTicketSchema>;

/** `POST /api/tickets/{id}/messages` (a reply) and `/notes` (an internal note). */
export const ticketMessageSchema = z.object({
  id: clientIdSchema,
  body: text('message', TICKET_BODY_MAX),
});
export type TicketMessageInput = z.infer<typeof ticketMessageSchema>;

/** `POST /api/tickets/{id}/assign`: a helpdesk member, or null to unassign. */
export const assignTicketSchema = z.object({
  assigneeId: z.string().min(1).max(200).nullable(),
});

/** The queue's filters (`GET /api/tickets?mode=all&…`). */
export const ticketListQuerySchema = z.object({
  mode: z.enum(['all', 'mine']).default('mine'),
  status: z.enum(TICKET_STATUSES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  /** A user id, or `none` for unassigned tickets. */
  assignee: z.string().min(1).max(200).optional(),
  /** Only tickets past (over) or within (within) their SLA target. */
  age: z.enum(['over', 'within']).optional(),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;
