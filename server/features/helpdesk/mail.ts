import type { AppContext } from '../../platform/app-context';

/** The e-mail templates of the helpdesk (issue 21's e-mail templates screen edits them). */
export type TicketMailTemplate = 'ticket-raised' | 'ticket-reply';

export interface TicketMail {
  template: TicketMailTemplate;
  to: string;
  requesterName: string;
  ticket: { number: number; subject: string };
  /** The helpdesk's reply (ticket-reply). */
  reply?: { authorName: string; body: string };
}

/**
 * Sends a helpdesk mail through context.mailer. Plain text built here for now; the integrator
 * switches it to the templates `ticket-raised` and `ticket-reply` of the e-mail templates screen
 * (same keys, placeholders: requesterName, number, subject, authorName, body).
 */
export async function sendTicketMail(context: AppContext, mail: TicketMail): Promise<void> {
  const { number, subject } = mail.ticket;
  const greeting = `Hello ${mail.requesterName},\n\n`;
  const footer = '\n\nYou can follow the ticket under Helpdesk → My tickets in Collegium.';
  if (mail.template === 'ticket-raised') {
    await context.mailer.send({
      to: mail.to,
      subject: `Ticket ${number} received: ${subject}`,
      text: `${greeting}We have received your ticket ${number}, "${subject}", and will answer it soon.${footer}`,
    });
    return;
  }
  await context.mailer.send({
    to: mail.to,
    subject: `Reply to ticket ${number}: ${subject}`,
    text:
      `${greeting}${mail.reply?.authorName ?? 'The helpdesk'} replied to your ticket ${number}, ` +
      `"${subject}":\n\n${mail.reply?.body ?? ''}${footer}`,
  });
}
