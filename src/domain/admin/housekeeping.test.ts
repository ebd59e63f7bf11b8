import { describe, expect, it } from 'vitest';
import {
  changeIsReplaced,
  dailyJobDue,
  daysBefore,
  formatBytes,
  HOUSEKEEPING_JOBS,
  JOB_INFO,
  jobCutoff,
  yearsBefore,
} from './housekeeping';

const now = new Date('2026-11-27T12:00:00.000Z');

describe('housekeeping cut-offs', () => {
  it('counts whole days back', () => {
    expect(daysBefore(now, 7).toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(daysBefore(new Date('2026-03-01T00:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
  });

  it('counts calendar years back, 29 February falling to the 28th', () => {
    expect(yearsBefore(now, 6).toISOString()).toBe('2020-11-27T12:00:00.000Z');
    expect(yearsBefore(new Date('2028-02-29T08:30:00Z'), 6).toISOString()).toBe(
      '2022-02-28T08:30:00.000Z',
    );
    expect(yearsBefore(new Date('2028-02-29T08:30:00Z'), 4).toISOString()).toBe(
      '2024-02-29T08:30:00.000Z',
    );
  });

  it('gives each dated job its documented retention', () => {
    expect(jobCutoff('audit', now).toISOString()).toBe('2020-11-27T12:00:00.000Z');
    expect(jobCutoff('idempotency-keys', now).toISOString()).toBe('2026-11-19T12:00:00.000Z');
    expect(jobCutoff('sync-feed', now).toISOString()).toBe('2026-10-28T12:00:00.000Z');
    expect(jobCutoff('reference-links', now).toISOString()).toBe('2026-10-28T12:00:00.000Z');
    expect(jobCutoff('drafts', now).toISOString()).toBe('2024-11-27T12:00:00.000Z');
  });

  it('names and describes every job', () => {
    for (const job of HOUSEKEEPING_JOBS) {
      expect(JOB_INFO[job].name.length).toBeGreaterThan(0);
      expect(JOB_INFO[job].description.length).toBeGreaterThan(0);
    }
  });
});

describe('a change replaced by a later one', () => {
  it('is replaced when the later change is visible wherever it was', () => {
    expect(changeIsReplaced({ before: [], after: [] }, { before: [], after: [] })).toBe(true);
    expect(
      changeIsReplaced({ before: [], after: ['hub:1'] }, { before: ['hub:1'], after: ['hub:1'] }),
    ).toBe(true);
    // Moved from hub 1 to hub 2: the later change still reaches hub 1's devices (a removal).
    expect(
      changeIsReplaced(
        { before: ['hub:1'], after: ['hub:1'] },
        { before: ['hub:1'], after: ['hub:2'] },
      ),
    ).toBe(true);
  });

  it('is kept when a device that saw it would not see the later change', () => {
    expect(
      changeIsReplaced(
        { before: ['hub:1'], after: ['hub:1'] },
        { before: ['hub:2'], after: ['hub:3'] },
      ),
    ).toBe(false);
    expect(
      changeIsReplaced(
        { before: [], after: ['hub:1', 'tutor:t'] },
        { before: [], after: ['hub:1'] },
      ),
    ).toBe(false);
  });
});

describe('formatBytes', () => {
  it('reads sizes as people do', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(45 * 1024 * 1024)).toBe('45 MB');
  });
});

describe('dailyJobDue', () => {
  it('is due when never run or a day after the last run started, not before', () => {
    expect(dailyJobDue(null, now)).toBe(true);
    expect(dailyJobDue('2026-11-26T12:00:00.000Z', now)).toBe(true);
    expect(dailyJobDue('2026-11-27T01:00:00.000Z', now)).toBe(false);
  });
});
