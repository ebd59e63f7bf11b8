import { SYSTEM_START_YEAR } from '#domain/calendar/academic-year';
import {
  PROGRAMME_CODES,
  PROGRAMME_LEVELS,
  type ProgrammeCode,
} from '#domain/programmes/programmes';
import type { hubs, programmes } from '../schema';

/** A hub row as the seed inserts it (seq is set when its change is recorded). */
export type HubRow = Omit<typeof hubs.$inferInsert, 'seq'>;
/** A programme row as the seed inserts it. */
export type ProgrammeRow = Omit<typeof programmes.$inferInsert, 'seq'>;

// Eight teaching centres in English cities, with a weight for how many students each has:
// the big cities have the big hubs. Hub 1 is the demo hub director's and demo student's.
const HUB_CITIES = [
  ['London', 22],
  ['Birmingham', 16],
  ['Manchester', 15],
  ['Bristol', 12],
  ['Leeds', 11],
  ['Sheffield', 9],
  ['Newcastle upon Tyne', 8],
  ['Norwich', 7],
] as const;

/** Hub ids with their share of students and applicants, in hub order. */
export const HUB_WEIGHTS: readonly (readonly [string, number])[] = HUB_CITIES.map(
  ([, weight], index) => [`hub-${index + 1}`, weight] as const,
);

const REFERENCE_CREATED_AT = `${SYSTEM_START_YEAR}-08-01T09:00:00.000Z`;

/** The eight hubs, `hub-1`…`hub-8`. */
export function generateHubs(): HubRow[] {
  return HUB_CITIES.map(([city], index) => ({
    id: `hub-${index + 1}`,
    name: `${city} Hub`,
    city,
    createdAt: REFERENCE_CREATED_AT,
    updatedAt: REFERENCE_CREATED_AT,
  }));
}

/** Display names of the programmes (the spec gives only codes). */
export const PROGRAMME_NAMES: Readonly<Record<ProgrammeCode, string>> = {
  Ordinand: 'Ordinand Training Pathway',
  FdA: 'Foundation Degree in Theology, Ministry and Mission',
  CCC: 'College Certificate in Christian Ministry',
  CUC: 'Certificate of University Credit in Theology',
  CertHE: 'Certificate of Higher Education in Theology, Ministry and Mission',
  BA: 'BA (Hons) Theology, Ministry and Mission',
  GradCert: 'Graduate Certificate in Theology',
  GradDip: 'Graduate Diploma in Theology, Ministry and Mission',
  'GradDip-CPL': 'Graduate Diploma in Church Planting and Leadership',
  'GradDip-SM': 'Graduate Diploma in Student Ministry',
  MA: 'MA in Theology, Ministry and Mission',
  ROA: 'Record of Achievement (Level 7)',
  PGDip: 'Postgraduate Diploma in Theology, Ministry and Mission',
  FC: 'Foundation Course',
};

/** Every programme of spec §9, with its levels; the id is the programme code. */
export function generateProgrammes(): ProgrammeRow[] {
  return PROGRAMME_CODES.map((code) => ({
    id: code,
    name: PROGRAMME_NAMES[code],
    levels: [...PROGRAMME_LEVELS[code]],
    createdAt: REFERENCE_CREATED_AT,
    updatedAt: REFERENCE_CREATED_AT,
  }));
}
