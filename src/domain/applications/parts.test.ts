import { describe, expect, it } from 'vitest';
import {
  commitmentSchema,
  courseSchema,
  eligibilitySchema,
  otherInformationSchema,
  profileSchema,
} from './parts';

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
