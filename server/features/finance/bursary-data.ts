import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { poundsOf } from '#domain/applications/parts';
import { academicStartYearOf, academicYearTitle } from '#domain/calendar/academic-year';
import {
  type BursaryListRow,
  type BursaryOutcome,
  type BursarySource,
  bursaryOutcomeSchema,
  bursaryRowId,
  notCreditedOf,
} from '#domain/finance/bursary-review';
import type { Db } from '../../db/client';
import { applications, bursaryAwards, creditNotes, studentForms, students } from '../../db/schema';
import type { Scope } from '../../platform/auth/scope';
import { inScope } from '../../platform/auth/scope';

// What the bursaries list and record read: the applications (students' bursary-application
// forms and applicants' bursary sections), each with its award for the year and the credit
// raised for it. Money is integer pence.

export const BURSARY_FORM_ID = 'bursary-application';

type AwardRow = typeof bursaryAwards.$inferSelect;

/** One application as the list and the record see it, with its award when there is one. */
export interface BursaryCase {
  id: string;
  source: BursarySource;
  sourceId: string;
  sessionId: string;
  studentId: string | null;
  name: string;
  applicationType: string | null;
  submittedOn: string;
  /** The answers as stored (the form's data, or the application's bursary section). */
  answers: Record<string, unknown>;
  /** The review outcome admissions gave an applicant's bursary section, if any. */
  sectionOutcome: BursaryOutcome | null;
  scopeKeys: string[];
  award: AwardRow | null;
  creditedPence: number;
}

const yearOf = (day: string) => academicYearTitle(academicStartYearOf(new Date(day)));
const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The award's id for an application and year (one award per application and year). */
export const awardIdOf = (source: BursarySource, sessionId: string, sourceId: string) =>
  `bursary-${source}-${sessionId}-${sourceId}`;

/** Every bursary application the caller's scope reaches, with its award and credit. */
export async function loadBursaryCases(db: Db, scope: Scope): Promise<BursaryCase[]> {
  const forms = await db
    .select({ form: studentForms, student: students })
    .from(studentForms)
    .innerJoin(students, eq(students.id, studentForms.studentId))
    .where(eq(studentForms.formId, BURSARY_FORM_ID));
  const applied = await db
    .select()
    .from(applications)
    .where(sql`(${applications.bursary} ->> 'applying') = 'true'`);
  const awards = await db.select().from(bursaryAwards);
  const credited = await db
    .select({
      awardId: creditNotes.bursaryAwardId,
      pence: sql<number>`sum(${creditNotes.amountPence})::int`,
    })
    .from(creditNotes)
    .where(isNotNull(creditNotes.bursaryAwardId))
    .groupBy(creditNotes.bursaryAwardId);
  const creditOf = new Map(credited.map((row) => [row.awardId, Number(row.pence)]));
  const appliedStudents = applied.flatMap((row) => (row.studentId ? [row.studentId] : []));
  const studentKeys = new Map(
    appliedStudents.length === 0
      ? []
      : (
          await db
            .select({ id: students.id, scopeKeys: students.scopeKeys })
            .from(students)
            .where(inArray(students.id, appliedStudents))
        ).map((row) => [row.id, row.scopeKeys]),
  );

  const cases = new Map<string, BursaryCase>();
  const add = (entry: Omit<BursaryCase, 'id' | 'award' | 'creditedPence'>) => {
    const id = bursaryRowId(entry.source, entry.sessionId, entry.sourceId);
    cases.set(id, { ...entry, id, award: null, creditedPence: 0 });
  };
  for (const { form, student } of forms) {
    const data = asRecord(form.data);
    add({
      source: 'form',
      sourceId: form.id,
      sessionId: yearOf(form.updatedAt),
      studentId: student.id,
      name: `${student.firstName} ${student.lastName}`,
      applicationType: textOf(data.applicationType),
      submittedOn: form.updatedAt.slice(0, 10),
      answers: data,
      sectionOutcome: null,
      scopeKeys: student.scopeKeys,
    });
  }
  for (const application of applied) {
    const bursary = asRecord(application.bursary);
    const section = bursaryOutcomeSchema.safeParse(
      asRecord(asRecord(application.sections).bursaryApplication).outcome,
    );
    add({
      source: 'application',
      sourceId: application.id,
      sessionId: yearOf(application.intake),
      studentId: application.studentId,
      name: `${application.firstName} ${application.lastName}`,
      applicationType: textOf(bursary.type),
      submittedOn: application.updatedAt.slice(0, 10),
      answers: bursary,
      sectionOutcome: section.success ? section.data : null,
      scopeKeys: [
        ...application.scopeKeys,
        ...(application.studentId ? (studentKeys.get(application.studentId) ?? []) : []),
      ],
    });
  }
  // An award stays listed under its own year, even when the form was saved again since.
  for (const award of awards) {
    const id = bursaryRowId(award.source as BursarySource, award.sessionId, award.sourceId);
    const found =
      cases.get(id) ??
      [...cases.values()].find(
        (entry) => entry.source === award.source && entry.sourceId === award.sourceId,
      );
    if (!found) continue;
    const entry =
      found.id === id ? found : { ...found, id, sessionId: award.sessionId, award: null };
    cases.set(id, { ...entry, award, creditedPence: creditOf.get(award.id) ?? 0 });
  }
  return [...cases.values()].filter((entry) => inScope(scope, entry.scopeKeys));
}

/** The outcome a case shows: its award's, else the admissions review's, else under consideration. */
export function outcomeOf(entry: BursaryCase): BursaryOutcome {
  const awarded = bursaryOutcomeSchema.safeParse(entry.award?.outcome);
  if (awarded.success) return awarded.data;
  return entry.sectionOutcome ?? 'Under consideration';
}

/** A case as a list row. */
export function rowOf(entry: BursaryCase): BursaryListRow {
  const amountPence = entry.award?.amountPence ?? null;
  return {
    id: entry.id,
    source: entry.source,
    studentId: entry.studentId,
    name: entry.name,
    sessionId: entry.sessionId,
    applicationType: entry.applicationType,
    submittedOn: entry.submittedOn,
    outcome: outcomeOf(entry),
    bursaryType: entry.award?.bursaryType ?? null,
    amountPence,
    creditedPence: entry.creditedPence,
    notCreditedPence: notCreditedOf(amountPence, entry.creditedPence),
    decidedAt: entry.award?.decidedAt ?? null,
  };
}

/** The amount an applicant sought each year, in pence (their answer is whole pounds). */
export function soughtPenceOf(entry: BursaryCase): number | null {
  if (entry.source !== 'application') return null;
  const pounds = poundsOf(textOf(entry.answers.amountPerYear) ?? undefined);
  return pounds === undefined ? null : pounds * 100;
}

/** The student's awards decided (for their forms area), newest year first. */
export async function decidedAwardsOf(db: Db, studentId: string) {
  return db
    .select({
      sessionId: bursaryAwards.sessionId,
      source: bursaryAwards.source,
      outcome: bursaryAwards.outcome,
      bursaryType: bursaryAwards.bursaryType,
      amountPence: bursaryAwards.amountPence,
      comment: bursaryAwards.comment,
      decidedAt: bursaryAwards.decidedAt,
    })
    .from(bursaryAwards)
    .where(and(eq(bursaryAwards.studentId, studentId), isNotNull(bursaryAwards.decidedAt)))
    .orderBy(sql`${bursaryAwards.sessionId} desc`);
}
