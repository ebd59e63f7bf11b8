import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  canRecordDeposit,
  type DepositCommand,
  depositCommandSchema,
  engagementCodeFor,
  engagementStatusForIntake,
  unmetConditions,
} from '#domain/applications/admissions';
import { courseSchema } from '#domain/applications/parts';
import { CONFIRMED_STATUS } from '#domain/applications/statuses';
import { DEPOSIT_METHOD } from '#domain/finance/payments';
import { startingCohortOf } from '#domain/programmes/cohorts';
import { levelsOf } from '#domain/programmes/programmes';
import { payments, students } from '../../db/schema';
import { applicationsEntity } from '../../entities/applications';
import { engagementsEntity } from '../../entities/engagements';
import { studentsEntity } from '../../entities/students';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/context';
import type { Tx } from '../../platform/changes';
import { presentRecord } from '../../platform/entities/present';
import { requireRecordPermission } from '../../platform/entities/record-access';
import { actorOf, createRecord, findInScope, updateRecord } from '../../platform/entities/write';
import { conflict, notFound } from '../../platform/errors';
import { featureOn } from '../../platform/features';
import { appendHistory, historyEntry } from '../../platform/history';
import { parseIfMatch } from '../../platform/http/if-match';
import { parseWith } from '../../platform/validation';
import { ADMIN, idParams } from './access';

/**
 * The student who already uses the applicant's email (any case), locked for the transaction: a
 * current student applying for a further programme is the same person, not a new student.
 */
async function studentWithEmail(tx: Tx, email: unknown): Promise<{ id: string } | undefined> {
  const [student] = await tx
    .select({ id: students.id })
    .from(students)
    .where(sql`lower(${students.email}) = lower(${String(email)})`)
    .limit(1)
    .for('update');
  return student;
}

/**
 * The deposit as a payment of the student naming no invoice (issue 19: "deposits from admissions
 * appear"): the student's statement and the invoices spread it over the oldest invoice owing.
 * Its id is the application's, so one application records one deposit payment. Audited.
 */
async function recordDepositPayment(
  tx: Tx,
  auth: AuthContext,
  applicationId: string,
  studentId: string,
  deposit: { amountPence: number; paidOn: string; reference: string | null },
): Promise<void> {
  const [owner] = await tx
    .select({ scopeKeys: students.scopeKeys })
    .from(students)
    .where(eq(students.id, studentId));
  const row = {
    id: `deposit-${applicationId}`,
    studentId,
    invoiceId: null,
    paidOn: deposit.paidOn,
    amountPence: deposit.amountPence,
    method: DEPOSIT_METHOD,
    reference: deposit.reference,
  };
  const written = await tx
    .insert(payments)
    .values({ ...row, scopeKeys: owner?.scopeKeys ?? [] })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (written.length > 0) {
    await writeAudit(tx, actorOf(auth), {
      entity: 'payments',
      recordId: row.id,
      action: 'create',
      after: row,
    });
  }
}

/**
 * Records the deposit and confirms the place: the student (unless one already uses the
 * applicant's email) and their engagement for the intake are created (audited, in the change
 * feed) and the application points at the student. All in one transaction holding the
 * application's row lock, so two confirmations at once make one student and one engagement:
 * the second waits for the first, then finds the application confirmed (409).
 */
export async function confirmWithDeposit(
  context: AppContext,
  auth: AuthContext,
  id: string,
  deposit: DepositCommand,
  ifMatch: number | undefined,
): Promise<Record<string, unknown>> {
  const today = (context.clock?.() ?? new Date()).toISOString().slice(0, 10);
  const row = await context.db.transaction(async (tx) => {
    const current = await findInScope(tx, applicationsEntity, id, auth, true);
    if (!current) throw notFound();
    const present = () => ({ current: presentRecord(applicationsEntity, current) });
    if (ifMatch !== undefined && current.version !== ifMatch) {
      throw conflict('This application was changed by someone else', present());
    }
    if (current.studentId) throw conflict('This application is already confirmed', present());
    if (!canRecordDeposit(String(current.status))) {
      throw conflict(
        `A deposit confirms an offered or accepted place; this application is ${String(current.status)}`,
        present(),
      );
    }
    // With conditional offers, a place is confirmed only once every condition is met.
    const unmet = featureOn(context, 'conditionalOffers')
      ? unmetConditions(current.conditions)
      : [];
    if (unmet.length > 0) {
      throw conflict(`The offer's conditions are not all met yet: ${unmet.join('; ')}`, present());
    }
    const course = courseSchema.safeParse(current.course);
    if (!course.success) throw conflict('The application names no programme', present());
    const programme = course.data.course;
    const intake = String(current.intake);
    const student =
      (await studentWithEmail(tx, current.email)) ??
      (await createRecord(tx, studentsEntity, auth, {
        firstName: current.firstName,
        lastName: current.lastName,
        email: current.email,
        hubId: current.hubId,
        programmeCode: programme,
      }));
    const levels = levelsOf(programme);
    const cohort = startingCohortOf(programme);
    await createRecord(tx, engagementsEntity, auth, {
      studentId: student.id,
      code: engagementCodeFor(programme, intake),
      programmeCode: programme,
      status: engagementStatusForIntake(intake, today),
      levels: [...levels],
      level: levels[0] ?? null,
      cohort,
      futureOrLastCohort: cohort,
      pace: course.data.studyPace,
      credits: 0,
      creditsAchieved: 0,
      startDate: intake,
    });
    const record = { amountPence: deposit.amountPence, paidOn: deposit.paidOn };
    const stored = { ...record, reference: deposit.reference || null };
    await recordDepositPayment(tx, auth, id, student.id, stored);
    return updateRecord(tx, applicationsEntity, auth, id, {
      expectedVersion: current.version,
      next: (locked) => ({
        deposit: stored,
        status: CONFIRMED_STATUS,
        studentId: student.id,
        history: appendHistory(
          locked,
          historyEntry(auth, 'deposit', { ...stored, studentId: student.id }),
          historyEntry(auth, 'status', { from: locked.status, status: CONFIRMED_STATUS }),
        ),
      }),
    });
  });
  return presentRecord(applicationsEntity, row);
}

/** The deposit that confirms a place (spec §4). */
export function registerConfirmRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/applications/:id/deposit', { schema: { params: idParams } }, async (request) => {
    // Another hub's application (or none) is 404, as to a read (issue 17).
    const auth = await requireRecordPermission(
      context.db,
      request,
      applicationsEntity,
      request.params.id,
      ADMIN,
    );
    const deposit = parseWith(depositCommandSchema, request.body ?? {});
    const ifMatch = parseIfMatch(request.headers['if-match']);
    return confirmWithDeposit(context, auth, request.params.id, deposit, ifMatch);
  });
}
