import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STEPS,
  applicationForm,
  applicationFormSchema,
  applicationValues,
  EXEGESIS_PROMPT,
  emptyApplication,
  FIRST_HEARD_OPTIONS,
  firstIncompleteStep,
  partsOfStep,
  REFEREE_SLOTS,
  refereeFields,
  refereeSchema,
  stepsFor,
  upcomingIntakes,
  wordCount,
} from './application-form';
import { submissionProblems } from './submission';

const NOW = new Date('2026-11-22T06:00:00Z');

describe('application form', () => {
  it('defines every field once in its steps, optional ones not required', () => {
    const form = applicationForm(NOW);
    expect(form.steps).toBe(APPLICATION_STEPS);
    const required = (name: string) => form.fields.find((f) => f.name === name)?.required;
    expect(required('course.course')).toBe(true);
    expect(required('course.auditing')).toBe(false);
    expect(required('profile.student')).toBe(false);
    expect(required('otherInformation.ministryAreas')).toBe(true);
    expect(required('otherInformation.linkedChurchOrDiocese')).toBe(false);
    expect(form.fields.find((f) => f.name === 'intake')?.options).toEqual([
      { value: '2028-09-01', label: '2028-09-01' },
      { value: '2027-09-01', label: '2027-09-01' },
    ]);
  });

  it('offers the next Septembers, newest first', () => {
    expect(upcomingIntakes(new Date('2026-08-31T23:00:00Z'))).toEqual(['2027-09-01', '2026-09-01']);
    expect(upcomingIntakes(new Date('2026-09-01T00:00:00Z'), 1)).toEqual(['2027-09-01']);
  });

  it('lists the first-heard sources of every §9 group', () => {
    expect(FIRST_HEARD_OPTIONS).toContain('Instagram');
    expect(FIRST_HEARD_OPTIONS).toContain('New Wine');
  });

  it('skips eligibility and other information for a short application', () => {
    expect(stepsFor(undefined).map((s) => s.title)).toHaveLength(7);
    const short = { ...emptyApplication(), profile: { student: true, ethnicity: 'White' } };
    expect(stepsFor(short).map((s) => s.title)).toEqual([
      'About you',
      'Course',
      'Commitment',
      'Declarations',
    ]);
  });

  it('names the record fields a step saves', () => {
    expect(partsOfStep(APPLICATION_STEPS[1])).toEqual(['course', 'intake']);
    expect(partsOfStep(APPLICATION_STEPS[0])).toEqual(['profile']);
  });

  it('fills the answers from a record over the empty ones', () => {
    const values = applicationValues({
      intake: '2027-09-01',
      course: { course: 'MA', studyPace: 'Extended', hub: 'Leeds', flexi: true },
      profile: null,
    });
    expect(values.intake).toBe('2027-09-01');
    expect(values.course).toEqual({
      course: 'MA',
      studyPace: 'Extended',
      hub: 'Leeds',
      flexi: true,
      auditing: false,
    });
    expect(values.profile).toEqual(emptyApplication().profile);
    expect(applicationValues({}).intake).toBe('');
  });

  it('validates with the part schemas: a complete form can be submitted', () => {
    expect(applicationFormSchema.safeParse(emptyApplication()).success).toBe(false);
    const complete = {
      ...emptyApplication(),
      intake: '2027-09-01',
      course: { course: 'BA', studyPace: 'PT', hub: 'Leeds', flexi: false },
      declarations: { disabilities: 'None', learningSupport: 'None' },
      exegesis: { passage: 'Genesis 1:26-28', essay: 'In the image of God...' },
    } as const;
    const parsed = applicationFormSchema.safeParse(complete);
    expect(parsed.success).toBe(true);
    expect(submissionProblems(complete)).toEqual([]);
  });

  it('counts the words of the exegesis essay', () => {
    expect(EXEGESIS_PROMPT).toContain('image of God');
    expect(wordCount(undefined)).toBe(0);
    expect(wordCount('   ')).toBe(0);
    expect(wordCount(' In the  beginning\nGod ')).toBe(4);
  });
});

describe('firstIncompleteStep', () => {
  it('resumes at the first step whose parts are not complete', () => {
    expect(firstIncompleteStep(APPLICATION_STEPS, {})).toBe(0);
    const profile = { student: false, ethnicity: 'White' };
    expect(firstIncompleteStep(APPLICATION_STEPS, { profile })).toBe(1);
    const complete = {
      ...emptyApplication(),
      intake: '2027-09-01',
      course: { course: 'BA', studyPace: 'PT', hub: 'Leeds', flexi: false },
    };
    expect(firstIncompleteStep(APPLICATION_STEPS, complete)).toBe(5);
    const done = {
      ...complete,
      declarations: { disabilities: 'None', learningSupport: 'None' },
      exegesis: { passage: 'Genesis 1:26-28', essay: 'Made in the image of God.' },
    };
    expect(firstIncompleteStep(APPLICATION_STEPS, done)).toBe(6);
  });
});

describe('referees', () => {
  it('names a referee and a church leader, each with a name and an email', () => {
    expect(REFEREE_SLOTS.map((slot) => slot.kind)).toEqual(['reference', 'leader']);
    expect(refereeFields(1).map((field) => field.name)).toEqual([
      'referees.1.refereeName',
      'referees.1.refereeEmail',
    ]);
    expect(
      refereeSchema.safeParse({ refereeName: 'Ann', refereeEmail: 'ann@x.test' }).success,
    ).toBe(true);
    expect(refereeSchema.safeParse({ refereeName: '', refereeEmail: 'no' }).success).toBe(false);
  });
});
