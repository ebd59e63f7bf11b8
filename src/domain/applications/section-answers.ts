import { SECTION_LABELS } from './admissions';
import type { ReviewSection } from './sections';

/** One of the applicant's (or a referee's) answers, as the reviewer reads it. */
export interface Answer {
  label: string;
  value: string;
}

/** How each section is named to people (the shared admissions labels). */
export const SECTION_TITLES: Record<ReviewSection, string> = SECTION_LABELS;

type Part =
  | 'eligibility'
  | 'otherInformation'
  | 'profile'
  | 'commitment'
  | 'qualifications'
  | 'languageAbility'
  | 'declarations'
  | 'convictions'
  | 'finances'
  | 'bursary';
// `when` names a yes/no of the same part the answer belongs to: a bursary's details are left
// out when the applicant did not apply (they may have filled them in and changed their mind).
type Field = readonly [part: Part, field: string, label: string, when?: string];

// The applicant's answers a section is about (spec §3; the parts of parts.ts). The referees'
// sections read the references below; bursary references come from elsewhere and have none.
const FIELDS: Partial<Record<ReviewSection, readonly Field[]>> = {
  eligibility: [
    ['eligibility', 'britishCitizen', 'British citizen'],
    ['commitment', 'validPassport', 'Passport'],
  ],
  studentMinistry: [
    ['otherInformation', 'ministryAreas', 'Ministry areas'],
    ['otherInformation', 'homeChurch', 'Home church'],
    ['otherInformation', 'churchStream', 'Church stream'],
    ['otherInformation', 'linkedChurchOrDiocese', 'Linked church or diocese'],
  ],
  convictions: [
    ['convictions', 'unspentConviction', 'Unspent criminal conviction'],
    ['convictions', 'details', 'About the conviction', 'unspentConviction'],
  ],
  nextSteps: [
    ['otherInformation', 'reasons', 'Reasons for applying'],
    ['otherInformation', 'appliedElsewhere', 'Applied elsewhere'],
    ['commitment', 'concerns', 'Concerns'],
  ],
  attendance: [
    ['commitment', 'residentialAttendance', 'Can attend residentials'],
    ['commitment', 'timeAvailable', 'Has the time to study'],
    ['commitment', 'computerAccess', 'Has a computer'],
    ['commitment', 'attendanceQuery', 'About attendance'],
  ],
  finances: [
    ['finances', 'feesPaidBy', 'Fees paid by'],
    ['finances', 'canMeetCosts', 'Can meet the fees and residential costs'],
    ['finances', 'details', 'About their finances'],
  ],
  qualifications: [
    // a current student's short application leaves the qualifications to the college's record
    ['profile', 'student', 'Currently a student'],
    ['qualifications', 'highest', 'Highest qualification'],
    ['qualifications', 'details', 'Qualifications'],
  ],
  languageAbility: [
    ['languageAbility', 'firstLanguage', 'First language'],
    ['languageAbility', 'english', 'English'],
    ['languageAbility', 'englishTest', 'English test'],
  ],
  disabilities: [['declarations', 'disabilities', 'Disabilities']],
  learningSupport: [['declarations', 'learningSupport', 'Learning support']],
  neurodiversity: [['declarations', 'neurodiversity', 'Neurodiversity']],
  healthDisability: [['declarations', 'healthDisability', 'Health']],
  bursaryApplication: [
    ['bursary', 'applying', 'Applying for a bursary'],
    ['bursary', 'type', 'Bursary', 'applying'],
    ['bursary', 'amountPerYear', 'Amount sought each year (£)', 'applying'],
    ['bursary', 'reason', 'Reasons and circumstances', 'applying'],
  ],
};

// Referee answers a section is about: the role variant for placement, planting for planting.
const REFEREE_FIELDS: Partial<Record<ReviewSection, readonly (readonly [string, string])[]>> = {
  references: [
    ['recommended', 'Recommended'],
    ['timeKnown', 'Known for'],
    ['churchResponsibilities', 'Church responsibilities'],
    ['concerns', 'Concerns'],
  ],
  leaderReferences: [
    ['recommended', 'Recommended'],
    ['timeKnown', 'Known for'],
    ['concerns', 'Concerns'],
  ],
  placement: [
    ['placementAccepted', 'Placement accepted'],
    ['roomForRole', 'Room for the role'],
    ['oversight', 'Oversight'],
    ['roleConcerns', 'Concerns about the role'],
  ],
  churchPlanting: [
    ['timeInLeadership', 'Time in leadership'],
    ['churchPlantingInvolvement', 'Church planting involvement'],
  ],
};

function shown(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join(', ') : undefined;
  return typeof value === 'object' ? undefined : String(value);
}

function objectAt(record: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = record[key];
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The answers a reviewer reads for a section, labelled; empty answers are left out. */
export function sectionAnswers(
  application: Record<string, unknown>,
  section: ReviewSection,
): Answer[] {
  const answers: Answer[] = [];
  for (const [part, field, label, when] of FIELDS[section] ?? []) {
    const ofPart = objectAt(application, part);
    if (when && ofPart[when] !== true) continue;
    const value = shown(ofPart[field]);
    if (value !== undefined) answers.push({ label, value });
  }
  const source = section === 'references' ? 'references' : 'leaderReferences';
  const referees = Array.isArray(application[source]) ? application[source] : [];
  referees.forEach((referee: unknown, index: number) => {
    const answersOf = referee && typeof referee === 'object' ? referee : {};
    for (const [field, label] of REFEREE_FIELDS[section] ?? []) {
      const value = shown((answersOf as Record<string, unknown>)[field]);
      if (value !== undefined) answers.push({ label: `Referee ${index + 1}: ${label}`, value });
    }
  });
  return answers;
}
