import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ALUMNUS_STATUS,
  type AlumnusRow,
  alumniListQuerySchema,
  awardOf,
  heldPurposes,
  mailingLineOf,
  matchesAlumnus,
  servingBodySchema,
} from '#domain/alumni/alumni';
import type { ConsentTerms } from '#domain/consents/consent';
import { addressSchema } from '#domain/contacts/address';
import type { Db } from '../../db/client';
import {
  alumniProfiles,
  consents,
  engagements,
  hubs,
  organisations,
  students,
} from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { requirePermission } from '../../platform/auth/context';
import type { Scope } from '../../platform/auth/scope';
import { actorOf } from '../../platform/entities/write';
import { invalid, notFound } from '../../platform/errors';
import { buildExport, type ExportColumn, sendExport } from '../../platform/exports';
import { parseWith } from '../../platform/validation';

// Alumni (spec §2.3 /alumni, issue 20): students with a Completed engagement, where they serve
// and what they consented to be contacted for. Online only.

const MENU = ['alumni:menu'] as const;

const studentParams = z.object({ studentId: z.string().trim().min(1).max(100) });

const COLUMNS: ExportColumn[] = [
  { field: 'studentId', label: 'Student id' },
  { field: 'name', label: 'Name' },
  { field: 'programmeCode', label: 'Programme' },
  { field: 'award', label: 'Award' },
  { field: 'yearCompleted', label: 'Year completed' },
  { field: 'hubName', label: 'Hub' },
  { field: 'organisationName', label: 'Serves at' },
  { field: 'servingAs', label: 'Serving as' },
  { field: 'consents', label: 'May be contacted for', kind: 'list' },
];

// The mailing export: only those with a Post or Marketing e-mail consent, and only the ways of
// reaching them they agreed to (mailingLineOf).
const MAILING_COLUMNS: ExportColumn[] = [
  { field: 'studentId', label: 'Student id' },
  { field: 'name', label: 'Name' },
  { field: 'email', label: 'E-mail' },
  { field: 'address1', label: 'Address' },
  { field: 'city', label: 'Town or city' },
  { field: 'postCode', label: 'Post code' },
];

const partialAddress = addressSchema.partial();

const within = (scope: Scope): SQL | undefined =>
  scope.all ? undefined : sql`${students.scopeKeys} && ${sql.param(scope.keys)}::text[]`;

/** The alumni in the caller's scope (or the one asked for), each once with their latest completion. */
async function readAlumni(db: Db, scope: Scope, today: string, only?: string) {
  const rows = await db
    .select({
      studentId: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      preferredName: students.preferredName,
      email: students.email,
      phone: students.phone,
      address: students.address,
      hubId: students.hubId,
      hubName: hubs.name,
      programmeCode: engagements.programmeCode,
      exitAward: engagements.exitAward,
      endDate: engagements.endDate,
      organisationId: alumniProfiles.organisationId,
      organisationName: organisations.name,
      servingAs: alumniProfiles.servingAs,
    })
    .from(engagements)
    .innerJoin(students, eq(students.id, engagements.studentId))
    .innerJoin(hubs, eq(hubs.id, students.hubId))
    .leftJoin(alumniProfiles, eq(alumniProfiles.studentId, students.id))
    .leftJoin(organisations, eq(organisations.id, alumniProfiles.organisationId))
    .where(
      and(
        eq(engagements.status, ALUMNUS_STATUS),
        within(scope),
        only ? eq(students.id, only) : undefined,
      ),
    )
    .orderBy(
      asc(students.lastName),
      asc(students.firstName),
      asc(students.id),
      sql`${engagements.endDate} desc nulls last`,
    );
  const ids = [...new Set(rows.map((row) => row.studentId))];
  const given = ids.length
    ? await db
        .select({
          personId: consents.personId,
          purpose: consents.purpose,
          givenOn: consents.givenOn,
          withdrawnOn: consents.withdrawnOn,
        })
        .from(consents)
        .where(and(eq(consents.personKind, 'student'), inArray(consents.personId, ids)))
    : [];
  const byPerson = new Map<string, ConsentTerms[]>();
  for (const consent of given)
    byPerson.set(consent.personId, [...(byPerson.get(consent.personId) ?? []), consent]);
  const seen = new Set<string>();
  const alumni: AlumnusRow[] = [];
  for (const row of rows) {
    if (seen.has(row.studentId)) continue;
    seen.add(row.studentId);
    const address = partialAddress.safeParse(row.address ?? {});
    alumni.push({
      studentId: row.studentId,
      name: `${row.preferredName || row.firstName} ${row.lastName}`,
      email: row.email,
      phone: row.phone,
      address1: (address.success && address.data.address1) || null,
      city: (address.success && address.data.city) || null,
      postCode: (address.success && address.data.postCode) || null,
      hubId: row.hubId,
      hubName: row.hubName,
      programmeCode: row.programmeCode,
      exitAward: row.exitAward,
      award: awardOf(row.exitAward, row.programmeCode),
      yearCompleted: row.endDate?.slice(0, 4) ?? null,
      organisationId: row.organisationId,
      organisationName: row.organisationName,
      servingAs: row.servingAs,
      consents: heldPurposes(byPerson.get(row.studentId) ?? [], today),
    });
  }
  return alumni;
}

export function registerAlumniRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const today = () => (context.clock?.() ?? new Date()).toISOString().slice(0, 10);

  app.get('/api/alumni', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const auth = requirePermission(request, MENU);
    const query = parseWith(alumniListQuerySchema, request.query);
    const all = await readAlumni(db, auth.scope, today());
    const rows = all.filter((row) => matchesAlumnus(row, query));
    if (query.export) {
      const mailing = query.for === 'mailing';
      const file = await buildExport(query.export, {
        title: mailing ? 'Alumni mailing list' : 'Alumni',
        fileBaseName: mailing ? 'alumni-mailing' : 'alumni',
        columns: mailing ? MAILING_COLUMNS : COLUMNS,
        rows: mailing
          ? rows.flatMap((row) => {
              const line = mailingLineOf(row);
              return line ? [{ ...line }] : [];
            })
          : rows.map((row) => ({ ...row })),
      });
      return sendExport(reply, file);
    }
    const distinct = (values: (string | null)[]) =>
      [...new Set(values.filter((value): value is string => Boolean(value)))].sort();
    return {
      items: rows,
      total: rows.length,
      options: {
        hubs: [...new Map(all.map((row) => [row.hubId, row.hubName]))]
          .map(([id, name]) => ({ id, name }))
          .sort((a, b) => a.id.localeCompare(b.id)),
        programmes: distinct(all.map((row) => row.programmeCode)),
        years: distinct(all.map((row) => row.yearCompleted)).reverse(),
        organisations: await db
          .select({ id: organisations.id, name: organisations.name })
          .from(organisations)
          .orderBy(asc(organisations.name)),
      },
    };
  });

  app.put('/api/alumni/:studentId/serving', async (request) => {
    const auth = requirePermission(request, MENU);
    const { studentId } = parseWith(studentParams, request.params);
    const body = parseWith(servingBodySchema, request.body ?? {});
    const [alumnus] = await readAlumni(db, auth.scope, today(), studentId);
    if (!alumnus) throw notFound('No such alumnus');
    if (body.organisationId) {
      const [organisation] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, body.organisationId));
      if (!organisation)
        throw invalid([{ message: 'No such organisation', param: 'organisationId' }]);
    }
    const values = { organisationId: body.organisationId, servingAs: body.servingAs || null };
    await db.transaction(async (tx) => {
      await tx
        .insert(alumniProfiles)
        .values({ studentId, ...values })
        .onConflictDoUpdate({
          target: alumniProfiles.studentId,
          set: {
            ...values,
            version: sql`${alumniProfiles.version} + 1`,
            updatedAt: new Date().toISOString(),
          },
        });
      await writeAudit(tx, actorOf(auth), {
        entity: 'alumni-profiles',
        recordId: studentId,
        action: 'update',
        before: { organisationId: alumnus.organisationId, servingAs: alumnus.servingAs },
        after: values,
      });
    });
    const [updated] = await readAlumni(db, auth.scope, today(), studentId);
    return updated;
  });
}
