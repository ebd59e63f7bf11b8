import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bursaryAwards,
  engagements,
  enrolmentSessions,
  hubs,
  moduleInstances,
  moduleRegistrations,
  modules,
  programmes,
  studentForms,
  students,
} from '../../db/schema';

// What the HESA build reads: the reference entities whole (they are few), and the students of
// a year a batch at a time, so the build's memory stays flat however many students there are.

/** The reference entities: programmes (courses and qualifications), modules, hubs (venues). */
export async function referenceData(db: Db) {
  const [programmeRows, moduleRows, hubRows] = await Promise.all([
    db.select().from(programmes).orderBy(programmes.id),
    db.select().from(modules).orderBy(modules.id),
    db.select().from(hubs).orderBy(hubs.id),
  ]);
  return { programmes: programmeRows, modules: moduleRows, hubs: hubRows };
}

/** The academic years that have enrolment sessions, newest first. */
export async function yearsWithSessions(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ year: enrolmentSessions.sessionId })
    .from(enrolmentSessions)
    .orderBy(enrolmentSessions.sessionId);
  return rows.map((row) => row.year).reverse();
}

/** The next batch of student ids with a session in the year, after `after`. */
export async function nextStudentIds(
  db: Db,
  year: string,
  after: string,
  size: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: enrolmentSessions.studentId })
    .from(enrolmentSessions)
    .where(and(eq(enrolmentSessions.sessionId, year), gt(enrolmentSessions.studentId, after)))
    .orderBy(asc(enrolmentSessions.studentId))
    .limit(size);
  return rows.map((row) => row.id);
}

/** Everything the return needs of a batch of students for a year. */
export async function studentBatch(db: Db, year: string, ids: string[]) {
  const sessions = await db
    .select()
    .from(enrolmentSessions)
    .where(and(eq(enrolmentSessions.sessionId, year), inArray(enrolmentSessions.studentId, ids)))
    .orderBy(enrolmentSessions.id);
  const engagementIds = [...new Set(sessions.map((s) => s.engagementId))];
  const [studentRows, engagementRows, forms, registrations, awards] = await Promise.all([
    db.select().from(students).where(inArray(students.id, ids)),
    engagementIds.length
      ? db.select().from(engagements).where(inArray(engagements.id, engagementIds))
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
  ]);
  return {
    sessions,
    students: studentRows,
    engagements: engagementRows,
    forms,
    registrations,
    awards,
  };
}

export type StudentBatch = Awaited<ReturnType<typeof studentBatch>>;
export type ReferenceData = Awaited<ReturnType<typeof referenceData>>;
