import { eq } from 'drizzle-orm';
import {
  type MailTemplateDefinition,
  type MailTemplateText,
  mailTemplateOf,
  renderMail,
} from '#domain/mail/templates';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/context';

// Every mail of the product goes out through its template (src/domain/mail/templates.ts): the
// text an administrator saved in email_templates (admin/emailtemplates), or the default.

/** The registry's template of a key; a key the code names must exist (a programming error). */
export function requireTemplate(key: string): MailTemplateDefinition {
  const template = mailTemplateOf(key);
  if (!template) throw new Error(`No mail template "${key}"`);
  return template;
}

/** The saved text of a template, or undefined when it has not been edited. */
export async function storedTemplate(db: Db, key: string) {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, key));
  return row;
}

/** The subject and body a template sends now: as saved, or the default. */
export async function currentTemplateText(db: Db, key: string): Promise<MailTemplateText> {
  const template = requireTemplate(key);
  const row = await storedTemplate(db, key);
  return row
    ? { subject: row.subject, body: row.body }
    : { subject: template.subject, body: template.body };
}

/** Renders a template with the values and sends it through the context's mailer. */
export async function sendTemplate(
  context: Pick<AppContext, 'db' | 'mailer'>,
  key: string,
  to: string,
  values: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  const text = await currentTemplateText(context.db, key);
  await context.mailer.send({ to, ...renderMail(text, values) });
}

/**
 * The values of a template for a real record (a preview in admin/emailtemplates), read in the
 * caller's scope; undefined when the record is not there for them. The area that sends a mail
 * registers its source, so the templates' routes import no other area.
 */
export type PreviewSource = (
  auth: AuthContext,
  recordId: string,
) => Promise<Record<string, string> | undefined>;

const sources = new WeakMap<AppContext, Map<string, PreviewSource>>();

/** Registers how a template's preview reads a record (one source per template key). */
export function registerPreviewSource(
  context: AppContext,
  key: string,
  source: PreviewSource,
): void {
  requireTemplate(key);
  const map = sources.get(context) ?? new Map<string, PreviewSource>();
  map.set(key, source);
  sources.set(context, map);
}

/** The preview source of a template, if its area registered one. */
export function previewSourceOf(context: AppContext, key: string): PreviewSource | undefined {
  return sources.get(context)?.get(key);
}
