import { describe, expect, it } from 'vitest';
import {
  awaitingOnboardingMessages,
  hasFcEngagement,
  ONBOARDING_EMAIL_KINDS,
  onboardingEmailKindSchema,
  pendingOnboardingEmails,
} from './onboarding';

const student = (name: string, ...programmes: string[]) => ({
  name,
  engagements: programmes.map((programmeCode) => ({ programmeCode })),
});

describe('ONBOARDING_EMAIL_KINDS', () => {
  it('lists the kinds of spec §9', () => {
    expect(ONBOARDING_EMAIL_KINDS).toEqual([
      'accounts',
      'vle',
      'academic',
      'studySkills',
      'residential',
      'location',
    ]);
    expect(onboardingEmailKindSchema.safeParse('studyskills').success).toBe(false);
  });
});

describe('awaitingOnboardingMessages', () => {
  it('excludes students with an FC engagement, keeping order', () => {
    const students = [
      student('ba', 'BA'),
      student('fc', 'FC'),
      student('none'),
      student('fc-then-ba', 'FC', 'BA'),
      student('ma', 'MA', 'PGDip'),
      student('lower', 'fc'),
    ];
    expect(awaitingOnboardingMessages(students).map((s) => s.name)).toEqual([
      'ba',
      'none',
      'ma',
      'lower',
    ]);
  });

  it('returns an empty list for no students', () => {
    expect(awaitingOnboardingMessages([])).toEqual([]);
  });

  it('spots an FC engagement anywhere in the list', () => {
    expect(hasFcEngagement(student('x', 'BA', 'MA', 'FC'))).toBe(true);
    expect(hasFcEngagement(student('y'))).toBe(false);
  });
});

describe('pendingOnboardingEmails', () => {
  it.each([
    [{}, ['accounts', 'vle', 'academic', 'studySkills', 'residential', 'location']],
    [null, ['accounts', 'vle', 'academic', 'studySkills', 'residential', 'location']],
    [
      { accounts: true, vle: true, academic: false, location: null },
      ['academic', 'studySkills', 'residential', 'location'],
    ],
    [
      {
        accounts: true,
        vle: true,
        academic: true,
        studySkills: true,
        residential: true,
        location: true,
      },
      [],
    ],
  ])('%j → %j', (sent, pending) => {
    expect(pendingOnboardingEmails(sent)).toEqual(pending);
  });
});
