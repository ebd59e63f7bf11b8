import { describe, expect, it } from 'vitest';
import { inTimeOrder, residentialDates, sessionTimes } from './timetable';

describe('a residential timetable', () => {
  it('orders sessions by their start, whatever the offset they were written with', () => {
    const sessions = [
      { id: 'b', startsAt: '2026-12-04T11:00:00Z', endsAt: '2026-12-04T12:00:00Z' },
      { id: 'a', startsAt: '2026-12-04T10:30:00+01:00', endsAt: '2026-12-04T11:00:00+01:00' },
      { id: 'c', startsAt: '2026-12-05T09:00:00Z', endsAt: '2026-12-05T10:00:00Z' },
    ];
    expect(inTimeOrder(sessions).map((session) => session.id)).toEqual(['a', 'b', 'c']);
    expect(sessions[0]?.id).toBe('b');
  });

  it('shows the day once for a session within a day, and both across midnight', () => {
    expect(sessionTimes({ startsAt: '2026-12-04T09:00:00Z', endsAt: '2026-12-04T10:30:00Z' })).toBe(
      '2026-12-04 09:00–10:30',
    );
    expect(sessionTimes({ startsAt: '2026-12-04T22:00:00Z', endsAt: '2026-12-05T01:00:00Z' })).toBe(
      '2026-12-04 22:00 – 2026-12-05 01:00',
    );
  });

  it('names a one-day residential by its day and a longer one by both', () => {
    expect(residentialDates({ startDate: '2026-12-04', endDate: '2026-12-04' })).toBe('2026-12-04');
    expect(residentialDates({ startDate: '2026-12-04', endDate: '2026-12-06' })).toBe(
      '2026-12-04 to 2026-12-06',
    );
  });
});
