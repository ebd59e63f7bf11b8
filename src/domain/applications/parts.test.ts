import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  APPLICANT_PART_SCHEMAS,
  bursarySchema,
  commitmentSchema,
  convictionsSchema,
  courseSchema,
  eligibilitySchema,
  financesSchema,
  languageAbilitySchema,
  otherInformationSchema,
  poundsOf,
  profileSchema,
  qualificationsSchema,
} from './parts';

/** The issues of a refused value, as path: message. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const course = { course: 'BA', studyPace: 'PT', hub: 'North', flexi: false };
const otherInformation = {
  reasons: 'Called to ministry',
  churchStream: 'Anglican',
  ministryAreas: ['Youth', 'Worship'],
  firstHeard: 'Facebook',
  promotionalMaterial: 'Prospectus',
  homeChurch: 'St Mary',
  appliedElsewhere: 'No',
};
const commitment = {
  residentialAttendance: true,
  timeAvailable: true,
  computerAccess: true,
  validPassport: 'Yes, expires 2030',
  concerns: '',
  attendanceQuery: 'I may miss one residential because of a family wedding.',
};

describe('courseSchema', () => {
  it('accepts a course without the optional auditing flag', () => {
    expect(courseSchema.parse(course)).toEqual(course);
    expect(courseSchema.parse({ ...course, auditing: true }).auditing).toBe(true);
  });

  it.each([
    ['unknown programme', { ...course, course: 'PhD' }],
    ['unknown pace', { ...course, studyPace: 'Fast' }],
    ['blank hub', { ...course, hub: '  ' }],
    ['flexi as text', { ...course, flexi: 'yes' }],
    ['missing studyPace', { course: 'BA', hub: 'North', flexi: false }],
  ])('refuses %s', (_, value) => {
    expect(courseSchema.safeParse(value).success).toBe(false);
  });
});

describe('eligibilitySchema', () => {
  it('needs britishCitizen as a boolean', () => {
    expect(eligibilitySchema.parse({ britishCitizen: false })).toEqual({ britishCitizen: false });
    expect(eligibilitySchema.safeParse({}).success).toBe(false);
    expect(eligibilitySchema.safeParse({ britishCitizen: 'yes' }).success).toBe(false);
  });
});

describe('otherInformationSchema', () => {
  it('accepts answers with linkedChurchOrDiocese optional', () => {
    expect(otherInformationSchema.parse(otherInformation)).toEqual(otherInformation);
    const linked = { ...otherInformation, linkedChurchOrDiocese: 'Diocese of Leeds' };
    expect(otherInformationSchema.parse(linked).linkedChurchOrDiocese).toBe('Diocese of Leeds');
  });

  it('refuses a missing field or a blank ministry area', () => {
    const { homeChurch: _, ...withoutHomeChurch } = otherInformation;
    expect(otherInformationSchema.safeParse(withoutHomeChurch).success).toBe(false);
    expect(
      otherInformationSchema.safeParse({ ...otherInformation, ministryAreas: [''] }).success,
    ).toBe(false);
  });
});

describe('profileSchema', () => {
  it('needs student and ethnicity', () => {
    expect(profileSchema.parse({ student: true, ethnicity: 'White British' }).student).toBe(true);
    expect(profileSchema.safeParse({ ethnicity: 'White British' }).success).toBe(false);
  });
});

describe('commitmentSchema', () => {
  it('accepts text for validPassport and attendanceQuery', () => {
    expect(commitmentSchema.parse(commitment)).toEqual(commitment);
  });

  it.each([
    ['validPassport as boolean', { ...commitment, validPassport: true }],
    ['computerAccess as text', { ...commitment, computerAccess: 'yes' }],
    ['missing attendanceQuery', { ...commitment, attendanceQuery: undefined }],
  ])('refuses %s', (_, value) => {
    expect(commitmentSchema.safeParse(value).success).toBe(false);
  });
});

describe('qualificationsSchema', () => {
  it('needs the details of any qualification but None', () => {
    expect(qualificationsSchema.parse({ highest: 'None' })).toEqual({ highest: 'None' });
    expect(issues(qualificationsSchema, { highest: 'None', details: '' })).toEqual([]);
    const degree = { highest: 'Undergraduate degree', details: 'BA Theology, Durham, 2012-2015' };
    expect(qualificationsSchema.parse(degree)).toEqual(degree);
    expect(
      issues(qualificationsSchema, { highest: 'Undergraduate degree', details: '  ' }),
    ).toEqual(['details: Give your qualifications: subjects, where you studied and the years']);
  });

  it('refuses a highest qualification not on the list, with a message for the select', () => {
    expect(issues(qualificationsSchema, { highest: '', details: 'x' })).toEqual([
      'highest: Choose your highest qualification',
    ]);
    expect(qualificationsSchema.safeParse({ highest: 'PhD', details: 'x' }).success).toBe(false);
  });
});

describe('languageAbilitySchema', () => {
  it('needs a first language and an English ability; the test is optional', () => {
    const language = { firstLanguage: 'Portuguese', english: 'Good' };
    expect(languageAbilitySchema.parse(language)).toEqual(language);
    const tested = { ...language, englishTest: 'IELTS 7.0 (2024)' };
    expect(languageAbilitySchema.parse(tested)).toEqual(tested);
    expect(issues(languageAbilitySchema, { firstLanguage: ' ', english: 'Excellent' })).toEqual([
      'firstLanguage: Enter your first language',
      'english: Choose how well you speak and write English',
    ]);
  });
});

describe('convictionsSchema', () => {
  it('needs no details without a conviction', () => {
    expect(convictionsSchema.parse({ unspentConviction: false })).toEqual({
      unspentConviction: false,
    });
    expect(issues(convictionsSchema, { unspentConviction: false, details: '' })).toEqual([]);
  });

  it('asks for the details of a conviction on the details field', () => {
    expect(issues(convictionsSchema, { unspentConviction: true, details: ' ' })).toEqual([
      'details: Tell us about the conviction: the offence, its date and the sentence',
    ]);
    const declared = { unspentConviction: true, details: 'Driving offence, 2024, a fine.' };
    expect(convictionsSchema.parse(declared)).toEqual(declared);
    expect(convictionsSchema.safeParse({ unspentConviction: 'no' }).success).toBe(false);
  });
});

describe('financesSchema', () => {
  it('accepts a way of paying the applicant can meet, without details', () => {
    const finances = { feesPaidBy: 'Church or diocese', canMeetCosts: true };
    expect(financesSchema.parse(finances)).toEqual(finances);
  });

  it('asks how the costs will be met when the applicant cannot, or pays another way', () => {
    expect(issues(financesSchema, { feesPaidBy: 'Student loan', canMeetCosts: false })).toEqual([
      'details: Tell us how you plan to meet the fees and the residential costs',
    ]);
    expect(issues(financesSchema, { feesPaidBy: 'Other', canMeetCosts: true })).toEqual([
      'details: Say how your fees will be paid',
    ]);
    expect(
      issues(financesSchema, { feesPaidBy: 'Other', canMeetCosts: true, details: 'An employer' }),
    ).toEqual([]);
    expect(issues(financesSchema, { feesPaidBy: '', canMeetCosts: true })).toEqual([
      'feesPaidBy: Choose how your fees will be paid',
    ]);
  });
});

describe('bursarySchema', () => {
  const applying = {
    applying: true,
    type: "Principal's Bursary",
    reason: 'I support two children on one income.',
    amountPerYear: '1,500',
  };

  it('needs nothing more when the applicant does not apply', () => {
    expect(bursarySchema.parse({ applying: false })).toEqual({ applying: false });
    const blank = { applying: false, type: '', reason: '', amountPerYear: '' };
    expect(bursarySchema.parse(blank)).toEqual(blank);
  });

  it('needs the bursary, the reasons and the amount when applying', () => {
    expect(bursarySchema.parse(applying)).toEqual(applying);
    expect(issues(bursarySchema, { applying: true, type: '', reason: ' ' })).toEqual([
      'type: Choose the bursary you are applying for',
      'reason: Tell us why you are applying and about your circumstances',
      'amountPerYear: Enter the amount you seek each year in whole pounds, like 1500',
    ]);
    expect(issues(bursarySchema, { ...applying, amountPerYear: '0' })).toHaveLength(1);
    expect(bursarySchema.safeParse({ ...applying, type: 'Staff Discount' }).success).toBe(false);
  });

  it.each([
    ['1500', 1500],
    [' £1,500 ', 1500],
    ['£ 250', 250],
    ['12,000', 12000],
    ['1500.50', undefined],
    ['1,50', undefined],
    ['a lot', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %s as %s pounds', (typed, pounds) => {
    expect(poundsOf(typed)).toBe(pounds);
  });
});

describe('APPLICANT_PART_SCHEMAS', () => {
  it('names every part the applicant fills in, in the order of the wizard', () => {
    expect(Object.keys(APPLICANT_PART_SCHEMAS)).toEqual([
      'profile',
      'course',
      'eligibility',
      'otherInformation',
      'commitment',
      'qualifications',
      'languageAbility',
      'declarations',
      'convictions',
      'finances',
      'bursary',
      'exegesis',
    ]);
  });
});
