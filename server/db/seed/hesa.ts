import { DEFAULT_COLLECTION, NOT_ANSWERED, SEX_NOT_RECORDED } from '#domain/hesa/fields';
import { INTERRUPTION_CATEGORIES } from '#domain/students/interruptions';

// The HESA Data Futures valid values (kept as data, by collection year) and our default mappings
// to them (issue 22). Sources: the research notes (/work/shared/design/hesa-data-futures.md).
// Lists marked PARTIAL are not the whole coding frame: check them against the coding manual of
// the year you file, and add what is missing (README "HESA Data Futures").

type Codes = readonly (readonly [code: string, label: string])[];

/** Fields whose list here is not the manual's full list (README). */
export const PARTIAL_LISTS = [
  'ETHNIC',
  'DISABILITY',
  'SCSMODE',
  'FINSUPTYPE',
  'SEXORT',
  'HIGHESTQOE',
  'CARELEAVER',
] as const;

const VALID: Record<string, Codes> = {
  SEXID: [
    ['10', 'Female'],
    ['11', 'Male'],
    ['12', 'Other'],
    ['98', 'Prefer not to say'],
    ['99', 'Not available'],
  ],
  // PARTIAL: 103, 899, 997, 998 and 999 are confirmed (coding manual 22056); the other census
  // codes follow the same frame and must be checked against the manual.
  ETHNIC: [
    ['100', 'Asian - Bangladeshi or Bangladeshi British'],
    ['101', 'Asian - Chinese or Chinese British'],
    ['103', 'Asian - Indian or Indian British'],
    ['104', 'Asian - Pakistani or Pakistani British'],
    ['119', 'Any other Asian background'],
    ['120', 'Black - African or African British'],
    ['121', 'Black - Caribbean or Caribbean British'],
    ['139', 'Any other Black background'],
    ['140', 'Mixed - White and Asian'],
    ['141', 'Mixed - White and Black African'],
    ['142', 'Mixed - White and Black Caribbean'],
    ['159', 'Any other Mixed or multiple ethnic background'],
    ['160', 'White'],
    ['163', 'White - Gypsy or Traveller'],
    ['166', 'White - Irish'],
    ['168', 'White - Roma'],
    ['179', 'Any other White background'],
    ['180', 'Arab'],
    ['899', 'Other ethnic background'],
    ['997', 'Not known'],
    ['998', 'Prefer not to say'],
    ['999', 'Not available'],
  ],
  RELIGION: [
    ['20', 'No religion'],
    ['21', 'Buddhist'],
    ['22', 'Christian'],
    ['23', 'Christian - Church of England or Church in Wales'],
    ['24', 'Christian - Baptist'],
    ['25', 'Christian - Church of Scotland'],
    ['26', 'Christian - Roman Catholic'],
    ['27', 'Christian - Presbyterian Church in Ireland'],
    ['28', 'Christian - Other denomination'],
    ['29', 'Hindu'],
    ['30', 'Jewish'],
    ['31', 'Muslim'],
    ['32', 'Pagan'],
    ['33', 'Sikh'],
    ['80', 'Any other religion or belief'],
    ['98', 'Prefer not to say'],
    ['99', 'Not available'],
  ],
  // PARTIAL: 95 (no known impairment) is confirmed; the impairment codes follow the legacy
  // list's groups and must be checked against the manual.
  DISABILITY: [
    ['51', 'Learning difference such as dyslexia, dyspraxia or AD(H)D'],
    ['53', 'Social or communication impairment such as autism'],
    ['54', 'Long-standing illness or health condition'],
    ['55', 'Mental health condition'],
    ['56', 'Physical impairment or mobility issues'],
    ['57', 'Deaf or serious hearing impairment'],
    ['58', 'Blind or serious visual impairment'],
    ['96', 'An impairment, health condition or learning difference not listed'],
    ['95', 'No known impairment, health condition or learning difference'],
    ['98', 'Prefer not to say'],
    ['99', 'Not available'],
  ],
  RSNENGEND: [
    ['01', 'Left and awarded credit or a qualification'],
    ['03', 'Transferred to another provider'],
    ['05', 'Death'],
    ['11', 'Other (left without award)'],
    ['12', 'Collaborative transfer'],
    ['98', 'Left but award not yet known'],
  ],
  // PARTIAL: 31 (part-time) is R's default and not confirmed on the coding manual.
  SCSMODE: [
    ['01', 'Full-time'],
    ['02', 'Other full-time'],
    ['03', 'Accelerated full-time'],
    ['31', 'Part-time'],
  ],
  FUNDCOMP: [
    ['01', 'Completed the current year of programme of study'],
    ['02', 'Did not complete the current year of programme of study'],
    ['03', 'Not yet completed the current year of programme of study'],
    ['04', 'Partial completion (Wales)'],
  ],
  STATUSCHANGEDTO: [
    ['01', 'Active'],
    ['02', 'Dormant'],
    ['03', 'Intercalate'],
    ['04', 'Writing up'],
  ],
  // PARTIAL: the labels of 001-004 are not confirmed; 100 is DSA.
  FINSUPTYPE: [
    ['001', 'Cash'],
    ['002', 'Near cash'],
    ['003', 'Accommodation discount'],
    ['004', 'Other'],
    ['100', "Disabled Students' Allowance"],
  ],

  // The lists below were checked with the search tool (pages corpus) on 2026-11-27; the Data
  // Futures (22056+) pages reached gave field descriptions and coverage but often not every
  // code. What was confirmed, and where, is said on each list; the 24056 manual itself was not
  // read. CHECK THEM against the coding manual of the year you file.
  // GENDERID: 98 Prefer not to say, 99 Not available confirmed (hesa.ac.uk C23025 GENDERID);
  // 01 Yes / 02 No (gender identity the same as the sex registered at birth) not confirmed.
  GENDERID: [
    ['01', 'Yes'],
    ['02', 'No'],
    ['98', 'Prefer not to say'],
    ['99', 'Not available'],
  ],
  // PARTIAL, legacy codes: 02 Gay man, 03 Gay woman/lesbian, 98 Information refused, 99 Not
  // available confirmed (hesa.ac.uk C20051 SEXORT); 01, 04, 05 follow that list and are not
  // confirmed; the Data Futures list was not found. Our answer "Gay or lesbian" does not say
  // which of 02 and 03: it has no default mapping, so the officer decides (mapping screen).
  SEXORT: [
    ['01', 'Bisexual'],
    ['02', 'Gay man'],
    ['03', 'Gay woman/lesbian'],
    ['04', 'Heterosexual'],
    ['05', 'Other'],
    ['98', 'Prefer not to say'],
    ['99', 'Not available'],
  ],
  // 97 Not known (the student does not know), 98 Information refused and 99 Not available
  // confirmed (hesa.ac.uk C20054 PARED); 01 Yes and 02 No not confirmed.
  PARED: [
    ['01', 'Yes'],
    ['02', 'No'],
    ['97', 'Not known'],
    ['98', 'Prefer not to say'],
    ['99', 'Not available'],
  ],
  // PARTIAL: 01 Care leaver (16+), 04 UCAS defined care leaver (self-declared, 3 months or more
  // in care), 05 Not a care leaver, 98, 99 confirmed for the legacy record (hesa.ac.uk C20054
  // CARELEAVER); the Data Futures list (codingmanual 22056 CARELEAVER) was seen without its codes.
  CARELEAVER: [
    ['01', 'Care leaver (16+)'],
    ['04', 'UCAS defined care leaver'],
    ['05', 'Not a care leaver'],
    ['98', 'Prefer not to say'],
    ['99', 'Not available'],
  ],
  // PARTIAL and NOT CONFIRMED: Data Futures codes are the HESA level letter and four digits
  // (X0000 and X0001, the Access courses, and P-codes are quoted by the Oracle Campus Solutions
  // Data Futures guide; the level letters D, E, L, M, H, J, C, P by hesa.ac.uk's HIGHESTQOE
  // page). The codes below follow the legacy QUALENT3 labels (C21051, confirmed) in that form;
  // the numbers are not confirmed.
  HIGHESTQOE: [
    ['D0001', 'UK doctorate degree'],
    ['M0001', 'UK masters degree'],
    ['M0041', 'Diploma or certificate at level M'],
    ['H0001', 'UK first degree with honours'],
    ['H0002', 'Non-UK first degree'],
    ['J0010', 'Foundation degree'],
    ['J0020', 'Diploma of Higher Education (DipHE)'],
    ['J0030', 'Higher National Diploma (HND)'],
    ['C0020', 'Certificate of Higher Education (CertHE)'],
    ['C0030', 'Higher National Certificate (HNC)'],
    ['C0080', 'Other qualification at level C'],
    ['P0050', 'A/AS level'],
    ['X0000', 'Access course validated by QAA'],
    ['P0080', 'Other qualification at level 3'],
    ['Q0080', 'Other qualification at level 2 or below'],
    ['X0002', 'Mature student admitted on the basis of previous experience'],
    ['X0006', 'Not known'],
  ],
  // The research notes §1 (R's enums and the CM Engagement list): 01, 02, 03.
  FEEELIG: [
    ['01', 'Eligible to pay home fees'],
    ['02', 'Not eligible to pay home fees'],
    ['03', 'Not assessed'],
  ],
};

const NOT_AVAILABLE: Record<string, string> = {
  ETHNIC: '999',
  RELIGION: '99',
  DISABILITY: '99',
  GENDERID: '99',
  SEXORT: '99',
  PARED: '99',
  CARELEAVER: '99',
};

const ETHNIC: Record<string, string> = {
  'Asian or Asian British - Bangladeshi': '100',
  'Asian or Asian British - Chinese': '101',
  'Asian or Asian British - Indian': '103',
  'Asian or Asian British - Pakistani': '104',
  'Any other Asian background': '119',
  'Black or Black British - African': '120',
  'Black or Black British - Caribbean': '121',
  'Any other Black background': '139',
  'Mixed - White and Asian': '140',
  'Mixed - White and Black African': '141',
  'Mixed - White and Black Caribbean': '142',
  'Any other mixed or multiple ethnic background': '159',
  White: '160',
  'White - Gypsy or Traveller': '163',
  'White - Irish': '166',
  'White - Roma': '168',
  'Any other White background': '179',
  Arab: '180',
  'Any other ethnic background': '899',
  'Prefer not to say': '998',
};

const RELIGION: Record<string, string> = {
  'No religion': '20',
  Buddhist: '21',
  Christian: '22',
  'Christian - Church of England or Church in Wales': '23',
  'Christian - Church of Scotland': '25',
  'Christian - Roman Catholic': '26',
  'Christian - Methodist': '28',
  'Christian - Baptist': '24',
  'Christian - Pentecostal': '28',
  'Christian - Other denomination': '28',
  Hindu: '29',
  Jewish: '30',
  Muslim: '31',
  Sikh: '33',
  Spiritual: '80',
  'Any other religion or belief': '80',
  'Prefer not to say': '98',
};

const DISABILITY: Record<string, string> = {
  'No known impairment, health condition or learning difference': '95',
  'Learning difference such as dyslexia, dyspraxia or AD(H)D': '51',
  'Social or communication condition such as autism': '53',
  'Long-term illness or health condition such as diabetes or epilepsy': '54',
  'Mental health condition such as depression or anxiety': '55',
  'Physical impairment affecting activities such as walking or lifting': '56',
  'D/deaf or a hearing impairment': '57',
  'Blind or a visual impairment not corrected by glasses': '58',
  'Development condition since childhood': '96',
  'A condition not listed above': '96',
  'Prefer not to say': '98',
};

const DEFAULTS: Record<string, Record<string, string>> = {
  SEXID: {
    Female: '10',
    Male: '11',
    Other: '12',
    'Prefer not to say': '98',
    [SEX_NOT_RECORDED]: '99',
  },
  GENDERID: { Yes: '01', No: '02', 'Prefer not to say': '98' },
  // "Gay or lesbian" is left for the officer (see SEXORT above).
  SEXORT: {
    Bisexual: '01',
    'Heterosexual or straight': '04',
    'Other sexual orientation': '05',
    'Prefer not to say': '98',
  },
  PARED: { Yes: '01', No: '02', 'I don’t know': '97', 'Prefer not to say': '98' },
  // A student's own answer is a self-declaration: the UCAS-defined code, until confirmed.
  CARELEAVER: { Yes: '04', No: '05', 'Prefer not to say': '98' },
  HIGHESTQOE: {
    'UK doctorate degree': 'D0001',
    'UK masters degree': 'M0001',
    'Postgraduate diploma or certificate': 'M0041',
    'UK first degree with honours': 'H0001',
    'Non-UK first degree': 'H0002',
    'Foundation degree': 'J0010',
    'Diploma of Higher Education': 'J0020',
    'Higher National Diploma': 'J0030',
    'Certificate of Higher Education': 'C0020',
    'Higher National Certificate': 'C0030',
    'Other higher education qualification': 'C0080',
    'A levels': 'P0050',
    'Access to Higher Education Diploma': 'X0000',
    'Other level 3 qualification': 'P0080',
    'Level 2 qualification or below': 'Q0080',
    'No formal qualification': 'X0002',
    'Not known': 'X0006',
  },
  FEEELIG: { Eligible: '01', 'Not eligible': '02', 'Not assessed': '03' },
  ETHNIC,
  RELIGION,
  DISABILITY,
  RSNENGEND: {
    Completed: '01',
    Withdrawn: '11',
    Terminated: '11',
    Transferred: '03',
    Pending: '98',
    'Transferring to another Institution': '03',
    'Health Reasons': '11',
    'Financial Reasons': '11',
    'Personal Reasons': '11',
    'Gone into Employment': '11',
    Other: '11',
  },
  SCSMODE: { Standard: '31', PT: '31', Extended: '31' },
  FUNDCOMP: {
    Current: '03',
    Completed: '01',
    IoS: '03',
    Pending: '03',
    Withdrawn: '02',
    Terminated: '02',
    Deferred: '03',
    'Did not start': '02',
    'Resi only': '03',
    Transferred: '02',
  },
  // An interruption is dormancy whatever its category, until the officer says otherwise.
  STATUSCHANGEDTO: {
    Current: '01',
    IoS: '02',
    ...Object.fromEntries(INTERRUPTION_CATEGORIES.map((c) => [c.label, '02'])),
  },
  FINSUPTYPE: {
    'General Bursary': '001',
    "Principal's Bursary": '001',
    'Staff Discount': '004',
    'Discretionary Discount': '004',
    'Matched Funding': '001',
    'GDSM Bursary': '001',
  },
};

/** The valid-value rows of a collection (the seeded lists). */
export function generateHesaValidValues(collection = DEFAULT_COLLECTION) {
  return Object.entries(VALID).flatMap(([field, codes]) =>
    codes.map(([code, label]) => ({ collection, field, code, label })),
  );
}

/** The default mappings of our values to codes, for a collection. */
export function generateHesaMappings(collection = DEFAULT_COLLECTION) {
  const rows: {
    id: string;
    collection: string;
    field: string;
    localValue: string;
    code: string;
  }[] = [];
  for (const [field, byValue] of Object.entries(DEFAULTS)) {
    const all = { ...byValue };
    const fallback = NOT_AVAILABLE[field];
    if (fallback) all[NOT_ANSWERED] = fallback;
    for (const [localValue, code] of Object.entries(all)) {
      rows.push({
        id: `${collection}:${field}:${localValue}`,
        collection,
        field,
        localValue,
        code,
      });
    }
  }
  return rows;
}
