// Apart from dates.ts, without date-fns: the sync status in every top bar shows a time of day,
// and the first screens load as little as they can (README, Benchmarks).

/** Hour of day (0-23, minutes optional) as '9am', '12pm', '12am', '9:30am'; '' if out of range. */
export function formatHour(hour: number, minutes = 0): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) return '';
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 59) return '';
  const suffix = hour < 12 ? 'am' : 'pm';
  const twelve = hour % 12 || 12;
  return minutes === 0
    ? `${twelve}${suffix}`
    : `${twelve}:${String(minutes).padStart(2, '0')}${suffix}`;
}

/** Time of day in UTC of an ISO instant the app wrote (e.g. the last sync); '' if invalid. */
export function formatInstantTimeOfDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatHour(date.getUTCHours(), date.getUTCMinutes());
}
