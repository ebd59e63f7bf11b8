import { describe, expect, it } from 'vitest';
import { dashboardMode, dashboardTitle } from './mode';
import { applicationStats, type DashboardStats, engagementStats } from './stats';

const STATS: DashboardStats = {
  academicYear: '2025-26',
  students: { total: 12, byStatus: { Current: 7, Pending: 2, Legacy: 1, Transferred: 0, IoS: 2 } },
  applications: {
    total: 20,
    thisYear: 9,
    byStatus: {
      'In progress': 3,
      'Under review': 2,
      'Place offered': 1,
      'Confirmed (deposit paid)': 4,
      Rejected: 10,
    },
  },
};

describe('dashboard stats', () => {
  it('lists the total, the main statuses at 0 too, then other statuses that have engagements', () => {
    expect(engagementStats(STATS).map(({ title, value }) => [title, value])).toEqual([
      ['Engagements', 12],
      ['Current', 7],
      ['Interruption of studies (IoS)', 2],
      ['Completed', 0],
      ['Withdrawn', 0],
      ['Pending', 2],
      ['Legacy', 1],
    ]);
  });

  it('counts ongoing applications with the spec set, confirmed ones and this year', () => {
    expect(applicationStats(STATS).map(({ key, value }) => [key, value])).toEqual([
      ['ongoing', 6],
      ['confirmed', 4],
      ['thisYear', 9],
      ['applications', 20],
    ]);
    expect(applicationStats(STATS)[2]?.subText).toBe('Intake in 2025-26');
  });
});

describe('dashboard mode and title', () => {
  it('follows spec §2.2', () => {
    expect(dashboardMode(false, true)).toBe('student');
    expect(dashboardMode(true, true)).toBe('welcome');
    expect(dashboardMode(true, false)).toBe('staff');
    expect(dashboardTitle(true)).toBe('Dashboard');
    expect(dashboardTitle(false)).toBe('Student Forms');
  });
});
