import { describe, expect, it } from 'vitest';
import {
  activitiesNewestFirst,
  LEAD_ACTIVITY_KINDS,
  LOGGED_ACTIVITY_KINDS,
  STAGE_CHANGE_KIND,
  stageChangeActivity,
} from './activities';

describe('stageChangeActivity', () => {
  it('records a move as one Stage change activity naming both stages', () => {
    expect(stageChangeActivity('Initial contact made', 'Engaged with HD/PD', '2026-10-02')).toEqual(
      {
        kind: 'Stage change',
        on: '2026-10-02',
        summary: 'Moved from Initial contact made to Engaged with HD/PD',
      },
    );
  });

  it('records nothing when the stage stays', () => {
    expect(stageChangeActivity('Applicant', 'Applicant', '2026-10-02')).toBeUndefined();
  });
});

describe('activity kinds', () => {
  it('people log calls, e-mails, meetings and events; stage changes are the server’s', () => {
    expect(LOGGED_ACTIVITY_KINDS).not.toContain(STAGE_CHANGE_KIND);
    expect(LEAD_ACTIVITY_KINDS).toEqual([...LOGGED_ACTIVITY_KINDS, STAGE_CHANGE_KIND]);
  });
});

describe('activitiesNewestFirst', () => {
  it('orders by day, then by time written, with unsent ones first on their day', () => {
    const sorted = activitiesNewestFirst([
      { id: 'a', on: '2026-09-01', createdAt: '2026-09-01T10:00:00Z' },
      { id: 'b', on: '2026-09-03', createdAt: '2026-09-03T09:00:00Z' },
      { id: 'c', on: '2026-09-03' },
      { id: 'd', on: '2026-09-03', createdAt: '2026-09-03T11:00:00Z' },
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['c', 'd', 'b', 'a']);
  });
});
