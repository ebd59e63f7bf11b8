import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { INTENTION_STATUSES } from '../students/intentions';
import {
  INTENTION_CHOICES,
  INTENTION_DEFAULTS,
  intentionsSchema,
  policiesAgreedForm,
  policiesAgreedSchema,
  startingIntentions,
} from './enrolment';

function issues(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));
}

describe('intentionsSchema', () => {
  it('accepts an intention per level, an exit award naming the award', () => {
    const value = {
      intentions: [
        { level: '4B', choice: 'Exit award', exitAward: 'CertHE' },
        { level: '7A', choice: 'Continue', exitAward: '' },
      ],
    };
    expect(intentionsSchema.parse(value).intentions).toEqual([
      { level: '4B', choice: 'Exit award', exitAward: 'CertHE' },
      { level: '7A', choice: 'Continue', exitAward: undefined },
    ]);
  });

  it('needs the award of an exit, and refuses an unknown award', () => {
    expect(
      issues(intentionsSchema, { intentions: [{ level: '4A', choice: 'Exit award' }] }),
    ).toEqual([
      {
        path: ['intentions', 0, 'exitAward'],
        message: 'Choose the award you would like to leave with',
      },
    ]);
    expect(
      issues(intentionsSchema, {
        intentions: [{ level: '4A', choice: 'Exit award', exitAward: 'BA' }],
      }),
    ).toEqual([
      { path: ['intentions', 0, 'exitAward'], message: 'Choose the award from the list' },
    ]);
  });

  it('refuses levels the intentions screen does not ask about, and repeated levels', () => {
    expect(issues(intentionsSchema, { intentions: [{ level: '6B', choice: 'Continue' }] })).toEqual(
      [{ path: ['intentions', 0, 'level'], message: 'Choose a level' }],
    );
    expect(
      issues(intentionsSchema, {
        intentions: [
          { level: '5A', choice: 'Continue' },
          { level: '5A', choice: 'Undecided' },
        ],
      }),
    ).toEqual([
      {
        path: ['intentions', 1, 'level'],
        message: 'You have already given an intention for this level',
      },
    ]);
  });

  it('needs at least one intention and a choice', () => {
    expect(issues(intentionsSchema, { intentions: [] })).toEqual([
      { path: ['intentions'], message: 'Tell us your intention for your current level' },
    ]);
    expect(issues(intentionsSchema, { intentions: [{ level: '5B', choice: 'Maybe' }] })).toEqual([
      {
        path: ['intentions', 0, 'choice'],
        message: 'Tell us what you intend to do after this level',
      },
    ]);
  });

  it('presets Continue where the college assumes it, and nothing where the student must choose', () => {
    expect(Object.keys(INTENTION_DEFAULTS).sort()).toEqual([...INTENTION_STATUSES].sort());
    expect(INTENTION_DEFAULTS.Assumed).toBe('Continue');
    expect(INTENTION_DEFAULTS.Required).toBeUndefined();
    expect(INTENTION_CHOICES).toContain(INTENTION_DEFAULTS.Dissertation);
  });
});

describe('policiesAgreedSchema', () => {
  const all = {
    codeOfConduct: true,
    studentContract: true,
    safeguarding: true,
    academicConduct: true,
    policyVersion: '2025-26',
  };

  it('accepts all four policies with the version agreed', () => {
    expect(policiesAgreedSchema.parse(all)).toEqual(all);
  });

  it('refuses a policy not accepted, with its own message, and a missing version', () => {
    expect(
      issues(policiesAgreedSchema, { ...all, academicConduct: false, policyVersion: '' }),
    ).toEqual([
      {
        path: ['academicConduct'],
        message: 'You must accept the Academic conduct policy to enrol',
      },
      {
        path: ['policyVersion'],
        message: 'The policy version is missing: reload the page and try again',
      },
    ]);
  });

  it('shows one required tick per policy', () => {
    expect(policiesAgreedForm.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['codeOfConduct', 'checkbox', true],
      ['studentContract', 'checkbox', true],
      ['safeguarding', 'checkbox', true],
      ['academicConduct', 'checkbox', true],
    ]);
  });
});

describe('startingIntentions', () => {
  it('gives a row per level asked, with the default of its intention status', () => {
    expect(
      startingIntentions([
        { status: 'Current', level: '5A', programmeCode: 'BA' },
        { status: 'Current', level: '4A', programmeCode: 'CUC' },
        { status: 'Completed', level: '4B', programmeCode: 'CertHE' },
        { status: 'Current', level: '6B', programmeCode: 'BA' },
      ]),
    ).toEqual({
      intentions: [
        { level: '5A', choice: 'Continue' },
        // 4A CUC is an exit point (Required): the student must choose.
        { level: '4A' },
      ],
    });
  });

  it('starts an interrupted student with no answer, and an empty row when nothing is asked', () => {
    expect(startingIntentions([{ status: 'IoS', level: '4B' }])).toEqual({
      intentions: [{ level: '4B' }],
    });
    expect(startingIntentions([{ status: 'Withdrawn', level: '4B' }])).toEqual({
      intentions: [{}],
    });
  });
});
