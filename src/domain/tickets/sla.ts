import type { TicketStatus } from './tickets';

/**
 * The helpdesk's service level (issue 21): a ticket waiting on the helpdesk gets an answer
 * within SLA_TARGET_HOURS working hours. Working hours are 09:00–17:00 UTC, Monday to Friday
 * (8 a day; bank holidays are not known to the product and count as working days). The clock
 * runs from when the ticket was raised or, after an answer, from the requester's last message;
 * it stops while the ticket waits on the requester and once it is closed.
 */
export const SLA_TARGET_HOURS = 16;
export const WORKDAY_START_HOUR = 9;
export const WORKDAY_END_HOUR = 17;
export const WORKDAY_HOURS = WORKDAY_END_HOUR - WORKDAY_START_HOUR;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Working milliseconds between two instants (0 when `to` is not after `from`). */
export function workingMsBetween(from: Date, to: Date): number {
  let total = 0;
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let day = start; day < to.getTime(); day += DAY) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const open = Math.max(day + WORKDAY_START_HOUR * HOUR, from.getTime());
    const close = Math.min(day + WORKDAY_END_HOUR * HOUR, to.getTime());
    if (close > open) total += close - open;
  }
  return total;
}

export interface TicketAge {
  /** Whether the clock runs: the ticket waits on the helpdesk. */
  running: boolean;
  /** Working hours on the clock, to one decimal. */
  workingHours: number;
  /** Past the target. */
  overdue: boolean;
  /** "1 d 3 h" in working days (8 h) and hours; "—" when the clock does not run. */
  label: string;
}

/** What the clock measures from: the last requester message after raising, or raising. */
export function slaStart(raisedAt: string, requesterMessageTimes: readonly string[]): string {
  return [raisedAt, ...requesterMessageTimes].toSorted().at(-1) ?? raisedAt;
}

/** A ticket's SLA age now. */
export function ticketAge(ticket: { status: TicketStatus; since: string }, now: Date): TicketAge {
  if (ticket.status !== 'Open') {
    return { running: false, workingHours: 0, overdue: false, label: '—' };
  }
  const hours = Math.floor((workingMsBetween(new Date(ticket.since), now) / HOUR) * 10) / 10;
  const days = Math.floor(hours / WORKDAY_HOURS);
  const rest = Math.floor(hours - days * WORKDAY_HOURS);
  return {
    running: true,
    workingHours: hours,
    overdue: hours >= SLA_TARGET_HOURS,
    label: days > 0 ? `${days} d ${rest} h` : `${rest} h`,
  };
}
