import { describe, expect, it } from 'vitest';
import type { JobRun } from '../../../domain/admin/housekeeping';
import { describeResult } from './housekeeping-api';

const run = (over: Partial<JobRun>): JobRun => ({
  id: 'r',
  job: 'sessions',
  status: 'done',
  progress: 100,
  result: null,
  startedBy: null,
  startedAt: '2026-11-27T12:00:00.000Z',
  finishedAt: '2026-11-27T12:00:01.000Z',
  ...over,
});

describe('describeResult', () => {
  it('says the counts in a fixed order, whatever the order of the stored keys', () => {
    expect(
      describeResult(run({ result: { registrations: 1, sessions: 4, passwordResets: 0 } })),
    ).toBe('4 sessions removed, 0 password reset links removed, 1 registration links removed');
    expect(describeResult(run({ result: { kept: 10, removed: 3 } }))).toBe('3 removed, 10 kept');
  });

  it('says a run is going on, or why it failed', () => {
    expect(describeResult(run({ status: 'running', progress: 40 }))).toBe('Running (40%)');
    expect(describeResult(run({ status: 'failed', result: { error: 'disk full' } }))).toBe(
      'Failed: disk full',
    );
  });
});
