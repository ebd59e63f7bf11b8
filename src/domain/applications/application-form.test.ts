import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STEPS,
  applicationForm,
  applicationFormSchema,
  applicationValues,
  EXEGESIS_PROMPT,
  emptyApplication,
  firstIncompleteStep,
  partsOfStep,
  REFEREE_SLOTS,
  refereeFields,
  refereeSchema,
  stepsFor,
  wordCount,
} from './application-form';
import { requiredParts, submissionProblems } from './submission';

describe('application form', () => {
  it('defines every field once in its steps, optional ones not required', () => {
    const form = applicationForm();
    expect(form.steps).toBe(APPLICATION_STEPS);
    const required = (name: string) => form.fields.find((f) => f.name === name)?.required;
    expect(required('course.course')).toBe(true);
    expect(required('course.auditing')).toBe(false);
    expect(required('profile.student')).toBe(false);
    expect(required('otherInformation.ministryAreas')).toBe(true);
    expect(required('otherInformation.linkedChurchOrDiocese')).toBe(false);
    // Offered from system data's lists, as the device holds them.
    expect(form.fields.find((f) => f.name === 'intake')?.optionsFrom).toBe('intakes');
    expect(form.fields.find((f) => f.name === 'otherInformation.firstHeard')?.optionsFrom).toBe(
      'first-heard',
    );
  });

  it('asks the sections of the issue in its order', () => {
    expect(stepsFor(undefined).map((s) => s.title)).toEqual([
      'About you',
      'Course',
      'Eligibility',
      'Other information',
      'Commitment',
      'Qualifications',
      'Language ability',
      'Declarations',
      'Convictions',
      'Finances',
      'Bursary application',
      'Exegesis essay',
    ]);
  });

  it('skips what the college holds of a current student (a short application)', () => {
    const short = { ...emptyApplication(), profile: { student: true, ethnicity: 'White' } };
    expect(stepsFor(short).map((s) => s.title)).toEqual([
      'About you',
      'Course',
      'Commitment',
      'Declarations',
      'Convictions',
      'Finances',
      'Bursary application',
    ]);
  });

  it('lets the steps a short application skips be exactly the parts it need not submit', () => {
    const short = { profile: { student: true, ethnicity: 'White' } };
    const asked = stepsFor(short).flatMap(partsOfStep);
    expect(asked.filter((part) => part !== 'intake').sort()).toEqual(
      [...requiredParts(short)].sort(),
    );
    const long = stepsFor(undefined).flatMap(partsOfStep);
    expect(long.filter((part) => part !== 'intake').sort()).toEqual([...requiredParts({})].sort());
  });

  it('marks the details needed only after a yes as optional fields, with help saying when', () => {
    const form = applicationForm();
    const field = (name: string) => form.fields.find((f) => f.name === name);
    for (const name of [
      'qualifications.details',
      'convictions.details',
      'finances.details',
      'bursary.type',
      'bursary.reason',
      'bursary.amountPerYear',
      'languageAbility.englishTest',
    ]) {
      expect(field(name)?.required, name).toBe(false);
    }
    expect(field('qualifications.highest')?.required).toBe(true);
    expect(field('convictions.unspentConviction')?.required).toBe(false);
    expect(field('bursary.reason')?.help).toMatch(/^When applying/);
    expect(field('convictions.details')?.help).toMatch(/^When you ticked/);
    expect(field('bursary.type')?.options?.map((o) => o.value)).toEqual([
      'General Bursary',
      "Principal's Bursary",
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
      qualifications: { highest: 'None', details: '' },
      languageAbility: { firstLanguage: 'English', english: 'First language', englishTest: '' },
      declarations: { disabilities: 'None', learningSupport: 'None' },
      finances: { feesPaidBy: 'Self-funded', canMeetCosts: true, details: '' },
      exegesis: { passage: 'Genesis 1:26-28', essay: 'In the image of God...' },
    } as const;
    const parsed = applicationFormSchema.safeParse(complete);
    expect(parsed.success).toBe(true);
    expect(submissionProblems(complete, ['reference', 'leader'])).toEqual([]);
  });

  it('puts a refused detail on its own field of the form', () => {
    const values = {
      ...emptyApplication(),
      convictions: { unspentConviction: true, details: '' },
      bursary: { applying: true, type: '', reason: '', amountPerYear: 'lots' },
    };
    const result = applicationFormSchema.safeParse(values);
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('convictions.details');
    expect(paths).toEqual(
      expect.arrayContaining(['bursary.type', 'bursary.reason', 'bursary.amountPerYear']),
    );
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
    // emptyApplication's qualifications are no choice yet: the applicant resumes there.
    expect(firstIncompleteStep(APPLICATION_STEPS, complete)).toBe(5);
    const background = {
      ...complete,
      qualifications: { highest: 'None' },
      languageAbility: { firstLanguage: 'English', english: 'First language' },
      declarations: { disabilities: 'None', learningSupport: 'None' },
    };
    // Unticked convictions are complete (no conviction); finances wait for a way of paying.
    expect(firstIncompleteStep(APPLICATION_STEPS, background)).toBe(9);
    const done = {
      ...background,
      finances: { feesPaidBy: 'Sponsor', canMeetCosts: true },
      exegesis: { passage: 'Genesis 1:26-28', essay: 'Made in the image of God.' },
    };
    expect(firstIncompleteStep(APPLICATION_STEPS, done)).toBe(11);
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
