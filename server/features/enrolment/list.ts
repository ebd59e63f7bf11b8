import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { EnrolmentSessionStatus } from '#domain/students/enrolment-session';
import type { EnrolmentRow } from '#domain/students/enrolment-year';
import { missingPolicies, type PolicyAcceptanceDraft } from '#domain/students/policy-list';
import type { Db } from '../../db/client';
import {
  engagements,
  enrolmentSessions,
  hubs,
  invoices,
  studentForms,
  students,
} from '../../db/schema';
import type { Scope } from '../../platform/auth/scope';
import { isoTime, studentName, studentsInScope } from './scope';

/**
 * The Enrolment screen's rows for one session: each session in the caller's scope with its
 * student, engagement, the policies not yet accepted (the student's policies-agreed form) and
 * the fees plan (the payment term of the session's tuition invoice, finance-details).
 */
export async function enrolmentRows(
  db: Db,
  scope: Scope,
  session: string,
): Promise<EnrolmentRow[]> {
  const rows = await db
    .select({
      id: enrolmentSessions.id,
      version: enrolmentSessions.version,
      sessionId: enrolmentSessions.sessionId,
      status: enrolmentSessions.status,
      yearOfStudy: enrolmentSessions.yearOfStudy,
      studentEnrolledAt: enrolmentSessions.studentEnrolledAt,
      updatedAt: enrolmentSessions.updatedAt,
      studentId: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      preferredName: students.preferredName,
      hubId: students.hubId,
      hubName: hubs.name,
      engagementId: engagements.id,
      engagementCode: engagements.code,
      programmeCode: engagements.programmeCode,
      cohort: engagements.cohort,
    })
    .from(enrolmentSessions)
    .innerJoin(students, eq(students.id, enrolmentSessions.studentId))
    .innerJoin(engagements, eq(engagements.id, enrolmentSessions.engagementId))
    .innerJoin(hubs, eq(hubs.id, students.hubId))
    .where(and(eq(enrolmentSessions.sessionId, session), studentsInScope(scope)))
    .orderBy(asc(students.lastName), asc(students.firstName), asc(enrolmentSessions.id));
  if (rows.length === 0) return [];
  const studentIds = [...new Set(rows.map((row) => row.studentId))];
  const [agreed, plans] = await Promise.all([
    db
      .select({ studentId: studentForms.studentId, data: studentForms.data })
      .from(studentForms)
      .where(
        inArray(
          studentForms.id,
          studentIds.map((id) => `${id}:policies-agreed`),
        ),
      ),
    db
      .select({ studentId: invoices.studentId, paymentTerm: invoices.paymentTerm })
      .from(invoices)
      .where(
        and(
          eq(invoices.sessionId, session),
          isNotNull(invoices.paymentTerm),
          inArray(invoices.studentId, studentIds),
        ),
      )
      .orderBy(asc(invoices.issuedOn), asc(invoices.id)),
  ]);
  const policiesOf = new Map(
    agreed.map((row) => [row.studentId, row.data as PolicyAcceptanceDraft]),
  );
  const planOf = new Map<string, string>();
  for (const plan of plans) {
    if (plan.paymentTerm && !planOf.has(plan.studentId))
      planOf.set(plan.studentId, plan.paymentTerm);
  }
  return rows.map(({ firstName, lastName, preferredName, ...row }) => ({
    ...row,
    status: row.status as EnrolmentSessionStatus,
    studentEnrolledAt: isoTime(row.studentEnrolledAt),
    updatedAt: isoTime(row.updatedAt),
    studentName: studentName({ firstName, lastName, preferredName }),
    policiesMissing: missingPolicies(policiesOf.get(row.studentId)),
    feesPlan: planOf.get(row.studentId) ?? null,
  }));
}
