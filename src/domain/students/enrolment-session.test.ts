import { describe, expect, it } from 'vitest';
import { ENROLMENT_SESSION_STATUSES, enrolmentSessionStatusSchema } from './enrolment-session';

describe('enrolment session statuses', () => {
  it('lists the statuses of spec §4 in order', () => {
    expect(ENROLMENT_SESSION_STATUSES).toEqual([
      'Starting',
      'Current',
      'Completed',
      'Incomplete',
      'Interrupted',
      'Dormant',
      'Assignments',
      'Transferred',
      'Completing',
    ]);
  });

  it.each([
    ['Dormant', true],
    ['Completing', true],
    ['IoS', false],
    ['completed', false],
    ['', false],
  ])('schema accepts %j: %s', (value, ok) => {
    expect(enrolmentSessionStatusSchema.safeParse(value).success).toBe(ok);
  });
});
