import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CONTACT_FIELDS, type ContactRecord } from '#domain/records/contact';
import type { Db } from '../db/client';
import { contacts } from '../db/schema';
import { writeAudit } from '../platform/audit';
import type { AuthContext } from '../platform/auth/context';
import type { Tx } from '../platform/changes';
import { actorOf } from '../platform/entities/write';
import { conflict } from '../platform/errors';

// Contacts (issue 20) are online only, written by their routes and by the admin import
// (issue 21) through this one path: the row and its audit entry, in the caller's transaction.

/** The stored columns of a checked contact: every field, absent ones as null. */
export function contactColumnsOf(contact: ContactRecord) {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, contact[field] ?? null])) as {
    [K in (typeof CONTACT_FIELDS)[number]]: string | null;
  } & { name: string; relationship: string };
}

/** Creates a checked contact (409 when its id is taken) and audits it; answers its id. */
export async function insertContact(
  tx: Tx | Db,
  auth: AuthContext,
  contact: ContactRecord,
): Promise<string> {
  const id = contact.id ?? `contact-${randomUUID()}`;
  const [existing] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, id));
  if (existing) throw conflict('A contact with this id exists');
  const row = { id, ...contactColumnsOf(contact) };
  await tx.insert(contacts).values(row);
  await writeAudit(tx, actorOf(auth), {
    entity: 'contacts',
    recordId: id,
    action: 'create',
    after: row,
  });
  return id;
}
