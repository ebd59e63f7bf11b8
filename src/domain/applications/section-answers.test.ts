import { describe, expect, it } from 'vitest';
import { sectionAnswers } from './section-answers';
import { REVIEW_SECTIONS } from './sections';

// The applicant's parts as the wizard saves them (parts.ts).
const application = {
  profile: { student: false, ethnicity: 'White' },
  eligibility: { britishCitizen: true },
  commitment: {
    residentialAttendance: true,
    timeAvailable: true,
    computerAccess: false,
    validPassport: 'UK, expires 2031',
    concerns: '',
    attendanceQuery: '',
  },
  qualifications: { highest: 'Undergraduate degree', details: 'BA History, Leeds, 2015-2018' },
  languageAbility: { firstLanguage: 'Yoruba', english: 'Fluent', englishTest: '' },
  declarations: {
    disabilities: 'None',
    learningSupport: 'Extra time in exams (dyslexia)',
    neurodiversity: '',
    healthDisability: 'Type 1 diabetes',
  },
  convictions: { unspentConviction: false, details: '' },
  finances: { feesPaidBy: 'Church or diocese', canMeetCosts: false, details: 'A part-time job' },
  bursary: {
    applying: true,
    type: 'General Bursary',
    reason: 'One income and two children.',
    amountPerYear: '1500',
  },
};

describe('section answers of the applicant’s parts', () => {
  it('shows qualifications and language ability from their parts', () => {
    expect(sectionAnswers(application, 'qualifications')).toEqual([
      { label: 'Currently a student', value: 'No' },
      { label: 'Highest qualification', value: 'Undergraduate degree' },
      { label: 'Qualifications', value: 'BA History, Leeds, 2015-2018' },
    ]);
    expect(sectionAnswers(application, 'languageAbility')).toEqual([
      { label: 'First language', value: 'Yoruba' },
      { label: 'English', value: 'Fluent' },
    ]);
  });

  it('shows each declaration in its own section, an optional one left out when blank', () => {
    expect(sectionAnswers(application, 'disabilities')).toEqual([
      { label: 'Disabilities', value: 'None' },
    ]);
    expect(sectionAnswers(application, 'learningSupport')).toEqual([
      { label: 'Learning support', value: 'Extra time in exams (dyslexia)' },
    ]);
    expect(sectionAnswers(application, 'neurodiversity')).toEqual([]);
    expect(sectionAnswers(application, 'healthDisability')).toEqual([
      { label: 'Health', value: 'Type 1 diabetes' },
    ]);
  });

  it('shows convictions, finances and the bursary application', () => {
    expect(sectionAnswers(application, 'convictions')).toEqual([
      { label: 'Unspent criminal conviction', value: 'No' },
    ]);
    expect(sectionAnswers(application, 'finances')).toEqual([
      { label: 'Fees paid by', value: 'Church or diocese' },
      { label: 'Can meet the fees and residential costs', value: 'No' },
      { label: 'About their finances', value: 'A part-time job' },
    ]);
    expect(sectionAnswers(application, 'bursaryApplication')).toEqual([
      { label: 'Applying for a bursary', value: 'Yes' },
      { label: 'Bursary', value: 'General Bursary' },
      { label: 'Amount sought each year (£)', value: '1500' },
      { label: 'Reasons and circumstances', value: 'One income and two children.' },
    ]);
  });

  it('leaves out the details of a yes the applicant took back', () => {
    const changed = {
      convictions: { unspentConviction: false, details: 'Speeding, 2023' },
      bursary: { applying: false, type: 'General Bursary', reason: 'x', amountPerYear: '900' },
    };
    expect(sectionAnswers(changed, 'convictions')).toEqual([
      { label: 'Unspent criminal conviction', value: 'No' },
    ]);
    expect(sectionAnswers(changed, 'bursaryApplication')).toEqual([
      { label: 'Applying for a bursary', value: 'No' },
    ]);
    const declared = { convictions: { unspentConviction: true, details: 'Speeding, 2023' } };
    expect(sectionAnswers(declared, 'convictions')).toEqual([
      { label: 'Unspent criminal conviction', value: 'Yes' },
      { label: 'About the conviction', value: 'Speeding, 2023' },
    ]);
  });

  it('puts the passport with eligibility and the computer with attendance', () => {
    expect(sectionAnswers(application, 'eligibility')).toEqual([
      { label: 'British citizen', value: 'Yes' },
      { label: 'Passport', value: 'UK, expires 2031' },
    ]);
    expect(sectionAnswers(application, 'attendance')).toEqual([
      { label: 'Can attend residentials', value: 'Yes' },
      { label: 'Has the time to study', value: 'Yes' },
      { label: 'Has a computer', value: 'No' },
    ]);
  });

  it('gives every section but the bursary references some answer of a full application', () => {
    const referee = {
      recommended: true,
      timeKnown: '3 years',
      placementAccepted: true,
      timeInLeadership: '2 years',
    };
    const full = {
      ...application,
      otherInformation: { ministryAreas: ['Youth'], reasons: 'Calling' },
      references: [referee],
      leaderReferences: [referee],
      declarations: { ...application.declarations, neurodiversity: 'ADHD' },
    };
    const empty = REVIEW_SECTIONS.filter((section) => sectionAnswers(full, section).length === 0);
    expect(empty).toEqual(['bursaryReferences']);
  });

  it('shows nothing of parts that are missing or not objects', () => {
    expect(sectionAnswers({ finances: 'odd', bursary: null }, 'finances')).toEqual([]);
    expect(sectionAnswers({}, 'bursaryApplication')).toEqual([]);
  });
});
