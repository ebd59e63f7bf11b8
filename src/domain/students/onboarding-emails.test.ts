import { describe, expect, it } from 'vitest';
import { ONBOARDING_EMAIL_KINDS } from './onboarding';
import {
  ONBOARDING_SEND_LIMIT,
  type OnboardingSendCandidate,
  onboardingEmail,
  onboardingSendSchema,
  onboardingSendSummary,
  onboardingSkipReason,
  planOnboardingSend,
  rowsAwaitingOnboardingEmail,
} from './onboarding-emails';

const COLLEGE = { name: 'Collegium Theological College', supportEmail: 'office@college.test' };
const STUDENT = { firstName: 'Ada', email: 'ada@example.org', hub: 'Leeds' };

const candidate = (
  over: Partial<OnboardingSendCandidate> = {},
  ...programmes: string[]
): OnboardingSendCandidate => ({
  isNew: true,
  engagements: (programmes.length ? programmes : ['BA']).map((programmeCode) => ({
    programmeCode,
  })),
  onboardingEmails: null,
  ...over,
});

describe('onboardingEmail', () => {
  it('writes each kind to the student, with its own subject and the college signature', () => {
    const mails = ONBOARDING_EMAIL_KINDS.map((kind) => onboardingEmail(kind, COLLEGE, STUDENT));
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(ONBOARDING_EMAIL_KINDS.length);
    for (const mail of mails) {
      expect(mail.to).toBe('ada@example.org');
      expect(mail.text).toMatch(/^Dear Ada,/);
      expect(mail.text).toContain('office@college.test');
      expect(mail.text.trimEnd().endsWith(COLLEGE.name)).toBe(true);
    }
    expect(onboardingEmail('accounts', COLLEGE, STUDENT).text).toContain('ada@example.org');
    expect(onboardingEmail('location', COLLEGE, STUDENT).subject).toBe('Where Leeds meets');
  });
});

describe('onboardingSendSchema', () => {
  it('takes a kind and 1 to 500 student ids', () => {
    expect(onboardingSendSchema.safeParse({ kind: 'vle', studentIds: ['s1'] }).success).toBe(true);
    expect(onboardingSendSchema.safeParse({ kind: 'vle', studentIds: [] }).success).toBe(false);
    expect(onboardingSendSchema.safeParse({ kind: 'email', studentIds: ['s1'] }).success).toBe(
      false,
    );
    const many = Array.from({ length: ONBOARDING_SEND_LIMIT + 1 }, (_, i) => `s${i}`);
    expect(onboardingSendSchema.safeParse({ kind: 'vle', studentIds: many }).success).toBe(false);
    expect(onboardingSendSchema.safeParse({ kind: 'vle', studentIds: many.slice(1) }).success).toBe(
      true,
    );
  });
});

describe('onboardingSkipReason', () => {
  it('sends to new students without FC who were not sent that kind', () => {
    expect(onboardingSkipReason(candidate(), 'accounts')).toBeUndefined();
    expect(
      onboardingSkipReason(candidate({ onboardingEmails: { vle: '2026-09-01' } }), 'accounts'),
    ).toBeUndefined();
    expect(
      onboardingSkipReason(candidate({ onboardingEmails: { accounts: null } }), 'accounts'),
    ).toBeUndefined();
  });

  it('skips students not new (or unseen), with FC, or already sent that kind', () => {
    expect(onboardingSkipReason(undefined, 'accounts')).toBe('not-new');
    expect(onboardingSkipReason(candidate({ isNew: false }), 'accounts')).toBe('not-new');
    expect(onboardingSkipReason(candidate({}, 'BA', 'FC'), 'accounts')).toBe('fc');
    expect(
      onboardingSkipReason(candidate({ onboardingEmails: { accounts: '2026-09-01' } }), 'accounts'),
    ).toBe('already-sent');
  });
});

describe('planOnboardingSend', () => {
  it('splits the chosen ids, each once, in order', () => {
    const students: Record<string, OnboardingSendCandidate> = {
      a: candidate(),
      b: candidate({}, 'FC'),
      c: candidate({ onboardingEmails: { vle: '2026-09-01' } }),
      d: candidate(),
    };
    expect(planOnboardingSend(['a', 'b', 'c', 'x', 'a', 'd'], 'vle', (id) => students[id])).toEqual(
      {
        send: ['a', 'd'],
        skipped: [
          { id: 'b', reason: 'fc' },
          { id: 'c', reason: 'already-sent' },
          { id: 'x', reason: 'not-new' },
        ],
      },
    );
  });
});

describe('rowsAwaitingOnboardingEmail', () => {
  it('counts the rows awaiting messages without a date for the kind', () => {
    const none = {
      accounts: '',
      vle: '',
      academic: '',
      studySkills: '',
      residential: '',
      location: '',
    };
    const rows = [
      { id: 'a', awaitingMessages: true, onboarding: none },
      { id: 'b', awaitingMessages: true, onboarding: { ...none, accounts: '2026-09-01' } },
      { id: 'c', awaitingMessages: false, onboarding: none },
    ];
    expect(rowsAwaitingOnboardingEmail(rows, 'accounts').map((row) => row.id)).toEqual(['a']);
    expect(rowsAwaitingOnboardingEmail(rows, 'vle').map((row) => row.id)).toEqual(['a', 'b']);
  });
});

describe('onboardingSendSummary', () => {
  it('says how many were sent, skipped and failed', () => {
    const result = {
      kind: 'accounts' as const,
      sent: ['a', 'b'],
      skipped: [{ id: 'c', reason: 'fc' as const }],
      failed: [],
    };
    expect(onboardingSendSummary(result)).toBe('Accounts email: 2 sent, 1 skipped');
    expect(onboardingSendSummary({ ...result, failed: [{ id: 'd', message: 'refused' }] })).toBe(
      'Accounts email: 2 sent, 1 skipped, 1 failed',
    );
  });
});
