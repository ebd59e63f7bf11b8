import type { Faker } from '@faker-js/faker';
import { academicYearTitle } from '#domain/calendar/academic-year';
import type { ModuleResult } from '#domain/forms/student-records';
import { levelNumber } from '#domain/programmes/levels';
import type { facultyProfiles, moduleInstances, moduleRegistrations, modules } from '../schema';
import { DEMO_STUDENT_ID, OTHER_DEMO_STUDENT_ID } from './demo-accounts';
import type { ScopedEngagementRow } from './generate';
import { academicYearOf, addDays, createFaker, DEMO_SEED } from './random';

export type ModuleRow = Omit<typeof modules.$inferInsert, 'seq'>;
export type ModuleInstanceRow = Omit<typeof moduleInstances.$inferInsert, 'seq'>;
export type ModuleRegistrationRow = Omit<typeof moduleRegistrations.$inferInsert, 'seq'>;
export type FacultyProfileRow = Omit<typeof facultyProfiles.$inferInsert, 'seq'>;

/** The modules, their runs per session and students' registrations on them. */
export interface AcademicData {
  modules: ModuleRow[];
  moduleInstances: ModuleInstanceRow[];
  moduleRegistrations: ModuleRegistrationRow[];
}

type Catalogue = readonly [
  id: string,
  title: string,
  level: number,
  credits: 20 | 30,
  assessment: string,
][];

/** The module catalogue of a theology college: code, title, level, credits, assessment. */
export const MODULE_CATALOGUE: Catalogue = [
  ['FC3101', 'Foundations of Christian Belief', 3, 20, 'Reflective journal (1,500 words)'],
  ['FC3102', 'Reading the Bible Today', 3, 20, 'Short essay: reading a psalm (1,500 words)'],
  [
    'BT4101',
    'Introduction to the Old Testament',
    4,
    20,
    'Essay: the Exodus and the identity of Israel (2,500 words)',
  ],
  [
    'BT4102',
    'Introduction to the New Testament',
    4,
    20,
    'Essay: the Synoptic problem (2,500 words)',
  ],
  ['BT4103', 'Christian Doctrine', 4, 30, 'Essay: the Trinity in the early creeds (3,000 words)'],
  ['BT4104', 'Foundations for Ministry', 4, 20, 'Placement portfolio and reflection'],
  ['BT4105', 'Spiritual Formation', 4, 20, 'Reflective journal (2,000 words)'],
  ['BT4106', 'Worship and Liturgy', 4, 20, 'Service plan with commentary (2,000 words)'],
  ['BT5101', 'Pastoral Care', 5, 30, 'Case study: pastoral care in bereavement (3,500 words)'],
  [
    'BT5102',
    'Mission and Evangelism',
    5,
    20,
    'Project: a mission audit of a local church (3,000 words)',
  ],
  ['BT5103', 'New Testament Greek', 5, 20, 'Translation and exegesis exam'],
  ['BT5104', 'Church History', 5, 20, 'Essay: the English Reformation (3,000 words)'],
  ['BT5105', 'Biblical Hermeneutics', 5, 20, 'Essay: reading Scripture in community (3,000 words)'],
  ['BT6101', 'Christian Ethics', 6, 30, 'Essay: an ethic of creation care (4,000 words)'],
  ['BT6102', 'Prophets and Wisdom Literature', 6, 20, 'Exegesis of Amos 5 (3,500 words)'],
  ['BT6103', 'Pauline Theology', 6, 20, 'Essay: justification in Galatians (3,500 words)'],
  ['BT6104', 'Leadership in Ministry', 6, 20, 'Reflective report on a leadership placement'],
  ['BT6105', 'Research Methods in Theology', 6, 20, 'Dissertation proposal (2,500 words)'],
  [
    'MA7101',
    'Theological Research Methods',
    7,
    30,
    'Research proposal and literature review (5,000 words)',
  ],
  [
    'MA7102',
    'Missional Theology in Context',
    7,
    30,
    'Essay: mission in a secular culture (5,000 words)',
  ],
  ['MA7103', 'Advanced Biblical Interpretation', 7, 30, 'Exegetical paper on John 1 (5,000 words)'],
  [
    'MA7104',
    'Practical Theology and Reflective Practice',
    7,
    30,
    'Theological reflection on practice (5,000 words)',
  ],
];

// Engagements that studied modules; the others never started or have not yet.
const STUDIED = new Set([
  'Current',
  'Completed',
  'Withdrawn',
  'Transferred',
  'Terminated',
  'IoS',
  'Pending',
  'Resi only',
]);
const DEMO_STUDENTS = new Set([DEMO_STUDENT_ID, OTHER_DEMO_STUDENT_ID]);
// Assessments are never due within this many days of the seed in the current session, so
// students can ask for extensions.
const LEAD_DAYS = 14;

/** The module instance id of a module in a session: `BT4101-2026-27`. */
export function moduleInstanceId(moduleId: string, sessionId: string): string {
  return `${moduleId}-${sessionId}`;
}

/**
 * The tutor of a module's runs: the tutors in turn, the first of them (the demo tutor) teaching
 * BT4101, the third module, so the demo tutor's record lists a level-4 module.
 */
function tutorOf(index: number, tutorIds: readonly string[]): string | null {
  if (tutorIds.length === 0) return null;
  return tutorIds[(index + tutorIds.length * 2 - 2) % tutorIds.length] ?? null;
}

function instanceOf(
  index: number,
  startYear: number,
  today: string,
  tutorIds: readonly string[],
): ModuleInstanceRow {
  const [id, , , , assessment] = MODULE_CATALOGUE[index] as Catalogue[number];
  const sessionId = academicYearTitle(startYear);
  const next = startYear + 1;
  // Modules alternate between the autumn and the spring term.
  const autumn = index % 2 === 0;
  let due = autumn ? `${next}-01-15` : `${next}-06-04`;
  if (startYear === academicYearOf(today) && due < addDays(today, LEAD_DAYS)) {
    due = addDays(today, LEAD_DAYS + 7 * (index % 6));
  }
  return {
    id: moduleInstanceId(id, sessionId),
    moduleId: id,
    sessionId,
    startDate: autumn ? `${startYear}-09-14` : `${next}-01-11`,
    endDate: autumn ? `${startYear}-12-11` : `${next}-05-14`,
    assessmentTitle: assessment,
    assessmentDueDate: due,
    tutorId: tutorOf(index, tutorIds),
  };
}

function resultOf(faker: Faker, credits: number) {
  const roll = faker.number.float();
  if (roll < 0.03) return { mark: null, result: 'Deferred' as ModuleResult, creditsAwarded: 0 };
  if (roll < 0.1) {
    return { mark: faker.number.int({ min: 25, max: 39 }), result: 'Fail', creditsAwarded: 0 };
  }
  // Mostly 55-70: the mean of two draws clusters the marks.
  const mark = Math.round(
    (faker.number.int({ min: 40, max: 85 }) + faker.number.int({ min: 45, max: 80 })) / 2,
  );
  return { mark, result: 'Pass', creditsAwarded: credits };
}

/**
 * Modules, their instances per academic session and students' registrations, built from the
 * engagements (deterministic for the same engagements and day). Past sessions are marked; the
 * current session (the one holding `today`) is Pending for Current engagements, with its
 * assessments due after `today`.
 */
export function generateAcademicData(
  engagements: readonly ScopedEngagementRow[],
  today: string,
  tutorIds: readonly string[] = [],
): AcademicData {
  // A faker of its own, so the rest of the demo data does not shift.
  const faker = createFaker(DEMO_SEED + 3);
  const current = academicYearOf(today);
  const instances = new Map<string, ModuleInstanceRow>();
  const instance = (index: number, year: number) => {
    const row = instanceOf(index, year, today, tutorIds);
    if (!instances.has(row.id)) instances.set(row.id, row);
    return row;
  };
  // Every module runs this session and the next.
  for (const year of [current, current + 1]) {
    for (let index = 0; index < MODULE_CATALOGUE.length; index += 1) instance(index, year);
  }

  const registrations: ModuleRegistrationRow[] = [];
  for (const engagement of engagements) {
    if (!STUDIED.has(engagement.status ?? '')) continue;
    const first = academicYearOf(engagement.startDate);
    const ongoing = engagement.status === 'Current';
    const stop = engagement.endDate ? academicYearOf(engagement.endDate) : current;
    const last = Math.min(stop, ongoing ? current : current - 1);
    const levels = engagement.levels ?? [];
    const demo = DEMO_STUDENTS.has(engagement.studentId);
    const perYear = engagement.pace === 'PT' ? 1 : engagement.pace === 'Extended' ? 0.67 : 2;
    const taken = new Set<number>();
    for (let year = first; year <= last; year += 1) {
      const levelCode = levels[Math.min(levels.length - 1, Math.floor((year - first) * perYear))];
      const level = levelNumber(levelCode) ?? 4;
      const count = demo || engagement.pace === null ? 3 : 2;
      const untaken = MODULE_CATALOGUE.map((_, index) => index).filter((i) => !taken.has(i));
      const atLevel = untaken.filter((i) => MODULE_CATALOGUE[i]?.[2] === level);
      const nearby = untaken
        .filter((i) => !atLevel.includes(i))
        .sort((a, b) => distance(a, level) - distance(b, level) || a - b);
      const chosen = [
        ...faker.helpers.arrayElements(atLevel, Math.min(count, atLevel.length)),
        ...nearby,
      ].slice(0, count);
      for (const index of chosen) {
        taken.add(index);
        const run = instance(index, year);
        const credits = MODULE_CATALOGUE[index]?.[3] ?? 20;
        const outcome =
          year === current
            ? { mark: null, result: 'Pending' as ModuleResult, creditsAwarded: 0 }
            : resultOf(faker, credits);
        registrations.push({
          id: `${engagement.id}:${run.id}`,
          studentId: engagement.studentId,
          engagementId: engagement.id,
          moduleInstanceId: run.id,
          ...outcome,
          scopeKeys: engagement.scopeKeys ?? [],
        });
      }
    }
  }

  return {
    modules: MODULE_CATALOGUE.map(([id, title, level, credits], index) => ({
      id,
      title,
      level,
      credits,
      ...deliveryOf(index, credits),
    })),
    moduleInstances: [...instances.values()].sort((a, b) => a.id.localeCompare(b.id)),
    moduleRegistrations: registrations,
  };
}

// Labels of a module's hub weeks and residentials (spec §9): most start in September (R1), every
// fourth in January (R2) and every seventh is taught online with neither (MA).
const HUB_WEEKS = ['Oct 2024', 'Nov 2024', 'Jan 2025', 'Feb 2025', 'Mar 2025', 'May 2025'];
function deliveryOf(
  index: number,
  credits: number,
): { hubWeeks: string[]; residentials: string[] } {
  if (index % 7 === 6) return { hubWeeks: [], residentials: [] };
  const hubWeeks = HUB_WEEKS.slice(0, credits === 30 ? 6 : 4);
  return index % 4 === 3
    ? { hubWeeks, residentials: ['Jan 2025', 'Apr 2025'] }
    : { hubWeeks, residentials: ['Sept 2024', 'Mar 2025'] };
}

function distance(index: number, level: number): number {
  return Math.abs((MODULE_CATALOGUE[index]?.[2] ?? level) - level);
}

/**
 * Each tutor's contact details: a telephone number from Ofcom's range kept for drama (01632
 * 960xxx, never a real line), a room and office hours.
 */
export function generateFacultyProfiles(tutorIds: readonly string[]): FacultyProfileRow[] {
  const days = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays'];
  return tutorIds.map((id, k) => ({
    id,
    phone: `01632 960${String(100 + k).padStart(3, '0')}`,
    office: `Room ${101 + k}, Tyndale House`,
    officeHours: `${days[k % days.length]} 2pm to 4pm`,
  }));
}
