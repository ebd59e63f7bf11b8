import { describe, expect, it } from 'vitest';
import { requiredParts, SUBMITTED_STATUS, submissionProblems } from './submission';

const complete = {
  course: { course: 'BA', studyPace: 'PT', hub: 'hub-1', flexi: false },
  eligibility: { britishCitizen: true },
  otherInformation: {
    reasons: 'Calling',
    churchStream: 'Anglican',
    ministryAreas: ['Youth'],
    firstHeard: 'Church',
    promotionalMaterial: 'Leaflet',
    homeChurch: 'St Mary',
    appliedElsewhere: 'No',
  },
  profile: { student: false, ethnicity: 'Prefer not to say' },
  commitment: {
    residentialAttendance: true,
    timeAvailable: true,
    computerAccess: true,
    validPassport: 'Yes',
    concerns: '',
    attendanceQuery: '',
  },
};

describe('submissionProblems', () => {
  it('finds nothing wrong with a complete application', () => {
    expect(submissionProblems(complete)).toEqual([]);
  });

  it('gives one problem per missing part, in the form order', () => {
    expect(submissionProblems({})).toEqual([
      { param: 'course', message: 'Course is missing' },
      { param: 'eligibility', message: 'Eligibility is missing' },
      { param: 'otherInformation', message: 'Other information is missing' },
      { param: 'profile', message: 'Profile is missing' },
      { param: 'commitment', message: 'Commitment is missing' },
    ]);
  });

  it('treats null as missing and a half-filled part as incomplete', () => {
    expect(
      submissionProblems({ ...complete, eligibility: null, commitment: { concerns: '' } }),
    ).toEqual([
      { param: 'eligibility', message: 'Eligibility is missing' },
      { param: 'commitment', message: 'Commitment is incomplete' },
    ]);
  });

  it('asks a short application (a current student) only for course, profile and commitment', () => {
    const short = { ...complete, profile: { student: true, ethnicity: '' } };
    expect(requiredParts(short)).toEqual(['course', 'profile', 'commitment']);
    expect(
      submissionProblems({ ...short, eligibility: undefined, otherInformation: null }),
    ).toEqual([]);
    expect(submissionProblems({ profile: short.profile })).toEqual([
      { param: 'course', message: 'Course is missing' },
      { param: 'commitment', message: 'Commitment is missing' },
    ]);
  });

  it('asks for every part while the profile cannot say the application is short', () => {
    expect(requiredParts({ profile: { student: 'yes' } })).toHaveLength(5);
  });

  it('submits into a status of the full list', () => {
    expect(SUBMITTED_STATUS).toBe('Under review');
  });
});
