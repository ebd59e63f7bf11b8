import { and, asc, eq, gt, gte, inArray, isNull, lte, min, notInArray, or } from 'drizzle-orm';
import { residentialVenues } from '#domain/hesa/residential-venues';
import { academicYearOf, NOT_STARTED_STATUSES, startYearOf } from '#domain/hesa/rules';
import type { Db } from '../../db/client';
import {
  bursaryAwards,
  engagements,
  enrolmentSessions,
  hesaStudentDetails,
  hubs,
  invoices,
  moduleInstances,
  moduleRegistrations,
  modules,
  programmes,
  residentials,
  studentForms,
  students,
} from '../../db/schema';
import { factRows, factsLookup } from './reference-facts';

// What the HESA build reads: the reference entities whole (they are few), and the students of
// a year a batch at a time, so the build's memory stays flat however many students there are.

/** The reference entities: programmes (courses and qualifications), modules, hubs (venues). */
export async function referenceData(db: Db, year: string) {
  const [programmeRows, moduleRows, hubRows, factRowsHeld, residentialRows] = await Promise.all([
    db.select().from(programmes).orderBy(programmes.id),
    db.select().from(modules).orderBy(modules.id),
    db.select().from(hubs).orderBy(hubs.id),
    factRows(db),
    residentialsOfYear(db, year),
  ]);
  // The facts the records do not hold (reference-facts.ts): UKPRNs, codes, postcodes, venues.
  const facts = factsLookup(factRowsHeld);
  // The venues of the year's residentials that the officer's list does not hold (issue 23).
  const residential = residentialVenues(facts.venues, residentialRows);
  return { programmes: programmeRows, modules: moduleRows, hubs: hubRows, facts, residential };
}

/** The residentials that start in the academic year, with their venues (issue 23). */
export function residentialsOfYear(db: Db, year: string) {
  const y = startYearOf(year);
  return db
    .select({ id: residentials.id, title: residentials.title, venue: residentials.venue })
    .from(residentials)
    .where(
      and(gte(residentials.startDate, `${y}-08-01`), lte(residentials.startDate, `${y + 1}-07-31`)),
    )
    .orderBy(residentials.id);
}

/** Engagements with a student course session in the year (started, dates overlapping it). */
export function inYear(year: string) {
  const y = startYearOf(year);
  return and(
    notInArray(engagements.status, [...NOT_STARTED_STATUSES]),
    lte(engagements.startDate, `${y + 1}-07-31`),
    or(isNull(engagements.endDate), gte(engagements.endDate, `${y}-08-01`)),
  );
}

/** The academic years engagements ran in (first start to this year), newest first, at most 12. */
export async function yearsWithEngagements(db: Db, today: string): Promise<string[]> {
  const [range] = await db.select({ first: min(engagements.startDate) }).from(engagements);
  if (!range?.first) return [];
  const from = startYearOf(academicYearOf(range.first));
  const to = startYearOf(academicYearOf(today));
  const years: string[] = [];
  for (let y = to; y >= from && years.length < 12; y -= 1) {
    years.push(`${y}-${String((y + 1) % 100).padStart(2, '0')}`);
  }
  return years;
}

/** The next batch of student ids with an engagement in the year, after `after`. */
export async function nextStudentIds(
  db: Db,
  year: string,
  after: string,
  size: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: engagements.studentId })
    .from(engagements)
    .where(and(inYear(year), gt(engagements.studentId, after)))
    .orderBy(asc(engagements.studentId))
    .limit(size);
  return rows.map((row) => row.id);
}

/** Everything the return needs of a batch of students for a year. */
export async function studentBatch(db: Db, year: string, ids: string[]) {
  const engagementRows = await db
    .select()
    .from(engagements)
    .where(and(inYear(year), inArray(engagements.studentId, ids)))
    .orderBy(engagements.id);
  const engagementIds = engagementRows.map((e) => e.id);
  const [studentRows, sessions, forms, registrations, awards, details, fees] = await Promise.all([
    db.select().from(students).where(inArray(students.id, ids)),
    // Enrolment sessions started for the year (their ids and year of programme are used).
    engagementIds.length
      ? db
          .select()
          .from(enrolmentSessions)
          .where(
            and(
              eq(enrolmentSessions.sessionId, year),
              inArray(enrolmentSessions.engagementId, engagementIds),
            ),
          )
      : Promise.resolve([]),
    db
      .select({ studentId: studentForms.studentId, data: studentForms.data })
      .from(studentForms)
      .where(and(inArray(studentForms.studentId, ids), eq(studentForms.formId, 'hesadata'))),
    engagementIds.length
      ? db
          .select({
            id: moduleRegistrations.id,
            engagementId: moduleRegistrations.engagementId,
            result: moduleRegistrations.result,
            moduleId: moduleInstances.moduleId,
            startDate: moduleInstances.startDate,
            endDate: moduleInstances.endDate,
            credits: modules.credits,
          })
          .from(moduleRegistrations)
          .innerJoin(moduleInstances, eq(moduleInstances.id, moduleRegistrations.moduleInstanceId))
          .innerJoin(modules, eq(modules.id, moduleInstances.moduleId))
          .where(
            and(
              inArray(moduleRegistrations.engagementId, engagementIds),
              eq(moduleInstances.sessionId, year),
            ),
          )
          .orderBy(moduleRegistrations.id)
      : Promise.resolve([]),
    db
      .select()
      .from(bursaryAwards)
      .where(
        and(
          inArray(bursaryAwards.studentId, ids),
          eq(bursaryAwards.sessionId, year),
          eq(bursaryAwards.outcome, 'Approved'),
        ),
      ),
    db.select().from(hesaStudentDetails).where(inArray(hesaStudentDetails.studentId, ids)),
    // The year's invoices of the engagements (INVOICEFEEAMOUNT reads their tuition).
    engagementIds.length
      ? db
          .select({
            id: invoices.id,
            engagementId: invoices.engagementId,
            sessionId: invoices.sessionId,
            cancelledOn: invoices.cancelledOn,
            lines: invoices.lines,
          })
          .from(invoices)
          .where(and(eq(invoices.sessionId, year), inArray(invoices.engagementId, engagementIds)))
      : Promise.resolve([]),
  ]);
  return {
    sessions,
    students: studentRows,
    engagements: engagementRows,
    forms,
    registrations,
    awards,
    details,
    fees,
  };
}

export type StudentBatch = Awaited<ReturnType<typeof studentBatch>>;
export type ReferenceData = Awaited<ReturnType<typeof referenceData>>;
