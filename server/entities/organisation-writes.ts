import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrganisationInput } from '#domain/records/organisation';
import type { Db } from '../db/client';
import { hubs, organisations } from '../db/schema';
import { writeAudit } from '../platform/audit';
import type { AuthContext } from '../platform/auth/context';
import type { Tx } from '../platform/changes';
import { actorOf } from '../platform/entities/write';
import { invalid } from '../platform/errors';

// Organisations (issue 20) are online only, written by their routes and by the admin import
// (issue 21) through this one path: the row and its audit entry, in the caller's transaction.

/** An organisation's scope keys: its hub (so a hub's staff may be given its organisations). */
export const organisationScopeKeys = (hubId: string | null | undefined) =>
  hubId ? [`hub:${hubId}`] : [];

/** The table's columns of an organisation's fields (a blank optional field is stored as null). */
export function organisationColumnsOf(input: OrganisationInput) {
  return {
    name: input.name,
    partnerType: input.partnerType,
    status: input.status,
    hubId: input.hubId ?? null,
    address1: input.address?.address1 ?? null,
    address2: input.address?.address2 || null,
    city: input.address?.city ?? null,
    county: input.address?.county || null,
    postCode: input.address?.postCode ?? null,
    email: input.email || null,
    phone: input.phone || null,
    website: input.website || null,
    notes: input.notes || null,
    scopeKeys: organisationScopeKeys(input.hubId),
  };
}

/** 422 on hubId when the organisation names a hub that does not exist. */
export async function checkOrganisationHub(
  tx: Tx | Db,
  hubId: string | null | undefined,
): Promise<void> {
  if (!hubId) return;
  const [hub] = await tx.select({ id: hubs.id }).from(hubs).where(eq(hubs.id, hubId));
  if (!hub) throw invalid([{ message: 'No such hub', param: 'hubId' }]);
}

/** Creates a checked organisation and audits it; answers its id. */
export async function insertOrganisation(
  tx: Tx | Db,
  auth: AuthContext,
  input: OrganisationInput,
): Promise<string> {
  const id = `org-${randomUUID()}`;
  const [row] = await tx
    .insert(organisations)
    .values({ id, ...organisationColumnsOf(input) })
    .returning();
  await writeAudit(tx, actorOf(auth), {
    entity: 'organisations',
    recordId: id,
    action: 'create',
    after: row,
  });
  return id;
}
