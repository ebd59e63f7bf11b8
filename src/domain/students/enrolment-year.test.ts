import { describe, expect, it } from 'vitest';
import {
  type ContinuingEngagement,
  comingSessionTitle,
  continuingInSession,
  enrolmentCountsFor,
  nextSessionStatuses,
  outstandingSteps,
  sessionChoices,
  sessionStatusChange,
  startYearBodySchema,
} from './enrolment-year';

describe('an enrolment counts for the session it was made for', () => {
  it.each([
    ['2026-09-02T10:00:00Z', '2026-27', true],
    ['2026-06-01T10:00:00Z', '2026-27', true],
    ['2026-05-31T10:00:00Z', '2026-27', false],
    ['2025-09-02T10:00:00Z', '2026-27', false],
    [undefined, '2026-27', true],
    ['not a time', '2026-27', true],
  ])('made at %s, for %s: %s', (at, session, counts) => {
    expect(enrolmentCountsFor(at, session)).toBe(counts);
  });
});

describe('the coming session', () => {
  it.each([
    ['2026-11-26', '2026-27'],
    ['2027-05-31', '2026-27'],
    ['2027-06-01', '2027-28'],
    ['2027-07-31', '2027-28'],
    ['2027-08-01', '2027-28'],
  ])('on %s is %s', (day, title) => {
    expect(comingSessionTitle(new Date(`${day}T12:00:00Z`))).toBe(title);
  });

  it('offers the year under way and the next', () => {
    expect(sessionChoices(new Date('2027-06-10T00:00:00Z'))).toEqual(['2026-27', '2027-28']);
  });

  it('accepts only academic year titles', () => {
    expect(startYearBodySchema.safeParse({ session: '2026-27' }).success).toBe(true);
    expect(startYearBodySchema.safeParse({ session: '2026-28' }).success).toBe(false);
    expect(startYearBodySchema.safeParse({ session: 'next' }).success).toBe(false);
  });
});

describe('session status changes', () => {
  it('lets any other status follow, as spec §4 orders none', () => {
    expect(nextSessionStatuses('Starting')).toEqual([
      'Current',
      'Completed',
      'Incomplete',
      'Interrupted',
      'Dormant',
      'Assignments',
      'Transferred',
      'Completing',
    ]);
    expect(sessionStatusChange('Completed', 'Starting')).toEqual({ allowed: true });
  });

  it('refuses no change, naming the statuses allowed', () => {
    const answer = sessionStatusChange('Current', 'Current');
    expect(answer.allowed).toBe(false);
    if (answer.allowed) return;
    expect(answer.allowedStatuses).not.toContain('Current');
    expect(answer.message).toBe(
      'The session is already Current; it may move to Starting, Completed, Incomplete, Interrupted, Dormant, Assignments, Transferred, Completing',
    );
  });
});

const engagement = (over: Partial<ContinuingEngagement>): ContinuingEngagement => ({
  status: 'Current',
  programmeCode: 'BA',
  pace: 'PT',
  credits: 360,
  creditsAchieved: 120,
  startDate: '2024-09-15',
  endDate: null,
  ...over,
});

describe('who continues into a session', () => {
  it('counts the year of study from the academic year the engagement started in', () => {
    expect(continuingInSession(engagement({}), 2026)).toEqual({ continuing: true, yearOfStudy: 3 });
    // A January start belongs to the academic year that began the August before.
    expect(continuingInSession(engagement({ startDate: '2025-01-10' }), 2026)).toEqual({
      continuing: true,
      yearOfStudy: 3,
    });
  });

  it('skips engagements that are not Current', () => {
    expect(continuingInSession(engagement({ status: 'IoS' }), 2026)).toEqual({
      continuing: false,
      reason: 'Engagement is IoS, not Current',
    });
  });

  it('skips a part-time programme past its years (spec §9)', () => {
    // GradDip part time: 120 credits → 2 years; started 2024-25, so 2026-27 is year 3.
    const gradDip = engagement({ programmeCode: 'GradDip', credits: 120, creditsAchieved: 60 });
    expect(continuingInSession(gradDip, 2026)).toEqual({
      continuing: false,
      reason: "Beyond the programme's 2 years (this would be year 3)",
    });
    expect(continuingInSession(gradDip, 2025)).toEqual({ continuing: true, yearOfStudy: 2 });
    const ordinand = engagement({ programmeCode: 'Ordinand', credits: 60, creditsAchieved: 0 });
    expect(continuingInSession(ordinand, 2025)).toEqual({
      continuing: false,
      reason: "Beyond the programme's 1 year (this would be year 2)",
    });
  });

  it('gives an MA 3 years unless part time, then 2', () => {
    const ma = engagement({ programmeCode: 'MA', pace: null, credits: 240, creditsAchieved: 120 });
    expect(continuingInSession(ma, 2026)).toEqual({ continuing: true, yearOfStudy: 3 });
    expect(continuingInSession({ ...ma, pace: 'PT' }, 2026)).toMatchObject({ continuing: false });
  });

  it('lets full-time programmes (no years in spec §9) run while credits remain', () => {
    const fullTime = engagement({ pace: null, startDate: '2019-09-15' });
    expect(continuingInSession(fullTime, 2026)).toEqual({ continuing: true, yearOfStudy: 8 });
    expect(continuingInSession({ ...fullTime, creditsAchieved: 360 }, 2026)).toEqual({
      continuing: false,
      reason: 'All 360 credits achieved',
    });
  });

  it('skips engagements ended before the session or starting after it', () => {
    expect(continuingInSession(engagement({ endDate: '2026-07-31' }), 2026)).toEqual({
      continuing: false,
      reason: 'Engagement ended on 2026-07-31',
    });
    expect(continuingInSession(engagement({ startDate: '2027-09-15' }), 2026)).toEqual({
      continuing: false,
      reason: 'Starts in 2027-28, after this session',
    });
  });
});

describe('outstanding steps', () => {
  it('names what a student has still to do, nothing once complete', () => {
    expect(
      outstandingSteps({
        policiesMissing: ['safeguarding'],
        feesPlan: null,
        studentEnrolledAt: null,
      }),
    ).toEqual(['Policies', 'Fees plan', 'Student enrolment']);
    expect(
      outstandingSteps({
        policiesMissing: [],
        feesPlan: 'Monthly',
        studentEnrolledAt: '2026-09-01T10:00:00.000Z',
      }),
    ).toEqual([]);
  });
});
