import { z } from 'zod';
import {
  TICKET_BODY_MAX,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
  TICKET_SUBJECT_MAX,
} from '../tickets/tickets';
import type { Stored } from './stored';

/**
 * A helpdesk ticket (issue 21). Written only through the helpdesk's named routes (raise,
 * reply, close, reopen, assign); synced to its requester (`user:<id>`) and the helpdesk.
 */
export const ticketRecordSchema = z.object({
  id: z.string().min(1).max(300).optional(),
  number: z.number().int().optional(),
  requesterId: z.string().min(1).max(200),
  requesterName: z.string().min(1).max(300),
  category: z.enum(TICKET_CATEGORIES),
  subject: z.string().trim().min(1).max(TICKET_SUBJECT_MAX),
  description: z.string().trim().min(1).max(TICKET_BODY_MAX),
  status: z.enum(TICKET_STATUSES),
  assigneeId: z.string().max(200).nullable().optional(),
  assigneeName: z.string().max(300).nullable().optional(),
  lastActivityAt: z.string().optional(),
  closedAt: z.string().nullable().optional(),
});
export type TicketRecord = z.infer<typeof ticketRecordSchema>;
export type StoredTicket = Stored<TicketRecord>;

/** A reply on a ticket, or an internal note (helpdesk only: never sent to the requester). */
export const ticketMessageRecordSchema = z.object({
  id: z.string().min(1).max(300).optional(),
  ticketId: z.string().min(1).max(300),
  authorId: z.string().min(1).max(200),
  authorName: z.string().min(1).max(300),
  body: z.string().trim().min(1).max(TICKET_BODY_MAX),
  internal: z.boolean(),
});
export type TicketMessageRecord = z.infer<typeof ticketMessageRecordSchema>;
export type StoredTicketMessage = Stored<TicketMessageRecord>;
