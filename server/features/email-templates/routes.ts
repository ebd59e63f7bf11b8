import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type MailPreview,
  type MailTemplateSummary,
  type MailTemplateView,
  type MailTestSent,
  mailTemplatePreviewRequestSchema,
} from '#domain/mail/api';
import {
  MAIL_TEMPLATES,
  type MailTemplateDefinition,
  type MailTemplateText,
  mailTemplateOf,
  mailTemplateTextSchema,
  renderMail,
  sampleValues,
  templateTextProblems,
} from '#domain/mail/templates';
import { emailTemplates } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { type AuthContext, requirePermission } from '../../platform/auth/context';
import { actorOf } from '../../platform/entities/write';
import { conflict, invalid, notFound } from '../../platform/errors';
import { parseIfMatch } from '../../platform/http/if-match';
import { previewSourceOf, storedTemplate } from '../../platform/mail/templated';
import { parseWith } from '../../platform/validation';

/** Every route here: the templates' administrator (spec §2.3 admin/emailtemplates). */
export const TEMPLATES_ADMIN = ['admin:templates'] as const;
const ENTITY = 'email_templates';

const keyParams = z.object({ key: z.string().trim().min(1).max(100) });

type Stored = typeof emailTemplates.$inferSelect;

function templateOf(params: unknown): MailTemplateDefinition {
  const template = mailTemplateOf(parseWith(keyParams, params).key);
  if (!template) throw notFound('There is no such mail template');
  return template;
}

function summaryOf(template: MailTemplateDefinition, row: Stored | undefined): MailTemplateSummary {
  return {
    key: template.key,
    label: template.label,
    description: template.description,
    edited: row !== undefined,
    updatedAt: row?.updatedAt ?? null,
  };
}

function viewOf(template: MailTemplateDefinition, row: Stored | undefined): MailTemplateView {
  return {
    ...summaryOf(template, row),
    recordKind: template.recordKind,
    placeholders: [...template.placeholders],
    subject: row?.subject ?? template.subject,
    body: row?.body ?? template.body,
    defaultSubject: template.subject,
    defaultBody: template.body,
    version: row?.version ?? 0,
  };
}

/** 422 naming each unknown placeholder or malformed brace, by field. */
function assertValid(template: MailTemplateDefinition, text: MailTemplateText): void {
  const problems = templateTextProblems(template, text);
  if (problems.length > 0) {
    throw invalid(
      problems.map((problem) => ({ message: problem.message, param: problem.field })),
      'This template cannot be used as it stands',
    );
  }
}

/** The values of a preview: the record's (404 when it is not there for the caller), or samples. */
async function valuesFor(
  context: AppContext,
  auth: AuthContext,
  template: MailTemplateDefinition,
  recordId: string | undefined,
): Promise<{ values: Record<string, string>; source: MailPreview['source'] }> {
  const source = previewSourceOf(context, template.key);
  if (!recordId || !source) return { values: sampleValues(template), source: 'sample' };
  const values = await source(auth, recordId);
  if (!values) throw notFound('There is no such record to preview with');
  return { values: { ...sampleValues(template), ...values }, source: 'record' };
}

/**
 * admin/emailtemplates (admin:templates): every mail of the product as a template (list, read,
 * save, reset to default, preview with a real record, test send to oneself). Saves and resets
 * are audited (entity email_templates).
 */
export function registerEmailTemplateRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get('/api/email-templates', async (request) => {
    requirePermission(request, TEMPLATES_ADMIN);
    const rows = new Map((await db.select().from(emailTemplates)).map((row) => [row.id, row]));
    const items = MAIL_TEMPLATES.map((template) => summaryOf(template, rows.get(template.key)));
    return { items, total: items.length };
  });

  app.get('/api/email-templates/:key', async (request): Promise<MailTemplateView> => {
    requirePermission(request, TEMPLATES_ADMIN);
    const template = templateOf(request.params);
    return viewOf(template, await storedTemplate(db, template.key));
  });

  app.put('/api/email-templates/:key', async (request): Promise<MailTemplateView> => {
    const auth = requirePermission(request, TEMPLATES_ADMIN);
    const template = templateOf(request.params);
    const text = parseWith(mailTemplateTextSchema, request.body);
    assertValid(template, text);
    const ifMatch = parseIfMatch(request.headers['if-match']);
    const row = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(emailTemplates)
        .where(eq(emailTemplates.id, template.key))
        .for('update');
      if (ifMatch !== undefined && ifMatch !== (before?.version ?? 0)) {
        throw conflict('This template was changed by someone else', {
          current: viewOf(template, before),
        });
      }
      const values = { ...text, updatedBy: auth.realUser.id };
      const [saved] = await tx
        .insert(emailTemplates)
        .values({ id: template.key, ...values })
        .onConflictDoUpdate({
          target: emailTemplates.id,
          set: {
            ...values,
            version: sql`${emailTemplates.version} + 1`,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      const was = before ?? { subject: template.subject, body: template.body };
      await writeAudit(tx, actorOf(auth), {
        entity: ENTITY,
        recordId: template.key,
        action: before ? 'update' : 'create',
        before: { subject: was.subject, body: was.body },
        after: text,
      });
      return saved;
    });
    return viewOf(template, row);
  });

  // Reset to default: the saved text goes (audited); the template sends its default again.
  app.delete('/api/email-templates/:key', async (request): Promise<MailTemplateView> => {
    const auth = requirePermission(request, TEMPLATES_ADMIN);
    const template = templateOf(request.params);
    await db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(emailTemplates)
        .where(eq(emailTemplates.id, template.key))
        .returning();
      if (!removed) return;
      await writeAudit(tx, actorOf(auth), {
        entity: ENTITY,
        recordId: template.key,
        action: 'delete',
        before: { subject: removed.subject, body: removed.body },
        after: { subject: template.subject, body: template.body },
      });
    });
    return viewOf(template, undefined);
  });

  // The text being edited (not yet saved), rendered with a real record's values or the samples.
  app.post('/api/email-templates/:key/preview', async (request): Promise<MailPreview> => {
    const auth = requirePermission(request, TEMPLATES_ADMIN);
    const template = templateOf(request.params);
    const { recordId, ...text } = parseWith(mailTemplatePreviewRequestSchema, request.body);
    assertValid(template, text);
    const { values, source } = await valuesFor(context, auth, template, recordId);
    return { ...renderMail(text, values), source };
  });

  // A test send of the text being edited, to the signed-in administrator's own address.
  app.post('/api/email-templates/:key/test', async (request, reply): Promise<MailTestSent> => {
    const auth = requirePermission(request, TEMPLATES_ADMIN);
    const template = templateOf(request.params);
    const { recordId, ...text } = parseWith(mailTemplatePreviewRequestSchema, request.body);
    assertValid(template, text);
    const { values, source } = await valuesFor(context, auth, template, recordId);
    const mail = renderMail(text, values);
    const to = auth.realUser.email;
    await context.mailer.send({ to, subject: `[Test] ${mail.subject}`, text: mail.text });
    void reply.code(202);
    return { ...mail, source, to };
  });
}
