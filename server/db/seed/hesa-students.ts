import {
  FEE_ELIGIBILITIES,
  type HIGHEST_QUALIFICATIONS,
  LEGAL_SEXES,
} from '#domain/hesa/student-details';
import { createFaker, DEMO_SEED, weighted } from './random';

// Demo HESA details of the students (issue 22): most have a SID, a legal sex, a nationality
// (mostly GB), a highest qualification on entry and a fee eligibility; about one in eight has
// none held and a few lack one detail, so the demo's HESA readiness is a realistic mix.
// Deterministic: a faker of its own seed, so no other seed file shifts it.

const NATIONALITIES = [
  ['GB', 80],
  ['IE', 4],
  ['US', 3],
  ['NG', 3],
  ['KE', 2],
  ['DE', 2],
  ['KR', 2],
  ['BR', 2],
  ['ZA', 2],
] as const;

const QUALIFICATIONS: readonly (readonly [(typeof HIGHEST_QUALIFICATIONS)[number], number])[] = [
  ['UK first degree with honours', 30],
  ['A levels', 20],
  ['UK masters degree', 8],
  ['Access to Higher Education Diploma', 8],
  ['Other higher education qualification', 6],
  ['Other level 3 qualification', 6],
  ['Higher National Diploma', 4],
  ['Certificate of Higher Education', 4],
  ['No formal qualification', 4],
  ['Non-UK first degree', 4],
  ['Not known', 2],
];

type DetailKey = 'legalSex' | 'nationality' | 'highestQualification' | 'feeEligibility';
const DETAIL_KEYS: readonly DetailKey[] = [
  'legalSex',
  'nationality',
  'highestQualification',
  'feeEligibility',
];

/** A row of hesa_student_details. */
export interface HesaStudentDetailsRow {
  studentId: string;
  sid: string | null;
  legalSex: string | null;
  nationality: string | null;
  highestQualification: string | null;
  feeEligibility: string | null;
  updatedBy: string;
}

/** The 17-digit SID of the nth student: entry year, a provider part and a serial. */
function sidOf(index: number, entryYear: number): string {
  return `${String(entryYear % 100).padStart(2, '0')}10007${String(index + 1).padStart(10, '0')}`;
}

/** The demo students' HESA details (students without a row hold none). */
export function generateHesaStudentDetails(
  students: readonly { id: string; createdAt?: string | null }[],
): HesaStudentDetailsRow[] {
  const faker = createFaker(DEMO_SEED + 22);
  const rows: HesaStudentDetailsRow[] = [];
  for (const [index, student] of students.entries()) {
    const draw = faker.number.int({ min: 1, max: 100 });
    // The same draws for every student keep the sequence independent of who is skipped.
    const row: HesaStudentDetailsRow = {
      studentId: student.id,
      sid:
        draw <= 3
          ? String(1_000_000_000_000 + index) // a continuing student's legacy 13-digit HUSID
          : sidOf(index, Number((student.createdAt ?? '2025').slice(0, 4))),
      legalSex: weighted(faker, [
        [LEGAL_SEXES[0], 55],
        [LEGAL_SEXES[1], 42],
        [LEGAL_SEXES[2], 1],
        [LEGAL_SEXES[3], 2],
      ]),
      nationality: weighted(faker, NATIONALITIES),
      highestQualification: weighted(faker, QUALIFICATIONS),
      feeEligibility: weighted(faker, [
        [FEE_ELIGIBILITIES[0], 90],
        [FEE_ELIGIBILITIES[1], 8],
        [FEE_ELIGIBILITIES[2], 2],
      ]),
      updatedBy: 'seed',
    };
    const gap = faker.helpers.arrayElement(DETAIL_KEYS);
    if (draw > 88) continue; // about one in eight: nothing held yet
    if (draw > 82)
      row[gap] = null; // a few lack one detail
    else if (draw > 78) row.sid = null; // and a few lack the SID only
    rows.push(row);
  }
  return rows;
}
