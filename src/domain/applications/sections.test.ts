import { describe, expect, it } from 'vitest';
import {
  ALL_SECTION_OUTCOMES,
  isOptionalSection,
  isReviewSection,
  isShortApplication,
  isValidOutcome,
  OPTIONAL_SECTIONS,
  outcomesFor,
  quickAccept,
  quickAcceptOutcome,
  REVIEW_SECTIONS,
  type ReviewSection,
  SECTION_OUTCOMES,
} from './sections';

const NEEDED = 'Additional information needed';

// The spec §4 table, one row per section.
const TABLE: [ReviewSection, string[]][] = [
  ['eligibility', ['Not eligible', NEEDED, 'Accepted']],
  ['references', ['Received', NEEDED, 'Accepted', 'Rejected']],
  ['leaderReferences', ['Received', NEEDED, 'Accepted', 'Rejected']],
  ['placement', [NEEDED, 'Accepted', 'Rejected']],
  ['churchPlanting', [NEEDED, 'Accepted', 'Rejected']],
  ['studentMinistry', [NEEDED, 'Accepted', 'Rejected']],
  ['convictions', [NEEDED, 'Acknowledged', 'Rejected']],
  ['nextSteps', [NEEDED, 'Accepted']],
  ['attendance', ['Insufficient (attendance, qualifications, language)', NEEDED, 'Accepted']],
  ['qualifications', ['Insufficient (attendance, qualifications, language)', NEEDED, 'Accepted']],
  ['languageAbility', ['Insufficient (attendance, qualifications, language)', NEEDED, 'Accepted']],
  ['finances', ['Insufficient finances', 'Accepted']],
  ['disabilities', ['Not applicable', NEEDED, 'Acknowledged']],
  ['learningSupport', ['Not applicable', NEEDED, 'Acknowledged']],
  ['neurodiversity', ['Not applicable', NEEDED, 'Acknowledged']],
  ['healthDisability', ['Not applicable', NEEDED, 'Acknowledged']],
  [
    'bursaryApplication',
    ['Not applicable', NEEDED, 'Under consideration', 'Approved', 'Rejected', 'Cancelled'],
  ],
  ['bursaryReferences', ['Not applicable', NEEDED, 'Received']],
];

describe('SECTION_OUTCOMES', () => {
  it.each(TABLE)('%s has the outcomes of the spec table', (section, outcomes) => {
    expect(outcomesFor(section)).toEqual(outcomes);
  });

  it('covers exactly the review sections', () => {
    expect(REVIEW_SECTIONS).toHaveLength(18);
    expect(Object.keys(SECTION_OUTCOMES).sort()).toEqual([...REVIEW_SECTIONS].sort());
    expect(TABLE.map(([s]) => s).sort()).toEqual([...REVIEW_SECTIONS].sort());
  });

  it('lists each distinct outcome once', () => {
    expect(ALL_SECTION_OUTCOMES).toHaveLength(12);
    expect(new Set(ALL_SECTION_OUTCOMES).size).toBe(12);
    expect(ALL_SECTION_OUTCOMES).toContain('Cancelled');
    expect(ALL_SECTION_OUTCOMES).toContain('Not eligible');
  });
});

describe('isReviewSection', () => {
  it.each([
    ['finances', true],
    ['healthDisability', true],
    ['course', false],
    ['Finances', false],
    [null, false],
  ])('%s → %s', (value, expected) => {
    expect(isReviewSection(value)).toBe(expected);
  });
});

describe('isValidOutcome', () => {
  it.each(TABLE)('%s accepts each of its own outcomes', (section, outcomes) => {
    for (const outcome of outcomes) expect(isValidOutcome(section, outcome)).toBe(true);
  });

  it.each([
    ['finances', 'Rejected'],
    ['convictions', 'Accepted'],
    ['disabilities', 'Accepted'],
    ['eligibility', 'Acknowledged'],
    ['bursaryReferences', 'Accepted'],
    ['bursaryApplication', 'Received'],
    ['nextSteps', 'Not applicable'],
    ['references', 'accepted'],
    ['references', ''],
    ['unknown', 'Accepted'],
  ])('%s refuses %s', (section, outcome) => {
    expect(isValidOutcome(section, outcome)).toBe(false);
  });

  it('refuses a missing outcome', () => {
    expect(isValidOutcome('finances', null)).toBe(false);
    expect(isValidOutcome('finances', undefined)).toBe(false);
  });
});

describe('quickAcceptOutcome', () => {
  it.each([
    ['eligibility', 'Accepted'],
    ['references', 'Accepted'],
    ['leaderReferences', 'Accepted'],
    ['placement', 'Accepted'],
    ['churchPlanting', 'Accepted'],
    ['studentMinistry', 'Accepted'],
    ['convictions', 'Acknowledged'],
    ['nextSteps', 'Accepted'],
    ['attendance', 'Accepted'],
    ['finances', 'Accepted'],
    ['qualifications', 'Accepted'],
    ['languageAbility', 'Accepted'],
    ['disabilities', 'Acknowledged'],
    ['learningSupport', 'Acknowledged'],
    ['neurodiversity', 'Acknowledged'],
    ['healthDisability', 'Acknowledged'],
    ['bursaryApplication', undefined],
    ['bursaryReferences', undefined],
  ] as const)('%s → %s', (section, expected) => {
    expect(quickAcceptOutcome(section)).toBe(expected);
  });
});

describe('quickAccept', () => {
  it('sets every section it can, and never an outcome outside the table', () => {
    const result = quickAccept();
    expect(Object.keys(result)).toHaveLength(16);
    expect(result.bursaryApplication).toBeUndefined();
    expect(result.bursaryReferences).toBeUndefined();
    expect(result.convictions).toBe('Acknowledged');
    expect(result.finances).toBe('Accepted');
    for (const [section, outcome] of Object.entries(result)) {
      expect(isValidOutcome(section, outcome)).toBe(true);
    }
  });

  it('only touches the given sections', () => {
    expect(quickAccept(['eligibility', 'neurodiversity', 'bursaryReferences'])).toEqual({
      eligibility: 'Accepted',
      neurodiversity: 'Acknowledged',
    });
    expect(quickAccept([])).toEqual({});
  });
});

describe('optional sections', () => {
  it('are healthDisability and neurodiversity (spec §5)', () => {
    expect(OPTIONAL_SECTIONS).toEqual(['healthDisability', 'neurodiversity']);
    expect(isOptionalSection('neurodiversity')).toBe(true);
    expect(isOptionalSection('disabilities')).toBe(false);
    expect(isOptionalSection('nope')).toBe(false);
  });
});

describe('isShortApplication', () => {
  it.each([
    [{ profile: { student: true } }, true],
    [{ profile: { student: false } }, false],
    [{ profile: { student: null } }, false],
    [{ profile: {} }, false],
    [{ profile: null }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (application, expected) => {
    expect(isShortApplication(application)).toBe(expected);
  });
});
