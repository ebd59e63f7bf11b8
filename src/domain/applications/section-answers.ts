import { SECTION_LABELS } from './admissions';
import type { ReviewSection } from './sections';

/** One of the applicant's (or a referee's) answers, as the reviewer reads it. */
export interface Answer {
  label: string;
  value: string;
}

/** How each section is named to people (the shared admissions labels). */
export const SECTION_TITLES: Record<ReviewSection, string> = SECTION_LABELS;

type Part = 'eligibility' | 'otherInformation' | 'profile' | 'commitment';
type Field = readonly [part: Part, field: string, label: string];

// The application's parts a section is about (spec §3). Sections whose answers come from
// elsewhere (convictions, declarations, bursary) have none on the application record.
const FIELDS: Partial<Record<ReviewSection, readonly Field[]>> = {
  eligibility: [['eligibility', 'britishCitizen', 'British citizen']],
  studentMinistry: [
    ['otherInformation', 'ministryAreas', 'Ministry areas'],
    ['otherInformation', 'homeChurch', 'Home church'],
    ['otherInformation', 'churchStream', 'Church stream'],
    ['otherInformation', 'linkedChurchOrDiocese', 'Linked church or diocese'],
  ],
  nextSteps: [
    ['otherInformation', 'reasons', 'Reasons for applying'],
    ['otherInformation', 'appliedElsewhere', 'Applied elsewhere'],
    ['commitment', 'concerns', 'Concerns'],
  ],
  attendance: [
    ['commitment', 'residentialAttendance', 'Can attend residentials'],
    ['commitment', 'timeAvailable', 'Has the time to study'],
    ['commitment', 'attendanceQuery', 'About attendance'],
  ],
  qualifications: [['profile', 'student', 'Currently a student']],
  languageAbility: [['commitment', 'validPassport', 'Passport']],
  learningSupport: [['commitment', 'computerAccess', 'Has a computer']],
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
  for (const [part, field, label] of FIELDS[section] ?? []) {
    const value = shown(objectAt(application, part)[field]);
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
