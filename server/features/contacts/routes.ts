import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sortContacts } from '#domain/contacts/sorting';
import { type ContactRow, contactRecordSchema } from '#domain/records/contact';
import type { Db } from '../../db/client';
import { consents, contacts, organisations } from '../../db/schema';
import { contactColumnsOf, insertContact } from '../../entities/contact-writes';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/context';
import { requirePermission } from '../../platform/auth/context';
import type { Tx } from '../../platform/changes';
import { actorOf } from '../../platform/entities/write';
import { conflict, invalid, notFound } from '../../platform/errors';
import { requireIfMatch } from '../../platform/http/if-match';
import { parseWith } from '../../platform/validation';

// Contacts (spec §2.3 `/contacts/all`, §2.4 `contacts/{id}`, issue 20): people who are not
// students. Online only: read and written here, never kept on a device.

const MENU = ['contacts:menu'] as const;
const VIEW = ['contacts:view'] as const;
const EDIT = ['contacts:edit'] as const;

const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  relationship: z.string().trim().max(40).optional(),
});

/** Contacts the caller reaches: all of them, or those sharing one of the caller's keys. */
function inScope(auth: AuthContext) {
  return auth.scope.all
    ? sql`true`
    : sql`${contacts.scopeKeys} && ${sql.param(auth.scope.keys)}::text[]`;
}

const rowColumns = {
  id: contacts.id,
  version: contacts.version,
  title: contacts.title,
  name: contacts.name,
  preferredName: contacts.preferredName,
  lastName: contacts.lastName,
  email: contacts.email,
  phone: contacts.phone,
  address1: contacts.address1,
  address2: contacts.address2,
  city: contacts.city,
  county: contacts.county,
  postCode: contacts.postCode,
  organisationId: contacts.organisationId,
  organisationName: organisations.name,
  relationship: contacts.relationship,
  roleTitle: contacts.roleTitle,
  donorId: contacts.donorId,
  notes: contacts.notes,
};

/** The contacts in scope (or one of them), with their organisation's name. */
export async function contactRows(
  db: Db | Tx,
  auth: AuthContext,
  id?: string,
): Promise<ContactRow[]> {
  return db
    .select(rowColumns)
    .from(contacts)
    .leftJoin(organisations, eq(organisations.id, contacts.organisationId))
    .where(and(inScope(auth), id === undefined ? undefined : eq(contacts.id, id)));
}

/** 422 naming organisationId when it names no organisation. */
async function requireOrganisation(db: Db, organisationId: string | undefined) {
  if (!organisationId) return;
  const [found] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!found)
    throw invalid(
      [{ param: 'organisationId', message: 'No such organisation' }],
      'No such organisation',
    );
}

export function registerContactRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  /** GET /api/contacts: every contact in scope, in spec §3 contact sorting order. */
  app.get('/api/contacts', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const auth = requirePermission(request, MENU);
    const query = parseWith(listQuery, request.query);
    const q = query.q?.toLowerCase();
    const rows = (await contactRows(db, auth)).filter(
      (row) =>
        (!query.relationship || row.relationship === query.relationship) &&
        (!q ||
          [row.name, row.email, row.organisationName, row.donorId].some((value) =>
            value?.toLowerCase().includes(q),
          )),
    );
    const items = sortContacts(rows);
    return { items, total: items.length };
  });

  /** GET /api/contacts/:id: the contact and, for who may see them, their consents. */
  app.get('/api/contacts/:id', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const auth = requirePermission(request, VIEW);
    const { id } = parseWith(idParams, request.params);
    const [contact] = await contactRows(db, auth, id);
    if (!contact) throw notFound('No such contact');
    const seesConsents = auth.checker.check('consents:view');
    const held = seesConsents
      ? await db
          .select({
            id: consents.id,
            purpose: consents.purpose,
            source: consents.source,
            givenOn: consents.givenOn,
            withdrawnOn: consents.withdrawnOn,
            withdrawnReason: consents.withdrawnReason,
          })
          .from(consents)
          .where(and(eq(consents.personKind, 'contact'), eq(consents.personId, id)))
          .orderBy(consents.purpose, consents.givenOn)
      : null;
    return { contact, consents: held };
  });

  /** POST /api/contacts: a new contact (contacts:edit). */
  app.post('/api/contacts', async (request, reply) => {
    const auth = requirePermission(request, EDIT);
    const body = parseWith(contactRecordSchema, request.body ?? {});
    await requireOrganisation(db, body.organisationId);
    const id = await db.transaction((tx) => insertContact(tx, auth, body));
    const [contact] = await contactRows(db, auth, id);
    return reply.code(201).send(contact);
  });

  /** PUT /api/contacts/:id with If-Match: the contact's fields replaced (contacts:edit). */
  app.put('/api/contacts/:id', async (request) => {
    const auth = requirePermission(request, EDIT);
    const { id } = parseWith(idParams, request.params);
    const version = requireIfMatch(request.headers['if-match']);
    const body = parseWith(contactRecordSchema, request.body ?? {});
    await requireOrganisation(db, body.organisationId);
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(contacts)
        .where(and(eq(contacts.id, id), inScope(auth)))
        .for('update');
      if (!before) throw notFound('No such contact');
      if (before.version !== version) {
        const [current] = await contactRows(tx, auth, id);
        throw conflict('The contact was changed by someone else', { current });
      }
      const after = {
        ...contactColumnsOf(body),
        version: version + 1,
        updatedAt: new Date().toISOString(),
      };
      await tx.update(contacts).set(after).where(eq(contacts.id, id));
      await writeAudit(tx, actorOf(auth), {
        entity: 'contacts',
        recordId: id,
        action: 'update',
        before,
        after: { ...before, ...after },
      });
    });
    const [contact] = await contactRows(db, auth, id);
    return contact;
  });
}
