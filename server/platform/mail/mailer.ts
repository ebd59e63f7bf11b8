import { createTransport } from 'nodemailer';
import type { Db } from '../../db/client';
import { mailLog } from '../../db/schema';

/** One plain-text mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends the product's mails and records each one in `mail_log`. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** How a logged mail left: handed to SMTP, only logged (no SMTP_URL), or refused by SMTP. */
export type MailTransport = 'smtp' | 'log' | 'failed';

export interface MailerOptions {
  db: Db;
  /** SMTP_URL (e.g. `smtp://user:pass@host:587`); unset, the log itself is the outbox. */
  smtpUrl?: string | undefined;
  /** The From header, e.g. `Collegium <no-reply@college.test>`. */
  from: string;
}

/**
 * A mailer for the configured transport. Without SMTP_URL every mail is only recorded
 * (transport 'log'), so administrators can read the outbox in the mail log. With SMTP_URL a mail
 * is recorded as 'smtp' once the server accepted it; a refused mail is recorded as 'failed' (so
 * the outbox still shows what did not go out) and the send throws a plain Error for the caller.
 */
export function createMailer({ db, smtpUrl, from }: MailerOptions): Mailer {
  const record = async (message: MailMessage, transport: MailTransport) => {
    await db.insert(mailLog).values({ ...message, transport });
  };
  if (!smtpUrl) {
    return { send: (message) => record(message, 'log') };
  }
  const transporter = createTransport(smtpUrl);
  return {
    async send(message) {
      try {
        await transporter.sendMail({ from, ...message });
      } catch (error) {
        await record(message, 'failed');
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Mail to ${message.to} could not be sent: ${reason}`, { cause: error });
      }
      await record(message, 'smtp');
    },
  };
}
