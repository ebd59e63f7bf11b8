import { and, desc, eq } from 'drizzle-orm';
import { ticketMessages, tickets } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { registerPreviewSource, sendTemplate } from '../../platform/mail/templated';

/** The e-mail templates of the helpdesk (admin/emailtemplates edits them). */
export type TicketMailTemplate = 'ticket-raised' | 'ticket-reply';

export interface TicketMail {
  template: TicketMailTemplate;
  to: string;
  requesterName: string;
  ticket: { id: string; number: number; subject: string };
  /** The helpdesk's reply (ticket-reply). */
  reply?: { authorName: string; body: string };
}

const linkOf = (context: AppContext, id: string) =>
  `${context.publicUrl}/tickets/${encodeURIComponent(id)}`;

/** The e-mail templates' preview of a helpdesk mail reads a real ticket (by id or number). */
export function registerTicketMailPreviews(context: AppContext): void {
  const ticketOf = async (recordId: string) => {
    const number = /^\d{1,9}$/.test(recordId) ? Number(recordId) : undefined;
    const [row] = await context.db
      .select()
      .from(tickets)
      .where(number === undefined ? eq(tickets.id, recordId) : eq(tickets.number, number));
    return row;
  };
  const valuesOf = (row: typeof tickets.$inferSelect) => ({
    name: row.requesterName,
    ticketNumber: String(row.number),
    subject: row.subject,
    link: linkOf(context, row.id),
  });
  registerPreviewSource(context, 'ticket-raised', async (_auth, recordId) => {
    const row = await ticketOf(recordId);
    return row && valuesOf(row);
  });
  registerPreviewSource(context, 'ticket-reply', async (_auth, recordId) => {
    const row = await ticketOf(recordId);
    if (!row) return undefined;
    // The latest reply the requester could read (never an internal note).
    const [last] = await context.db
      .select({ body: ticketMessages.body })
      .from(ticketMessages)
      .where(and(eq(ticketMessages.ticketId, row.id), eq(ticketMessages.internal, false)))
      .orderBy(desc(ticketMessages.createdAt))
      .limit(1);
    return { ...valuesOf(row), reply: last?.body ?? row.description };
  });
}

/** Sends a helpdesk mail through its template: received (to the requester) or a reply. */
export async function sendTicketMail(context: AppContext, mail: TicketMail): Promise<void> {
  await sendTemplate(context, mail.template, mail.to, {
    name: mail.requesterName,
    ticketNumber: String(mail.ticket.number),
    subject: mail.ticket.subject,
    reply: mail.reply?.body,
    link: linkOf(context, mail.ticket.id),
  });
}
