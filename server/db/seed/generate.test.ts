import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '#domain/applications/statuses';
import { levelOfCode } from '#domain/programmes/levels';
import {
  CREDITS_PER_LEVEL,
  levelsOf,
  PROGRAMME_CODES,
  type ProgrammeCode,
} from '#domain/programmes/programmes';
import { DECISION_STATUSES, daysToDecision } from '#domain/reporting/applications';
import { ALL_ENGAGEMENT_STATUSES } from '#domain/students/engagement-status';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEFAULT_APPLICATIONS, DEFAULT_STUDENTS, generateDemoData } from './generate';

const REFERENCE = '2026-09-01';
const data = generateDemoData();

describe('generateDemoData', () => {
  it('is deterministic: the same options give equal data', () => {
    expect(generateDemoData({ students: 60, applications: 40 })).toEqual(
      generateDemoData({ students: 60, applications: 40 }),
    );
    expect(generateDemoData()).toEqual(data);
  });

  it('makes the asked-for numbers of records, with unique ids and user emails', () => {
    expect(data.hubs.map((hub) => hub.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `hub-${n}`));
    expect(data.programmes.map((p) => p.id)).toEqual([...PROGRAMME_CODES]);
    expect(data.students).toHaveLength(DEFAULT_STUDENTS);
    expect(data.applications).toHaveLength(DEFAULT_APPLICATIONS);
    expect(data.engagements.length).toBeGreaterThanOrEqual(DEFAULT_STUDENTS);
    expect(data.engagements.length).toBeLessThanOrEqual(2 * DEFAULT_STUDENTS);
    const small = generateDemoData({ students: 50, applications: 60 });
    expect([small.students.length, small.applications.length]).toEqual([50, 60]);
    for (const rows of [data.users, data.students, data.engagements, data.applications]) {
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    }
    expect(new Set(data.users.map((user) => user.email.toLowerCase())).size).toBe(
      data.users.length,
    );
  });

  it('has every engagement status and every application status at the default sizes', () => {
    const engagementStatuses = new Set(data.engagements.map((e) => e.status));
    expect([...engagementStatuses].sort()).toEqual([...ALL_ENGAGEMENT_STATUSES].sort());
    const applicationStatuses = new Set(data.applications.map((a) => a.status));
    expect([...applicationStatuses].sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it('has tutors among faculty users and applicants with their own accounts', () => {
    const userById = new Map(data.users.map((user) => [user.id, user]));
    for (const student of data.students) {
      if (student.tutorId) expect(userById.get(student.tutorId)?.roles).toContain('faculty');
    }
    const owned = data.applications.filter((a) => a.applicantUserId);
    expect(owned.length).toBeGreaterThan(10);
    for (const application of owned) {
      const user = userById.get(application.applicantUserId ?? '');
      expect(user?.roles).toEqual(['applicant']);
      expect(user?.email).toBe(application.email);
    }
  });

  it('gives engagements levels, cohorts, credits and dates consistent with their programme', () => {
    const studentIds = new Set(data.students.map((s) => s.id));
    for (const e of data.engagements) {
      const programme = e.programmeCode as ProgrammeCode;
      const levels = e.levels ?? [];
      expect(studentIds.has(e.studentId)).toBe(true);
      expect(levelsOf(programme)).toEqual(expect.arrayContaining(levels));
      expect(e.credits).toBe(levels.length * CREDITS_PER_LEVEL);
      expect((e.creditsAchieved ?? 0) % CREDITS_PER_LEVEL).toBe(0);
      expect(e.creditsAchieved).toBeLessThanOrEqual(e.credits ?? 0);
      for (const cohort of [e.cohort, e.lastCohort, e.futureOrLastCohort]) {
        if (cohort) expect(levels).toContain(levelOfCode(cohort));
      }
      if (e.endDate) expect(e.endDate >= e.startDate).toBe(true);
      if (e.endDate) expect(e.endDate < REFERENCE).toBe(true);
      if (e.status === 'Starting' || e.status === 'Deferred') {
        expect(e.startDate >= REFERENCE).toBe(true);
      } else {
        expect(e.startDate < REFERENCE).toBe(true);
      }
      if (e.status === 'Completed') expect(e.creditsAchieved).toBe(e.credits);
    }
  });

  it('puts engagements of one student one after the other, the main one matching the student', () => {
    const byStudent = new Map<string, typeof data.engagements>();
    for (const e of data.engagements) {
      byStudent.set(e.studentId, [...(byStudent.get(e.studentId) ?? []), e]);
    }
    for (const student of data.students) {
      const rows = byStudent.get(student.id) ?? [];
      expect(rows.length).toBeGreaterThanOrEqual(1);
      expect(rows.at(-1)?.programmeCode).toBe(student.programmeCode);
      const [prior, main] = rows;
      if (prior && main) expect((prior.endDate ?? '') < main.startDate).toBe(true);
    }
  });

  it('dates the submission and decision of decided applications (time to decision)', () => {
    const days = data.applications.map((application) =>
      daysToDecision({
        ...application,
        course: null,
        otherInformation: null,
        history: application.history ?? [],
        createdAt: application.createdAt ?? '',
      }),
    );
    data.applications.forEach((application, index) => {
      const decided = DECISION_STATUSES.includes(application.status ?? '');
      if (decided) expect(days[index]).toBeGreaterThanOrEqual(0);
      if (application.status === 'In progress') expect(days[index]).toBeUndefined();
    });
    const known = days.filter((value): value is number => value !== undefined);
    expect(known.length).toBeGreaterThan(data.applications.length / 4);
    expect(Math.max(...known)).toBeLessThanOrEqual(84);
    expect(new Set(known).size).toBeGreaterThan(10);
  });

  it('spreads applications over intakes around the reference date, in every hub', () => {
    const intakes = new Set(data.applications.map((a) => a.intake));
    for (const intake of intakes) expect(intake).toMatch(/^\d{4}-(09-01|01-05)$/);
    expect([...intakes].some((d) => d.endsWith('-01-05'))).toBe(true);
    expect([...intakes].some((d) => d < REFERENCE)).toBe(true);
    expect([...intakes].some((d) => d >= REFERENCE)).toBe(true);
    expect(new Set(data.applications.map((a) => a.hubId)).size).toBe(8);
  });

  it('names a real reviewer of every review, in the sections and in the history', () => {
    const staff = new Map(DEMO_ACCOUNTS.map((account) => [account.id, account]));
    let reviews = 0;
    for (const application of data.applications) {
      const sections = Object.entries(
        application.sections as Record<string, Record<string, string>>,
      );
      const history = (application.history as Record<string, unknown>[]).filter(
        (line) => line.kind === 'review',
      );
      expect(history).toHaveLength(sections.length);
      for (const [section, review] of sections) {
        const reviewer = staff.get(review.reviewedBy ?? '');
        expect(reviewer?.id === 'user-registrar' || reviewer?.hubId === application.hubId).toBe(
          true,
        );
        expect(review.reviewedByName).toBe(reviewer?.name);
        // The history entry is the one the review route writes: who, when, what.
        expect(history).toContainEqual({
          at: review.reviewedAt,
          by: review.reviewedBy,
          byName: review.reviewedByName,
          kind: 'review',
          section,
          outcome: review.outcome,
          comment: review.comment ?? null,
        });
        reviews += 1;
      }
      const times = history.map((entry) => String(entry.at));
      expect(times).toEqual([...times].sort());
    }
    expect(reviews).toBeGreaterThan(1000);
  });

  it('moves dates with the reference date', () => {
    const later = generateDemoData({ students: 30, applications: 30, referenceDate: '2030-02-10' });
    for (const e of later.engagements) {
      if (e.endDate) expect(e.endDate < '2030-02-10').toBe(true);
    }
    expect(() => generateDemoData({ referenceDate: '1 Sept' })).toThrow(/YYYY-MM-DD/);
  });
});
