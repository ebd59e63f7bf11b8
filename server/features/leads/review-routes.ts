import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isReviewCandidate, REVIEW_STAGE, REVIEWABLE_STATUSES } from '#domain/leads/review';
import { applications, hubs, potentialStudents } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import type { AuthContext } from '../../platform/auth/context';
import { requirePermission } from '../../platform/auth/context';
import type { Tx } from '../../platform/changes';
import { conflict, notFound } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/evidence/evidence-store';
import { parseWith } from '../../platform/validation';
import { insertActivity, insertLead } from './lead-writes';

/** Review Applicants' permission (spec §2.3 leads/generateleads). */
export const LEAD_APPLICANTS = ['leads:applicants'] as const;

const UNIQUE_APPLICATION = 'potential_students_application';
const params = z.strictObject({ applicationId: z.string().min(1) });

/** Applications the caller may see: all, or those sharing one of their scope keys. */
function applicationScope(auth: AuthContext) {
  return auth.scope.all
    ? sql`true`
    : sql`${applications.scopeKeys} && ${sql.param(auth.scope.keys)}::text[]`;
}

const programmeOf = sql<string | null>`${applications.course}->>'course'`;

async function leadOfApplication(tx: Tx, applicationId: string) {
  const [lead] = await tx
    .select({ id: potentialStudents.id, name: potentialStudents.name })
    .from(potentialStudents)
    .where(eq(potentialStudents.applicationId, applicationId));
  return lead;
}

/**
 * Review Applicants (spec §2.3 leads/generateleads): `GET /api/leads/review` lists applicants
 * who did not complete, deferred or declined (src/domain/leads/review.ts), with the potential
 * student made from each, if any; `POST /api/leads/review/:applicationId` makes one, once
 * (a second call creates nothing and says it exists).
 */
export function registerLeadReviewRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get('/api/leads/review', async (request) => {
    const auth = requirePermission(request, LEAD_APPLICANTS);
    const items = await db
      .select({
        id: applications.id,
        firstName: applications.firstName,
        lastName: applications.lastName,
        email: applications.email,
        status: applications.status,
        intake: applications.intake,
        hubName: hubs.name,
        programme: programmeOf,
        potentialStudentId: potentialStudents.id,
      })
      .from(applications)
      .leftJoin(hubs, eq(hubs.id, applications.hubId))
      .leftJoin(potentialStudents, eq(potentialStudents.applicationId, applications.id))
      .where(and(inArray(applications.status, [...REVIEWABLE_STATUSES]), applicationScope(auth)))
      .orderBy(desc(applications.intake), applications.lastName, applications.firstName);
    return { items, total: items.length };
  });

  app.post('/api/leads/review/:applicationId', async (request, reply) => {
    const auth = requirePermission(request, LEAD_APPLICANTS);
    const { applicationId } = parseWith(params, request.params);
    const exists = (lead: { id: string; name: string }) =>
      reply.status(200).send({
        created: false,
        potentialStudentId: lead.id,
        message: `${lead.name} is already a potential student`,
      });
    try {
      const created = await db.transaction(async (tx) => {
        const [application] = await tx
          .select({
            id: applications.id,
            firstName: applications.firstName,
            lastName: applications.lastName,
            email: applications.email,
            status: applications.status,
            hubId: applications.hubId,
            programme: programmeOf,
          })
          .from(applications)
          .where(and(eq(applications.id, applicationId), applicationScope(auth)));
        if (!application) throw notFound('There is no such application');
        const existing = await leadOfApplication(tx, applicationId);
        if (existing) return { existing };
        if (!isReviewCandidate(application.status)) {
          throw conflict(
            `An application that is '${application.status}' is not offered for next year`,
          );
        }
        const lead = await insertLead(tx, auth, {
          name: application.firstName,
          lastName: application.lastName,
          email: application.email,
          hubId: application.hubId,
          programme: application.programme,
          stage: REVIEW_STAGE,
          applicationId,
        });
        await insertActivity(tx, auth, lead, {
          kind: 'Note',
          on: new Date().toISOString().slice(0, 10),
          summary: `Offered for next year from their application (${application.status})`,
        });
        return { lead };
      });
      if ('existing' in created && created.existing) return exists(created.existing);
      const { lead } = created as { lead: { id: string; name: string } };
      return reply.status(201).send({
        created: true,
        potentialStudentId: lead.id,
        message: `${lead.name} is now a potential student`,
      });
    } catch (error) {
      if (!isUniqueViolation(error, UNIQUE_APPLICATION)) throw error;
      const lead = await leadOfApplication(db, applicationId);
      if (!lead) throw error;
      return exists(lead);
    }
  });
}
