import { formatDate, formatDateTime } from '../format/dates';

// Issue 23: a residential's timetable as its screens show it (the record page, the student's
// forms pages): sessions in time order, each with its day and times in UTC, as every time of
// the app is shown (src/domain/format).

interface Timed {
  startsAt: string;
  endsAt: string;
}

/** Sessions in the order they start (a copy; ties keep their order). */
export function inTimeOrder<T extends Timed>(sessions: readonly T[]): T[] {
  return sessions.toSorted((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** "2026-12-04 09:00–10:30", or both dates when a session runs past midnight. */
export function sessionTimes({ startsAt, endsAt }: Timed): string {
  const start = formatDateTime(startsAt);
  const end = formatDateTime(endsAt);
  if (!start || !end) return start || end;
  return formatDate(startsAt) === formatDate(endsAt)
    ? `${start}–${end.slice(11)}`
    : `${start} – ${end}`;
}

/** "2026-12-04 to 2026-12-05", or the one day. */
export function residentialDates({ startDate, endDate }: { startDate: string; endDate: string }) {
  return startDate === endDate ? startDate : `${startDate} to ${endDate}`;
}
