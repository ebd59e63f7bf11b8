import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  matchesOrganisation,
  type OrganisationRecordView,
  type OrganisationView,
  organisationListQuerySchema,
} from '#domain/organisations/organisations';
import { organisationInputSchema } from '#domain/records/organisation';
import type { Db } from '../../db/client';
import { alumniProfiles, contacts, hubs, organisations, students } from '../../db/schema';
import {
  checkOrganisationHub,
  insertOrganisation,
  organisationColumnsOf,
} from '../../entities/organisation-writes';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { requirePermission } from '../../platform/auth/context';
import type { Scope } from '../../platform/auth/scope';
import { actorOf } from '../../platform/entities/write';
import { conflict, notFound } from '../../platform/errors';
import { buildExport, type ExportColumn, sendExport } from '../../platform/exports';
import { requireIfMatch } from '../../platform/http/if-match';
import { parseWith } from '../../platform/validation';

// Organisations (spec §2.3 /organisations, §2.4 organisations/{id}, §3, §4; issue 20): churches
// and partners with their §4 status, hub and address. Online only.

const MENU = ['organisations:menu'] as const;
const VIEW = ['organisations:view'] as const;
const EDIT = ['organisations:edit'] as const;

const idParams = z.object({ id: z.string().trim().min(1).max(100) });

const COLUMNS: ExportColumn[] = [
  { field: 'name', label: 'Name' },
  { field: 'partnerType', label: 'Partner type' },
  { field: 'status', label: 'Status' },
  { field: 'hubName', label: 'Hub' },
  { field: 'address1', label: 'Address 1' },
  { field: 'address2', label: 'Address 2' },
  { field: 'city', label: 'Town or city' },
  { field: 'county', label: 'County' },
  { field: 'postCode', label: 'Post code' },
  { field: 'email', label: 'E-mail' },
  { field: 'phone', label: 'Phone' },
  { field: 'website', label: 'Website' },
];

/** The rows a caller reaches by these scope keys (undefined for everyone). */
const within = (scope: Scope, keys: AnyPgColumn): SQL | undefined =>
  scope.all ? undefined : sql`${keys} && ${sql.param(scope.keys)}::text[]`;

const viewColumns = {
  id: organisations.id,
  name: organisations.name,
  partnerType: organisations.partnerType,
  status: organisations.status,
  hubId: organisations.hubId,
  hubName: hubs.name,
  address1: organisations.address1,
  address2: organisations.address2,
  city: organisations.city,
  county: organisations.county,
  postCode: organisations.postCode,
  email: organisations.email,
  phone: organisations.phone,
  website: organisations.website,
  notes: organisations.notes,
  version: organisations.version,
};

async function readOrganisations(db: Db, scope: Scope, id?: string): Promise<OrganisationView[]> {
  return db
    .select(viewColumns)
    .from(organisations)
    .leftJoin(hubs, eq(hubs.id, organisations.hubId))
    .where(and(within(scope, organisations.scopeKeys), id ? eq(organisations.id, id) : undefined))
    .orderBy(asc(organisations.name), asc(organisations.id));
}

const hubOptions = (db: Db) =>
  db.select({ id: hubs.id, name: hubs.name }).from(hubs).orderBy(asc(hubs.id));

export function registerOrganisationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  const checkHub = (hubId: string | null | undefined) => checkOrganisationHub(db, hubId);

  app.get('/api/organisations', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const auth = requirePermission(request, MENU);
    const query = parseWith(organisationListQuerySchema, request.query);
    const all = await readOrganisations(db, auth.scope);
    const rows = all.filter((row) => matchesOrganisation(row, query));
    if (query.export) {
      const file = await buildExport(query.export, {
        title: 'Organisations',
        fileBaseName: 'organisations',
        columns: COLUMNS,
        rows: rows.map((row) => ({ ...row })),
      });
      return sendExport(reply, file);
    }
    return {
      items: rows,
      total: rows.length,
      options: {
        hubs: await hubOptions(db),
        partnerTypes: [...new Set(all.map((row) => row.partnerType))].sort(),
      },
    };
  });

  app.get('/api/organisations/:id', async (request, reply): Promise<OrganisationRecordView> => {
    reply.header('cache-control', 'private, no-store');
    const auth = requirePermission(request, VIEW);
    const { id } = parseWith(idParams, request.params);
    const [organisation] = await readOrganisations(db, auth.scope, id);
    if (!organisation) throw notFound('No such organisation');
    const alumni = await db
      .select({
        studentId: students.id,
        firstName: students.firstName,
        lastName: students.lastName,
        preferredName: students.preferredName,
        programmeCode: students.programmeCode,
        servingAs: alumniProfiles.servingAs,
      })
      .from(alumniProfiles)
      .innerJoin(students, eq(students.id, alumniProfiles.studentId))
      .where(and(eq(alumniProfiles.organisationId, id), within(auth.scope, students.scopeKeys)))
      .orderBy(asc(students.lastName), asc(students.firstName));
    const people = await db
      .select({
        id: contacts.id,
        title: contacts.title,
        name: contacts.name,
        lastName: contacts.lastName,
        roleTitle: contacts.roleTitle,
        relationship: contacts.relationship,
        email: contacts.email,
        phone: contacts.phone,
      })
      .from(contacts)
      .where(and(eq(contacts.organisationId, id), within(auth.scope, contacts.scopeKeys)))
      .orderBy(asc(contacts.lastName), asc(contacts.name));
    return {
      organisation,
      alumni: alumni.map(({ firstName, lastName, preferredName, ...rest }) => ({
        ...rest,
        name: `${preferredName || firstName} ${lastName}`,
      })),
      contacts: people.map(({ title, name, lastName, ...rest }) => ({
        ...rest,
        name: [title, name, lastName].filter(Boolean).join(' '),
      })),
      hubs: await hubOptions(db),
    };
  });

  app.post('/api/organisations', async (request, reply) => {
    const auth = requirePermission(request, EDIT);
    const input = parseWith(organisationInputSchema, request.body ?? {});
    await checkHub(input.hubId);
    const id = await db.transaction((tx) => insertOrganisation(tx, auth, input));
    const [created] = await readOrganisations(db, { all: true }, id);
    return reply.status(201).send(created);
  });

  app.put('/api/organisations/:id', async (request) => {
    const auth = requirePermission(request, EDIT);
    const { id } = parseWith(idParams, request.params);
    const version = requireIfMatch(request.headers['if-match']);
    const input = parseWith(organisationInputSchema, request.body ?? {});
    const [before] = await readOrganisations(db, auth.scope, id);
    if (!before) throw notFound('No such organisation');
    if (before.version !== version)
      throw conflict('Someone else saved this organisation since you opened it', {
        current: before,
      });
    await checkHub(input.hubId);
    const { hubName: _hubName, ...beforeFields } = before;
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(organisations)
        .set({
          ...organisationColumnsOf(input),
          version: sql`${organisations.version} + 1`,
          updatedAt: new Date().toISOString(),
        })
        .where(and(eq(organisations.id, id), eq(organisations.version, version)))
        .returning();
      if (!row) return undefined;
      await writeAudit(tx, actorOf(auth), {
        entity: 'organisations',
        recordId: id,
        action: 'update',
        before: beforeFields,
        after: row,
      });
      return row;
    });
    const [current] = await readOrganisations(db, { all: true }, id);
    if (!updated)
      throw conflict('Someone else saved this organisation since you opened it', {
        current,
      });
    return current;
  });
}
