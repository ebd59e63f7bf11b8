import { describe, expect, it } from 'vitest';
import { SLA_TARGET_HOURS, slaStart, ticketAge, workingMsBetween } from './sla';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe('workingMsBetween', () => {
  it('counts 09:00–17:00 on weekdays only', () => {
    // Friday 2026-11-27 16:00 → Monday 2026-11-30 10:00: 1 h Friday + 1 h Monday.
    expect(workingMsBetween(at('2026-11-27T16:00:00Z'), at('2026-11-30T10:00:00Z'))).toBe(2 * HOUR);
    // A whole week is 5 × 8 h.
    expect(workingMsBetween(at('2026-11-23T00:00:00Z'), at('2026-11-30T00:00:00Z'))).toBe(
      40 * HOUR,
    );
    // Evenings and a weekend count nothing.
    expect(workingMsBetween(at('2026-11-28T08:00:00Z'), at('2026-11-29T20:00:00Z'))).toBe(0);
    expect(workingMsBetween(at('2026-11-30T10:00:00Z'), at('2026-11-30T09:00:00Z'))).toBe(0);
  });
});

describe('ticketAge', () => {
  it('runs only while the ticket waits on the helpdesk, overdue at the target', () => {
    const since = '2026-11-23T09:00:00Z'; // Monday 09:00
    const tuesdayNoon = at('2026-11-24T12:00:00Z'); // 8 + 3 = 11 working hours
    expect(ticketAge({ status: 'Open', since }, tuesdayNoon)).toEqual({
      running: true,
      workingHours: 11,
      overdue: false,
      label: '1 d 3 h',
    });
    const wednesdayNoon = at('2026-11-25T12:00:00Z'); // 19 h
    const late = ticketAge({ status: 'Open', since }, wednesdayNoon);
    expect(late.workingHours).toBeGreaterThanOrEqual(SLA_TARGET_HOURS);
    expect(late.overdue).toBe(true);
    expect(ticketAge({ status: 'Waiting', since }, wednesdayNoon)).toMatchObject({
      running: false,
      overdue: false,
      label: '—',
    });
  });

  it('starts again from the requester’s last message', () => {
    expect(slaStart('2026-11-23T09:00:00Z', [])).toBe('2026-11-23T09:00:00Z');
    expect(slaStart('2026-11-23T09:00:00Z', ['2026-11-25T10:00:00Z', '2026-11-24T10:00:00Z'])).toBe(
      '2026-11-25T10:00:00Z',
    );
  });
});
