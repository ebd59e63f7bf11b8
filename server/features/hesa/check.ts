import { randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { fragment } from 'xmlbuilder2';
import { collectionOfYear, mappingTable, pickCollection } from '#domain/hesa/fields';
import type { StudentProblem } from '#domain/hesa/problems';
import { readyCount } from '#domain/hesa/problems';
import type { Db } from '../../db/client';
import { engagements, hesaReadiness, students } from '../../db/schema';
import { inYear, nextStudentIds, studentBatch } from './data';
import { type BuildContext, Problems, studentEntity } from './entities';
import { heldCollections, mappingRows, validCodes } from './mappings';
import { referenceFactsOfBuild } from './reference-check';

/** Students read per batch (as the build: one batch in memory at a time). */
const BATCH = 200;

/**
 * What a build of a year starts from: the collection whose lists apply, the mapping lookups,
 * the valid codes and an empty problem list. The export (build.ts) and the checks here share it.
 */
export async function prepareBuild(db: Db, year: string, keep = false): Promise<BuildContext> {
  const collection = pickCollection(await heldCollections(db), collectionOfYear(year));
  const problems = new Problems(keep);
  if (!collection)
    problems.add(
      'lists',
      "No HESA valid values are held: load them from the year's XSD on the mapping screen",
    );
  const used = collection ?? collectionOfYear(year);
  return {
    year,
    collection: used,
    table: mappingTable(await mappingRows(db, used)),
    valid: await validCodes(db, used),
    problems,
    // Missing reference facts are problems of the whole return (studentId '').
    ...(await referenceFactsOfBuild(db, problems, year)),
  };
}

/** A student checked: their id and name. */
export interface CheckedStudent {
  id: string;
  name: string;
}

/**
 * Every student of a year's return written as the export writes them (to a fragment that is
 * dropped), with each problem the export's rules find and the student it is of.
 */
export async function checkReturn(db: Db, year: string) {
  const build = await prepareBuild(db, year, true);
  const checked: CheckedStudent[] = [];
  let after = '';
  for (;;) {
    const ids = await nextStudentIds(db, year, after, BATCH);
    if (ids.length === 0) break;
    const batch = await studentBatch(db, year, ids);
    const part = fragment();
    for (const id of ids) {
      studentEntity(part, build, batch, id);
      const student = batch.students.find((s) => s.id === id);
      checked.push({ id, name: student ? `${student.firstName} ${student.lastName}` : id });
    }
    after = ids[ids.length - 1] ?? after;
  }
  const problems: StudentProblem[] = build.problems.kept;
  return {
    year,
    collection: build.collection,
    students: checked,
    ready: readyCount(
      checked.map((s) => s.id),
      problems,
    ),
    problems,
  };
}

/** Keeps a readiness snapshot of a check (the `missing` screen's history). */
export async function saveReadiness(
  db: Db,
  collection: string,
  students: number,
  ready: number,
  byRule: Record<string, number>,
) {
  await db.insert(hesaReadiness).values({ id: randomUUID(), collection, students, ready, byRule });
}

/** The snapshots of a collection, oldest first (the last 30). */
export async function readinessHistory(db: Db, collection: string) {
  const rows = await db
    .select()
    .from(hesaReadiness)
    .where(eq(hesaReadiness.collection, collection))
    .orderBy(desc(hesaReadiness.takenAt))
    .limit(30);
  return rows.reverse().map((row) => ({
    takenAt: row.takenAt,
    students: row.students,
    ready: row.ready,
  }));
}

/** Students of the year's return whose name or id holds the text (at most 20). */
export async function searchStudents(db: Db, year: string, text: string) {
  const like = `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const inReturn = db
    .selectDistinct({ id: engagements.studentId })
    .from(engagements)
    .where(inYear(year));
  return db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName })
    .from(students)
    .where(
      and(
        inArray(students.id, inReturn),
        or(
          ilike(students.firstName, like),
          ilike(students.lastName, like),
          ilike(students.id, like),
        ),
      ),
    )
    .orderBy(students.lastName, students.firstName)
    .limit(20);
}

/** One student's part of the return as the export writes it, with their problems. */
export async function studentReturn(db: Db, year: string, studentId: string) {
  const build = await prepareBuild(db, year, true);
  const batch = await studentBatch(db, year, [studentId]);
  const student = batch.students.find((s) => s.id === studentId);
  if (!student || batch.engagements.length === 0) return undefined;
  const part = fragment();
  studentEntity(part, build, batch, studentId);
  return {
    year,
    collection: build.collection,
    student: { id: student.id, name: `${student.firstName} ${student.lastName}` },
    xml: part,
    problems: build.problems.kept.filter((p) => p.studentId === studentId),
  };
}
