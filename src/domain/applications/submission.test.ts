import { describe, expect, it } from 'vitest';
import {
  APPLICATION_PARTS,
  REQUIRED_REFEREES,
  requiredParts,
  SUBMITTED_STATUS,
  submissionProblems,
} from './submission';

const complete = {
  profile: { student: false, ethnicity: 'Prefer not to say' },
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
  commitment: {
    residentialAttendance: true,
    timeAvailable: true,
    computerAccess: true,
    validPassport: 'Yes',
    concerns: '',
    attendanceQuery: '',
  },
  qualifications: { highest: 'A level or equivalent', details: 'History, Leeds College, 2015' },
  languageAbility: { firstLanguage: 'English', english: 'First language' },
  declarations: { disabilities: 'None', learningSupport: 'None' },
  convictions: { unspentConviction: false },
  finances: { feesPaidBy: 'Self-funded', canMeetCosts: true },
  bursary: { applying: false },
  exegesis: { passage: 'Genesis 1:26-28', essay: 'Made in the image of God.' },
};
const BOTH = ['reference', 'leader'];

describe('submissionProblems', () => {
  it('finds nothing wrong with a complete application whose two referees are invited', () => {
    expect(submissionProblems(complete, BOTH)).toEqual([]);
    expect(submissionProblems(complete, ['leader', 'reference', 'leader'])).toEqual([]);
  });

  it('asks for every part the wizard asks, in the wizard order', () => {
    expect(APPLICATION_PARTS).toEqual([
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

  it('gives one problem per missing part, then per referee not named', () => {
    expect(submissionProblems({}, [])).toEqual([
      { param: 'profile', message: 'About you is missing' },
      { param: 'course', message: 'Course is missing' },
      { param: 'eligibility', message: 'Eligibility is missing' },
      { param: 'otherInformation', message: 'Other information is missing' },
      { param: 'commitment', message: 'Commitment is missing' },
      { param: 'qualifications', message: 'Qualifications is missing' },
      { param: 'languageAbility', message: 'Language ability is missing' },
      { param: 'declarations', message: 'Declarations is missing' },
      { param: 'convictions', message: 'Convictions is missing' },
      { param: 'finances', message: 'Finances is missing' },
      { param: 'bursary', message: 'Bursary application is missing' },
      { param: 'exegesis', message: 'Exegesis essay is missing' },
      { param: 'references', message: 'Name your referee on the Referees step' },
      { param: 'leaderReferences', message: 'Name your church leader on the Referees step' },
    ]);
  });

  it('treats null as missing and a half-filled part as incomplete', () => {
    expect(
      submissionProblems(
        { ...complete, eligibility: null, commitment: { concerns: '' }, declarations: undefined },
        BOTH,
      ),
    ).toEqual([
      { param: 'eligibility', message: 'Eligibility is missing' },
      { param: 'commitment', message: 'Commitment is incomplete' },
      { param: 'declarations', message: 'Declarations is missing' },
    ]);
  });

  it('finds a new part incomplete when its refinement refuses it (a yes without details)', () => {
    const problems = submissionProblems(
      {
        ...complete,
        convictions: { unspentConviction: true, details: ' ' },
        finances: { feesPaidBy: 'Self-funded', canMeetCosts: false },
        bursary: { applying: true, type: 'General Bursary', reason: 'Low income' },
        qualifications: { highest: 'Undergraduate degree' },
        languageAbility: { firstLanguage: 'Welsh' },
      },
      BOTH,
    );
    expect(problems.map((p) => p.param)).toEqual([
      'qualifications',
      'languageAbility',
      'convictions',
      'finances',
      'bursary',
    ]);
    expect(problems.every((p) => p.message.endsWith('is incomplete'))).toBe(true);
  });

  it('names each referee not invited, unless their reference has come in', () => {
    expect(submissionProblems(complete, ['reference'])).toEqual([
      { param: 'leaderReferences', message: 'Name your church leader on the Referees step' },
    ]);
    expect(submissionProblems(complete, ['leader'])).toEqual([
      { param: 'references', message: 'Name your referee on the Referees step' },
    ]);
    const answered = { ...complete, references: [{ recommended: true }], leaderReferences: [] };
    expect(submissionProblems(answered, ['leader'])).toEqual([]);
    expect(submissionProblems(answered, []).map((p) => p.param)).toEqual(['leaderReferences']);
    expect(REQUIRED_REFEREES.map((r) => r.kind)).toEqual(['reference', 'leader']);
  });

  it('asks a short application (a current student) for fewer parts and no referees', () => {
    const short = { ...complete, profile: { student: true, ethnicity: '' } };
    expect(requiredParts(short)).toEqual([
      'profile',
      'course',
      'commitment',
      'declarations',
      'convictions',
      'finances',
      'bursary',
    ]);
    const { eligibility: _, exegesis: __, ...withoutSkipped } = short;
    expect(
      submissionProblems(
        { ...withoutSkipped, otherInformation: null, qualifications: null, languageAbility: {} },
        [],
      ),
    ).toEqual([]);
    expect(submissionProblems({ profile: short.profile }, [])).toEqual([
      { param: 'course', message: 'Course is missing' },
      { param: 'commitment', message: 'Commitment is missing' },
      { param: 'declarations', message: 'Declarations is missing' },
      { param: 'convictions', message: 'Convictions is missing' },
      { param: 'finances', message: 'Finances is missing' },
      { param: 'bursary', message: 'Bursary application is missing' },
    ]);
  });

  it('asks for every part and both referees while the profile cannot say it is short', () => {
    const unclear = { profile: { student: 'yes' } };
    expect(requiredParts(unclear)).toHaveLength(12);
    expect(submissionProblems(unclear, []).map((p) => p.param)).toContain('leaderReferences');
  });

  it('submits into a status of the full list', () => {
    expect(SUBMITTED_STATUS).toBe('Under review');
  });
});
