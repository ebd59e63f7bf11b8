import { describe, expect, it } from 'vitest';
import {
  academicYearDays,
  inList,
  isEnrolledThisYear,
  isNewStart,
  isStudentListMode,
  type ListEngagement,
  type ListStudent,
  STUDENT_LIST_PERMISSION,
  standingOf,
  studentListRows,
} from './lists';

// 2025-11-26 is in the academic year 2025-26 (1 August 2025 to 31 July 2026).
const NOW = new Date('2025-11-26T12:00:00Z');

const engagement = (
  status: string,
  startDate: string,
  extra: Partial<ListEngagement> = {},
): ListEngagement => ({ studentId: 's1', programmeCode: 'BA', status, startDate, ...extra });

describe('academicYearDays', () => {
  it('gives the academic year holding now, and the next (spec §9)', () => {
    expect(academicYearDays(NOW)).toEqual({ start: '2025-08-01', end: '2026-07-31' });
    expect(academicYearDays(NOW, 1)).toEqual({ start: '2026-08-01', end: '2027-07-31' });
    expect(academicYearDays(new Date('2025-07-31T23:00:00Z'))).toEqual({
      start: '2024-08-01',
      end: '2025-07-31',
    });
  });
});

describe('isEnrolledThisYear', () => {
  it.each([
    ['Current', '2023-09-01', null, true],
    ['IoS', '2024-09-01', null, true],
    ['Pending', '2022-09-01', null, true],
    ['Current', '2026-01-10', null, true], // January intake of this year
    ['Current', '2026-09-01', null, false], // starts next year
    ['Current', '2020-09-01', '2025-07-31', false], // ended last year
    ['Current', '2020-09-01', '2025-08-01', true], // ended on this year's first day
    ['Completed', '2023-09-01', null, false],
    ['Starting', '2025-09-01', null, false],
    ['Withdrawn', '2024-09-01', null, false],
  ])('%s from %s to %s → %s', (status, start, end, expected) => {
    expect(isEnrolledThisYear(engagement(status, start, { endDate: end }), NOW)).toBe(expected);
  });
});

describe('isNewStart', () => {
  it.each([
    ['Starting', '2026-09-01', true], // next intake
    ['Starting', '2026-01-10', true], // this year's January intake
    ['Current', '2025-09-01', true], // started at this year's intake
    ['Current', '2024-09-01', false], // started last year
    ['Starting', '2027-09-01', false], // the intake after next
    ['Deferred', '2026-09-01', false],
  ])('%s on %s → %s', (status, start, expected) => {
    expect(isNewStart(engagement(status, start), NOW)).toBe(expected);
  });
});

describe('standingOf', () => {
  it('enrolled: shows the enrolment, not a later start', () => {
    const enrolment = engagement('Current', '2024-09-01');
    const standing = standingOf([enrolment, engagement('Starting', '2026-09-01')], [], NOW);
    expect(standing).toMatchObject({ enrolled: true, nonEnrolled: false, isNew: true });
    expect(standing.engagement).toBe(enrolment);
  });

  it('non-enrolled: a Starting engagement or an accepted application, without an enrolment', () => {
    expect(standingOf([engagement('Starting', '2026-09-01')], [], NOW).nonEnrolled).toBe(true);
    expect(standingOf([], [{ status: 'Place accepted' }], NOW).nonEnrolled).toBe(true);
    expect(standingOf([], [{ status: 'Confirmed (deposit paid)' }], NOW).nonEnrolled).toBe(true);
    expect(standingOf([], [{ status: 'Place offered' }], NOW).nonEnrolled).toBe(false);
    expect(standingOf([engagement('Completed', '2020-09-01')], [], NOW).nonEnrolled).toBe(false);
    const both = standingOf(
      [engagement('Current', '2024-09-01')],
      [{ status: 'Place accepted' }],
      NOW,
    );
    expect(both.nonEnrolled).toBe(false);
  });

  it('without a list engagement, shows the latest one', () => {
    const latest = engagement('Withdrawn', '2023-09-01');
    expect(standingOf([engagement('Completed', '2019-09-01'), latest], [], NOW).engagement).toBe(
      latest,
    );
    expect(standingOf([], [], NOW).engagement).toBeUndefined();
  });

  it('knows an FC engagement of any status', () => {
    const fc = engagement('Completed', '2022-09-01', { programmeCode: 'FC' });
    expect(standingOf([fc, engagement('Starting', '2026-09-01')], [], NOW).hasFc).toBe(true);
    expect(standingOf([engagement('Starting', '2026-09-01')], [], NOW).hasFc).toBe(false);
  });
});

describe('inList', () => {
  const standing = {
    enrolled: true,
    nonEnrolled: false,
    isNew: false,
    engagement: undefined,
    hasFc: false,
  };
  it('follows the standing for each mode, all holds everyone', () => {
    expect(inList('enrolled', standing)).toBe(true);
    expect(inList('non-enrolled', standing)).toBe(false);
    expect(inList('new', standing)).toBe(false);
    expect(inList('all', { ...standing, enrolled: false })).toBe(true);
  });
});

describe('modes and permissions', () => {
  it('names the four lists of spec §2.3 with their permissions', () => {
    expect(STUDENT_LIST_PERMISSION).toEqual({
      enrolled: 'students:view',
      'non-enrolled': 'students:enrolling',
      new: 'students:recruitment',
      all: 'students:view',
    });
    expect(isStudentListMode('new')).toBe(true);
    expect(isStudentListMode('toString')).toBe(false);
    expect(isStudentListMode(3)).toBe(false);
  });
});

describe('studentListRows', () => {
  const student = (id: string, extra: Partial<ListStudent> = {}): ListStudent => ({
    id,
    firstName: `F${id}`,
    lastName: `L${id}`,
    email: `${id}@example.test`,
    hubId: 'hub-1',
    programmeCode: 'BA',
    ...extra,
  });
  const source = {
    students: [
      student('a', { dateOfBirth: '1990-01-01', partnerId: '2400001' }),
      student('b', { onboardingEmails: { accounts: '2025-08-20', vle: '2025-08-21' } }),
      student('c'),
      student('d', {
        onboardingEmails: {
          accounts: '2025-08-20',
          vle: '2025-08-20',
          academic: '2025-08-20',
          studySkills: '2025-08-20',
          residential: '2025-08-20',
          location: '2025-08-20',
        },
      }),
      student('e'),
    ],
    engagements: [
      { ...engagement('Current', '2023-09-01', { cohort: '5A', pace: 'PT' }), studentId: 'a' },
      { ...engagement('Starting', '2026-09-01', { futureOrLastCohort: '4A' }), studentId: 'b' },
      { ...engagement('Starting', '2026-09-01'), studentId: 'c' },
      { ...engagement('Completed', '2024-09-01', { programmeCode: 'FC' }), studentId: 'c' },
      { ...engagement('Current', '2025-09-01', { cohort: '4A' }), studentId: 'd' },
      { ...engagement('Withdrawn', '2022-09-01'), studentId: 'e' },
    ],
    applications: [{ studentId: 'e', status: 'In progress' }],
    hubName: (id: string) => (id === 'hub-1' ? 'London' : id),
    now: NOW,
  };
  const ids = (mode: Parameters<typeof studentListRows>[0]) =>
    studentListRows(mode, source).map((row) => row.id);

  it('puts each student on the lists their engagements say', () => {
    expect(ids('enrolled')).toEqual(['a', 'd']);
    expect(ids('non-enrolled')).toEqual(['b', 'c']);
    expect(ids('new')).toEqual(['b', 'c', 'd']);
    expect(ids('all')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('fills the row from the student and the engagement the list shows', () => {
    const [a] = studentListRows('enrolled', source);
    expect(a).toMatchObject({
      id: 'a',
      hub: 'London',
      hubId: 'hub-1',
      programme: 'BA',
      status: 'Current',
      cohort: '5A',
      pace: 'PT',
      startDate: '2023-09-01',
      partnerId: '2400001',
      dateOfBirth: '1990-01-01',
    });
    // A future start has no cohort yet: its starting cohort shows.
    expect(studentListRows('new', source)[0]?.cohort).toBe('4A');
  });

  it('awaits messages: new, some email unsent, and never with an FC engagement (spec §9)', () => {
    const awaiting = Object.fromEntries(
      studentListRows('new', source).map((row) => [row.id, row.awaitingMessages]),
    );
    expect(awaiting).toEqual({ b: true, c: false, d: false });
    expect(studentListRows('all', source).find((row) => row.id === 'a')?.awaitingMessages).toBe(
      false,
    );
  });

  it('shows the date each onboarding email was sent, blank until sent', () => {
    const b = studentListRows('new', source)[0];
    expect(b?.onboarding).toEqual({
      accounts: '2025-08-20',
      vle: '2025-08-21',
      academic: '',
      studySkills: '',
      residential: '',
      location: '',
    });
  });
});
