import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  auditLog,
  creditNotes,
  evidenceFiles,
  invoices,
  students,
  tuitionFees,
  users,
} from '../../db/schema';
import type { Tx } from '../../platform/changes';
import { type BursaryCase, rowOf, soughtPenceOf } from './bursary-data';
import { invoiceMoney } from './ledger';

// The bursary record (spec §2.3 `finance/bursaries`): the application's answers, the student's
// finance situation for the year, evidence, and the decision with its history. Pence throughout.

type Reader = Pick<Tx, 'select'>;

/** The student's invoices of the year with their money, and the year's fees (the bound of an award). */
export async function yearFinance(tx: Reader, studentId: string, sessionId: string) {
  const found = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.studentId, studentId), eq(invoices.sessionId, sessionId)))
    .orderBy(asc(invoices.dueOn), asc(invoices.id));
  const money = await invoiceMoney(
    tx,
    found.map((invoice) => invoice.id),
  );
  const rows = found.map((invoice) => {
    const of = money.get(invoice.id);
    return {
      id: invoice.id,
      number: invoice.number,
      description: invoice.description,
      dueOn: invoice.dueOn,
      cancelledOn: invoice.cancelledOn,
      amountPence: invoice.amountPence,
      paidPence: of?.paidPence ?? 0,
      creditedPence: of?.creditedPence ?? 0,
      balancePence: of?.balancePence ?? invoice.amountPence,
    };
  });
  let feesPence = rows.reduce((total, row) => total + row.amountPence, 0);
  // Not invoiced yet: the programme's yearly tuition bounds the award.
  if (rows.length === 0) {
    const [fee] = await tx
      .select({ pence: tuitionFees.fullTimePence })
      .from(tuitionFees)
      .innerJoin(students, eq(students.programmeCode, tuitionFees.programmeCode))
      .where(eq(students.id, studentId));
    feesPence = fee?.pence ?? 0;
  }
  return {
    invoices: rows,
    feesPence,
    invoicedPence: rows.reduce((total, row) => total + row.amountPence, 0),
    balancePence: rows.reduce((total, row) => total + row.balancePence, 0),
  };
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Everything the record screen shows of one case. */
export async function bursaryRecord(tx: Reader, entry: BursaryCase) {
  const student = entry.studentId
    ? ((
        await tx
          .select({
            id: students.id,
            firstName: students.firstName,
            lastName: students.lastName,
            programmeCode: students.programmeCode,
            hubId: students.hubId,
          })
          .from(students)
          .where(eq(students.id, entry.studentId))
      )[0] ?? null)
    : null;
  const finance = student ? await yearFinance(tx, student.id, entry.sessionId) : null;
  const award = entry.award;
  const credits = award
    ? await tx
        .select({
          id: creditNotes.id,
          number: creditNotes.number,
          invoiceId: creditNotes.invoiceId,
          issuedOn: creditNotes.issuedOn,
          amountPence: creditNotes.amountPence,
        })
        .from(creditNotes)
        .where(eq(creditNotes.bursaryAwardId, award.id))
        .orderBy(asc(creditNotes.issuedOn), asc(creditNotes.number))
    : [];
  const evidenceIds = stringsOf(entry.answers.evidenceFileIds);
  const evidence =
    evidenceIds.length > 0 && student
      ? await tx
          .select({
            id: evidenceFiles.id,
            fileName: evidenceFiles.fileName,
            size: evidenceFiles.size,
          })
          .from(evidenceFiles)
          .where(
            and(inArray(evidenceFiles.id, evidenceIds), eq(evidenceFiles.studentId, student.id)),
          )
      : [];
  const history = award
    ? await tx
        .select({ at: auditLog.at, by: users.name, changes: auditLog.changes })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(and(eq(auditLog.entity, 'bursary-awards'), eq(auditLog.recordId, award.id)))
        .orderBy(asc(auditLog.id))
    : [];
  const [decider] = award?.decidedBy
    ? await tx.select({ name: users.name }).from(users).where(eq(users.id, award.decidedBy))
    : [];
  const { declaration: _declaration, evidenceFileIds: _ids, ...answers } = entry.answers;
  return {
    ...rowOf(entry),
    answers,
    soughtPence: soughtPenceOf(entry),
    student: student
      ? {
          id: student.id,
          name: `${student.firstName} ${student.lastName}`,
          programmeCode: student.programmeCode,
          hubId: student.hubId,
        }
      : null,
    finance,
    credits,
    evidence,
    decision:
      award?.decidedAt && award.outcome
        ? {
            outcome: award.outcome,
            bursaryType: award.bursaryType,
            amountPence: award.amountPence,
            comment: award.comment,
            decidedAt: award.decidedAt,
            decidedBy: decider?.name ?? null,
          }
        : null,
    history: history.map((entry) => ({
      at: new Date(entry.at).toISOString(),
      by: entry.by ?? 'Someone',
      changes: entry.changes as Record<string, { before: unknown; after: unknown }>,
    })),
    version: award?.version ?? 0,
  };
}
export type BursaryRecord = Awaited<ReturnType<typeof bursaryRecord>>;
