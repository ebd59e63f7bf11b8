import { mappedField } from './fields';

// Where each field of a student's return comes from: the record and field the build reads
// (server/features/hesa/entities.ts), for the `student` screen.

const SOURCES: Record<string, string> = {
  SID: 'Student record, HESA tab: SID',
  NATION: 'Student record, HESA tab: nationality',
  INVOICEFEEAMOUNT: 'Tuition invoice of the year: tuition line (whole pounds)',
  BIRTHDTE: 'Student record: date of birth',
  FNAMES: 'Student record: first name',
  SURNAME: 'Student record: last name',
  OWNSTU: 'Student record: student id',
  NUMHUS: 'Engagement: its number',
  ENGSTARTDATE: 'Engagement: start date',
  OWNENGID: 'Engagement: id',
  PERMADDPOSTCODE: 'Student record: home address postcode',
  ENGENDDATE: 'Engagement: end date',
  QUALAWARDID: 'Engagement: exit award',
  QUALID: 'Engagement: programme',
  SCSESSIONID: 'Enrolment session of the year (else engagement and year)',
  COURSEID: 'Engagement: programme',
  RSNSCSEND: 'Engagement ended in the year (04)',
  SCSENDDATE: 'Engagement: end date',
  SCSSTARTDATE: 'Engagement start date or the year’s first day',
  SESSIONYEARID: 'The academic year',
  YEARPRG: 'Enrolment session: year of study (else from the start date)',
  MODINSTID: 'Module registration',
  MODID: 'Module instance: module',
  MODINSTSTARTDATE: 'Module instance: start date',
  MODINSTENDDATE: 'Module instance: end date',
  MODULEOUTCOME: 'Module registration: result',
  MODULERESULT: 'Module registration: result',
  REFPERIOD: 'Reference period of the year',
  YEAR: 'Year of programme',
  RPSTULOAD: 'Module credits shared across the reference periods',
  STATUSVALIDFROM: 'Engagement status changes',
  FINSUPAMOUNT: 'Bursary award: amount (whole pounds)',
  STUDYLOCID: 'Fixed: one study location',
  STUDYPROPORTION: 'Fixed: 100',
  VENUEID: 'Student record: hub',
};

/** Where a field's value comes from: the mapping's source for a mapped field. */
export function sourceOf(field: string): string {
  const mapped = mappedField(field);
  if (mapped) return `${mapped.source} → mapping`;
  return SOURCES[field] ?? 'Computed by the return';
}
