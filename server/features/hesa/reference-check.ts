import { missingOfReturn } from '#domain/hesa/reference-facts';
import { residentialVenueRule, residentialVenues } from '#domain/hesa/residential-venues';
import type { Db } from '../../db/client';
import { residentialsOfYear } from './data';
import type { Problems } from './entities';
import { factRecords, factRows, factsLookup } from './reference-facts';

/**
 * What a build takes from the reference facts before the students: each missing fact counted
 * as a problem of the whole return (rules `course:QUALCAT`, `module:COSTCN`…), and the funding
 * body of each programme that has one (written on its students' StudentCourseSessions).
 */
export async function referenceFactsOfBuild(db: Db, problems: Problems, year: string) {
  const rows = await factRows(db);
  const records = await factRecords(db, rows);
  const lookup = factsLookup(rows);
  const residential = residentialVenues(lookup.venues, await residentialsOfYear(db, year));
  const student = problems.student;
  problems.student = '';
  for (const missing of missingOfReturn(records)) {
    problems.add(missing.rule, missing.message, missing.field);
  }
  // A residential of the year whose venue has no postcode (issue 23): fixed on the residential.
  for (const venue of residential.withoutPostcode) {
    problems.add(
      residentialVenueRule(venue.residentialId),
      `Residential venue without a postcode: ${venue.venueName} (${venue.title})`,
      'POSTCODE',
    );
  }
  problems.student = student;
  const fundingBodies = new Map<string, string>();
  for (const record of records) {
    if (record.kind !== 'programme') continue;
    const body = lookup.programme(record.refId).fundingBody;
    if (body) fundingBodies.set(record.refId, body);
  }
  return { fundingBodies };
}
