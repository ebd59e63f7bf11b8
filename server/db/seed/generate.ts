import { type ApplicationRow, generateApplications } from './applications';
import { DEMO_ACCOUNTS, DEMO_HUB_ID } from './demo-accounts';
import { createFaker, DEFAULT_REFERENCE_DATE, EmailBook } from './random';
import {
  generateHubs,
  generateProgrammes,
  HUB_WEIGHTS,
  type HubRow,
  type ProgrammeRow,
} from './reference-data';
import { generateStudents, type ScopedEngagementRow, type StudentRow } from './students';
import { applicantUser, demoUsers, generateFaculty, tutorsByHub, type UserRow } from './users';

export type { ApplicationRow, HubRow, ProgrammeRow, ScopedEngagementRow, StudentRow, UserRow };

/** How much demo data to make, and around which date. */
export interface DemoDataOptions {
  /** Students, the two demo students included (default 1500). */
  students?: number;
  /** Applications (default 2000). */
  applications?: number;
  /** YYYY-MM-DD the data is built around, as if today (default 2026-09-01). */
  referenceDate?: string;
}

/** Every demo record, ready to insert (in this order), without change-feed numbers yet. */
export interface DemoData {
  hubs: HubRow[];
  programmes: ProgrammeRow[];
  users: UserRow[];
  students: StudentRow[];
  engagements: ScopedEngagementRow[];
  applications: ApplicationRow[];
}

export const DEFAULT_STUDENTS = 1500;
export const DEFAULT_APPLICATIONS = 2000;

/** Builds the demo data set: pure and deterministic (the same options give equal data). */
export function generateDemoData(options: DemoDataOptions = {}): DemoData {
  const referenceDate = options.referenceDate ?? DEFAULT_REFERENCE_DATE;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(referenceDate) || Number.isNaN(Date.parse(referenceDate))) {
    throw new RangeError(`The reference date must be YYYY-MM-DD, got '${referenceDate}'`);
  }
  // The two demo students are always there, whatever size is asked for.
  const studentCount = Math.max(2, options.students ?? DEFAULT_STUDENTS);
  const applicationCount = Math.max(0, options.applications ?? DEFAULT_APPLICATIONS);
  const faker = createFaker();
  const emails = new EmailBook();
  for (const account of DEMO_ACCOUNTS) emails.reserve(account.email);

  const hubs = generateHubs();
  const cities = new Map(hubs.map((hub) => [hub.id, hub.city]));
  const hubCity = (hubId: string) => cities.get(hubId) ?? '';
  const faculty = generateFaculty(
    faker,
    hubs.map((hub) => hub.id),
    emails,
  );
  const { students, engagements } = generateStudents(faker, {
    count: studentCount,
    referenceDate,
    hubWeights: HUB_WEIGHTS,
    hubCity,
    tutors: tutorsByHub(faculty, DEMO_HUB_ID),
    emails,
  });
  const hubDirectors = DEMO_ACCOUNTS.filter((a) => a.roles.includes('hd'));
  const registrar = DEMO_ACCOUNTS.find((a) => a.id === 'user-registrar');
  if (!registrar) throw new Error('The demo accounts have no registrar');
  const applications = generateApplications(faker, {
    count: applicationCount,
    referenceDate,
    hubWeights: HUB_WEIGHTS,
    hubCity,
    // The registrar reviews everywhere; a hub director also reviews their own hub's.
    reviewers: (hubId) => [
      { id: registrar.id, name: registrar.name },
      ...hubDirectors
        .filter((hd) => hd.hubId === hubId)
        .map((hd) => ({ id: hd.id, name: hd.name })),
    ],
    emails,
  });

  const programmeOf = new Map(students.map((student) => [student.id, student.programmeCode]));
  const applicants = applications.flatMap((application) =>
    application.applicantUserId
      ? [
          applicantUser({
            ...application,
            applicantUserId: application.applicantUserId,
            createdAt: application.createdAt ?? '',
          }),
        ]
      : [],
  );
  return {
    hubs,
    programmes: generateProgrammes(),
    users: [...demoUsers((id) => programmeOf.get(id) ?? ''), ...faculty, ...applicants],
    students,
    engagements,
    applications,
  };
}
