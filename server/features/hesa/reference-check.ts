import { missingOfReturn } from '#domain/hesa/reference-facts';
import type { Db } from '../../db/client';
import type { Problems } from './entities';
import { factRecords, factRows, factsLookup } from './reference-facts';

/**
 * What a build takes from the reference facts before the students: each missing fact counted
 * as a problem of the whole return (rules `course:QUALCAT`, `module:COSTCN`…), and the funding
 * body of each programme that has one (written on its students' StudentCourseSessions).
 */
export async function referenceFactsOfBuild(db: Db, problems: Problems) {
  const rows = await factRows(db);
  const records = await factRecords(db, rows);
  const student = problems.student;
  problems.student = '';
  for (const missing of missingOfReturn(records)) {
    problems.add(missing.rule, missing.message, missing.field);
  }
  problems.student = student;
  const lookup = factsLookup(rows);
  const fundingBodies = new Map<string, string>();
  for (const record of records) {
    if (record.kind !== 'programme') continue;
    const body = lookup.programme(record.refId).fundingBody;
    if (body) fundingBodies.set(record.refId, body);
  }
  return { fundingBodies };
}
