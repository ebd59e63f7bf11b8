import { describe, expect, it } from 'vitest';
import {
  formatPence,
  penceOf,
  quickAcceptChanges,
  SETTABLE_STATUSES,
  sectionHistory,
} from './decisions';
import { sectionAnswers } from './section-answers';

describe('status changes', () => {
  it('never lets a reviewer confirm by hand (the deposit confirms)', () => {
    expect(SETTABLE_STATUSES).not.toContain('Confirmed (deposit paid)');
    expect(SETTABLE_STATUSES).toContain('Place offered');
  });
});

describe('section history', () => {
  it('lists the history of one section, newest first', () => {
    const history = [
      { at: '2026-01-01T10:00:00Z', kind: 'review', section: 'finances', outcome: 'Accepted' },
      { at: '2026-01-03T10:00:00Z', kind: 'status', status: 'Approved' },
      { at: '2026-01-02T10:00:00Z', kind: 'review', section: 'finances', outcome: 'Rejected' },
      { at: '2026-01-02T10:00:00Z', kind: 'review', section: 'finances', quickAccept: true },
      null,
    ];
    expect(sectionHistory(history, 'finances').map((line) => line.at)).toEqual([
      '2026-01-02T10:00:00Z',
      '2026-01-02T10:00:00Z',
      '2026-01-01T10:00:00Z',
    ]);
    expect(sectionHistory(undefined, 'finances')).toEqual([]);
  });
});

describe('quick accept on the device', () => {
  it('sets only the sections without an outcome', () => {
    const changes = quickAcceptChanges({
      finances: { outcome: 'Insufficient finances' },
      eligibility: null,
    });
    expect(changes.finances).toBeUndefined();
    expect(changes.eligibility).toBe('Accepted');
    expect(changes.convictions).toBe('Acknowledged');
    expect(changes.bursaryApplication).toBeUndefined();
  });
});

describe('money and conditions', () => {
  it.each([
    ['250', 25000],
    ['£250.5', 25050],
    [' 12.34 ', 1234],
    ['0', undefined],
    ['12.345', undefined],
    ['ten', undefined],
  ])('%s pounds → %s pence', (pounds, pence) => {
    expect(penceOf(pounds)).toBe(pence);
  });
  it('formats pence as pounds', () => {
    expect(formatPence(25050)).toBe('£250.50');
  });
});

describe('section answers', () => {
  const application = {
    eligibility: { britishCitizen: true },
    otherInformation: {
      ministryAreas: ['Youth', 'Music'],
      homeChurch: '',
      churchStream: 'Baptist',
    },
    commitment: { residentialAttendance: false, timeAvailable: null, concerns: { odd: 1 } },
    references: [{ recommended: true, timeKnown: '5 years' }, 'not an object'],
    leaderReferences: [{ placementAccepted: false, timeInLeadership: '2 years' }],
    profile: 'not an object',
  };
  it('labels the answers of a section and leaves empty ones out', () => {
    expect(sectionAnswers(application, 'eligibility')).toEqual([
      { label: 'British citizen', value: 'Yes' },
    ]);
    expect(sectionAnswers(application, 'studentMinistry')).toEqual([
      { label: 'Ministry areas', value: 'Youth, Music' },
      { label: 'Church stream', value: 'Baptist' },
    ]);
    expect(sectionAnswers(application, 'attendance')).toEqual([
      { label: 'Can attend residentials', value: 'No' },
    ]);
    expect(sectionAnswers(application, 'nextSteps')).toEqual([]);
    expect(sectionAnswers(application, 'qualifications')).toEqual([]);
  });
  it("gives each referee's answers", () => {
    expect(sectionAnswers(application, 'references')).toEqual([
      { label: 'Referee 1: Recommended', value: 'Yes' },
      { label: 'Referee 1: Known for', value: '5 years' },
    ]);
    expect(sectionAnswers(application, 'placement')).toEqual([
      { label: 'Referee 1: Placement accepted', value: 'No' },
    ]);
    expect(sectionAnswers({ ...application, leaderReferences: [] }, 'churchPlanting')).toEqual([]);
    expect(sectionAnswers({}, 'leaderReferences')).toEqual([]);
    expect(sectionAnswers({ otherInformation: { ministryAreas: [] } }, 'studentMinistry')).toEqual(
      [],
    );
  });
});
