import { format } from 'date-fns';
import { type DateInput, inUtc, toValidDate } from '../calendar/utc';
import { formatHour } from './time-of-day';

export type { DateInput } from '../calendar/utc';
export { formatHour } from './time-of-day';

/** Shown for dates before 1970, verbatim from spec §9 (legacy placeholder dates predate the system). */
export const PRE_SYSTEM_DATE_TEXT = 'Pre-2018';
/** Shown when a last-seen time is missing (spec §9). */
export const NEVER_TEXT = 'Never';

// All formats read the instant in UTC through date-fns' `in` context, never the machine zone.
function formatUtc(value: DateInput, pattern: string): string {
  const date = toValidDate(value);
  if (!date) return '';
  if (date.getTime() < 0) return PRE_SYSTEM_DATE_TEXT;
  return format(date, pattern, { in: inUtc });
}

/** YYYY-MM-DD in UTC; 'Pre-2018' before 1970; '' when missing or invalid. */
export function formatDate(value: DateInput): string {
  return formatUtc(value, 'yyyy-MM-dd');
}

/** YYYY-MM-DD HH:mm (24-hour) in UTC; 'Pre-2018' before 1970; '' when missing or invalid. */
export function formatDateTime(value: DateInput): string {
  return formatUtc(value, 'yyyy-MM-dd HH:mm');
}

/** YYYY-MM in UTC; 'Pre-2018' before 1970; '' when missing or invalid. */
export function formatShortMonth(value: DateInput): string {
  return formatUtc(value, 'yyyy-MM');
}

/** Time of day in UTC as hour with am/pm (spec §9), minutes only when not on the hour; '' if missing. */
export function formatTimeOfDay(value: DateInput): string {
  const date = toValidDate(value);
  return date ? formatHour(date.getUTCHours(), date.getUTCMinutes()) : '';
}

/** Last-seen time as YYYY-MM-DD HH:mm; 'Never' when missing or invalid (spec §9). */
export function formatLastSeen(value: DateInput): string {
  return formatDateTime(value) || NEVER_TEXT;
}
