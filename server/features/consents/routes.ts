import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSENT_PURPOSES, type ConsentPersonKind, consentHolds } from '#domain/consents/consent';
import {
  type ConsentRow,
  consentBodySchema,
  consentState,
  givenProblem,
  withdrawalBodySchema,
  withdrawalProblem,
} from '#domain/consents/records';
import type { Db } from '../../db/client';
import { consents, contacts, potentialStudents, students } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { requirePermission } from '../../platform/auth/context';
import type { Tx } from '../../platform/changes';
import { actorOf } from '../../platform/entities/write';
import { conflict, invalid, notFound } from '../../platform/errors';
import { requireIfMatch } from '../../platform/http/if-match';
import { parseWith } from '../../platform/validation';

// GDPR consents (spec §2.3 `/contacts/consents` role:manager, §2.4 `consents/{id}` consents:view,
// issue 20). Who may do what, decided here and enforced whatever the client shows:
// - the list and every change (record, withdraw) need role:manager (the relationships manager;
//   the administrator's '*' holds it too);
// - one consent record needs consents:view, so the registrar, who holds consents:view but not
//   role:manager, may open a consent from a contact's record but neither list nor change them;
// - students and everyone else: 403.
// A withdrawn consent keeps its row: withdrawing sets the day and reason, never deletes.

const MANAGE = ['role:manager'] as const;
const VIEW = ['consents:view'] as const;

const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const listQuery = z.object({
  purpose: z.enum(CONSENT_PURPOSES).optional(),
  state: z.enum(['Holds', 'Withdrawn', 'Not yet']).optional(),
  personKind: z.enum(['contact', 'student', 'potential-student']).optional(),
  q: z.string().trim().max(200).optional(),
});

const rowColumns = {
  id: consents.id,
  version: consents.version,
  personKind: consents.personKind,
  personId: consents.personId,
  personName: consents.personName,
  purpose: consents.purpose,
  source: consents.source,
  givenOn: consents.givenOn,
  withdrawnOn: consents.withdrawnOn,
  withdrawnReason: consents.withdrawnReason,
  recordedBy: consents.recordedBy,
  createdAt: consents.createdAt,
};

async function consentRow(db: Db | Tx, id: string): Promise<ConsentRow | undefined> {
  const [row] = await db.select(rowColumns).from(consents).where(eq(consents.id, id));
  return row as ConsentRow | undefined;
}

/** The person's name, or a 422 naming personId when there is no such person. */
async function personName(db: Db, kind: ConsentPersonKind, id: string): Promise<string> {
  const [found] =
    kind === 'contact'
      ? await db.select({ name: contacts.name }).from(contacts).where(eq(contacts.id, id))
      : kind === 'student'
        ? await db
            .select({
              first: students.firstName,
              preferred: students.preferredName,
              last: students.lastName,
            })
            .from(students)
            .where(eq(students.id, id))
            .then((rows) => rows.map((s) => ({ name: `${s.preferred || s.first} ${s.last}` })))
        : await db
            .select({ name: potentialStudents.name })
            .from(potentialStudents)
            .where(eq(potentialStudents.id, id));
  if (!found) throw invalid([{ param: 'personId', message: 'No such person' }], 'No such person');
  return found.name;
}

export function registerConsentRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const today = () => (context.clock?.() ?? new Date()).toISOString().slice(0, 10);

  /** GET /api/consents (role:manager): every consent, newest first, with filters. */
  app.get('/api/consents', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    requirePermission(request, MANAGE);
    const query = parseWith(listQuery, request.query);
    const day = today();
    const q = query.q?.toLowerCase();
    const rows = (await db
      .select(rowColumns)
      .from(consents)
      .orderBy(desc(consents.givenOn), consents.personName, consents.id)) as ConsentRow[];
    const items = rows.filter(
      (row) =>
        (!query.purpose || row.purpose === query.purpose) &&
        (!query.personKind || row.personKind === query.personKind) &&
        (!query.state || consentState(row, day) === query.state) &&
        (!q || row.personName.toLowerCase().includes(q)),
    );
    return { items, total: items.length };
  });

  /** GET /api/consents/:id (consents:view): one consent. */
  app.get('/api/consents/:id', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    requirePermission(request, VIEW);
    const { id } = parseWith(idParams, request.params);
    const row = await consentRow(db, id);
    if (!row) throw notFound('No such consent');
    return row;
  });

  /** POST /api/consents (role:manager): records a consent; 409 when one already holds. */
  app.post('/api/consents', async (request, reply) => {
    const auth = requirePermission(request, MANAGE);
    const body = parseWith(consentBodySchema, request.body ?? {});
    const day = today();
    const problem = givenProblem(body, day);
    if (problem) throw invalid([problem], problem.message);
    const name = await personName(db, body.personKind, body.personId);
    const id = `consent-${randomUUID()}`;
    await db.transaction(async (tx) => {
      const existing = await tx
        .select({
          purpose: consents.purpose,
          givenOn: consents.givenOn,
          withdrawnOn: consents.withdrawnOn,
        })
        .from(consents)
        .where(
          and(
            eq(consents.personKind, body.personKind),
            eq(consents.personId, body.personId),
            eq(consents.purpose, body.purpose),
          ),
        );
      if (existing.some((consent) => consentHolds(consent, day) || consent.givenOn > day))
        throw conflict(`${name} already has a ${body.purpose} consent that holds`);
      const row = { id, ...body, personName: name, recordedBy: auth.user.id };
      await tx.insert(consents).values(row);
      await writeAudit(tx, actorOf(auth), {
        entity: 'consents',
        recordId: id,
        action: 'create',
        after: row,
      });
    });
    return reply.code(201).send(await consentRow(db, id));
  });

  /** POST /api/consents/:id/withdraw (role:manager, If-Match): the day and the reason. */
  app.post('/api/consents/:id/withdraw', async (request) => {
    const auth = requirePermission(request, MANAGE);
    const { id } = parseWith(idParams, request.params);
    const version = requireIfMatch(request.headers['if-match']);
    const body = parseWith(withdrawalBodySchema, request.body ?? {});
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(consents).where(eq(consents.id, id)).for('update');
      if (!before) throw notFound('No such consent');
      const problem = withdrawalProblem(before, body, today());
      if (problem?.conflict) throw conflict(problem.message, { current: await consentRow(tx, id) });
      if (before.version !== version)
        throw conflict('The consent was changed by someone else', {
          current: await consentRow(tx, id),
        });
      if (problem) throw invalid([problem], problem.message);
      const after = {
        withdrawnOn: body.withdrawnOn,
        withdrawnReason: body.reason,
        version: version + 1,
        updatedAt: new Date().toISOString(),
      };
      await tx.update(consents).set(after).where(eq(consents.id, id));
      await writeAudit(tx, actorOf(auth), {
        entity: 'consents',
        recordId: id,
        action: 'update',
        before,
        after: { ...before, ...after },
      });
    });
    return consentRow(db, id);
  });
}
