// The element order of each entity, as the research notes list it (R's xml_fields order). The
// XSD fixes the order, so a field is always written in this position; child entities follow.

export const ELEMENT_ORDER = {
  Course: ['COURSEID', 'CLSDCRS', 'COURSETITLE', 'PREREQUISITE', 'QUALID', 'TTCID'],
  Module: ['MODID', 'CRDTPTS', 'CRDTSCM', 'FTE', 'LEVLPTS', 'MTITLE'],
  Qualification: ['QUALID', 'QUALCAT'],
  SessionYear: ['SESSIONYEARID', 'OWNSESSIONID', 'SYENDDATE', 'SYSTARTDATE'],
  Venue: ['VENUEID', 'OWNVENUEID', 'POSTCODE', 'VENUENAME', 'VENUEUKPRN'],
  // Children of Course, Module and Qualification, and FundingBody of the StudentCourseSession
  // (after FundingAndMonitoring), in the research notes' order (§2).
  CourseRole: ['HESAID', 'ROLETYPE', 'CRPROPORTION'],
  ModuleCostCentre: ['COSTCN', 'COSTCNPROPORTION'],
  ModuleSubject: ['MODSBJ', 'MODPROPORTION'],
  AwardingBodyRole: ['AWARDINGBODYID'],
  QualificationSubject: ['QUALSUBJECT', 'QUALPROPORTION'],
  FundingBody: ['FUNDINGBODY'],
  Student: [
    'SID',
    'BIRTHDTE',
    'ETHNIC',
    'FNAMES',
    'GENDERID',
    'NATION',
    'OWNSTU',
    'RELIGION',
    'SEXID',
    'SEXORT',
    'SSN',
    'SURNAME',
    'TTACCOM',
    'TTPCODE',
  ],
  Disability: ['DISABILITY'],
  Engagement: ['NUMHUS', 'ENGEXPECTEDENDDATE', 'ENGSTARTDATE', 'OWNENGID', 'FEEELIG', 'RCSTDNT'],
  EntryProfile: [
    'CARELEAVER',
    'HIGHESTQOE',
    'PARED',
    'PERMADDCOUNTRY',
    'PERMADDPOSTCODE',
    'PREVIOUSPROVIDER',
  ],
  Leaver: ['ENGENDDATE', 'RSNENGEND'],
  QualificationAwarded: ['QUALAWARDID', 'QUALID', 'QUALRESULT'],
  StudentCourseSession: [
    'SCSESSIONID',
    'COURSEID',
    'INVOICEFEEAMOUNT',
    'INVOICEHESAID',
    'RSNSCSEND',
    'SCSENDDATE',
    'SCSMODE',
    'SCSSTARTDATE',
    'SESSIONYEARID',
    'YEARPRG',
  ],
  FundingAndMonitoring: ['ELQ', 'FUNDCOMP', 'FUNDLENGTH', 'NONREGFEE'],
  ModuleInstance: [
    'MODINSTID',
    'CONTINUING',
    'MIFEEAMOUNT',
    'MODID',
    'MODINSTENDDATE',
    'MODINSTSTARTDATE',
    'MODULEOUTCOME',
    'MODULERESULT',
  ],
  ReferencePeriodStudentLoad: ['REFPERIOD', 'YEAR', 'RPSTULOAD'],
  SessionStatus: ['STATUSVALIDFROM', 'STATUSCHANGEDTO'],
  StudentFinancialSupport: ['FINSUPTYPE', 'APPSPEND', 'FINSUPAMOUNT'],
  StudyLocation: ['STUDYLOCID', 'DISTANCE', 'STUDYPROPORTION', 'VENUEID'],
} as const satisfies Record<string, readonly string[]>;

export type HesaEntity = keyof typeof ELEMENT_ORDER;
export type FieldOf<E extends HesaEntity> = (typeof ELEMENT_ORDER)[E][number];
export type FieldValue = string | number | null | undefined;

/**
 * An entity's fields as [element, text] pairs in the entity's fixed order; absent values (null,
 * undefined, empty text) are left out, never written as empty elements.
 */
export function orderedFields<E extends HesaEntity>(
  entity: E,
  values: Partial<Record<FieldOf<E>, FieldValue>>,
): [string, string][] {
  const order: readonly string[] = ELEMENT_ORDER[entity];
  const byName = values as Partial<Record<string, FieldValue>>;
  const pairs: [string, string][] = [];
  for (const name of order) {
    const value = byName[name];
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text !== '') pairs.push([name, text]);
  }
  return pairs;
}
