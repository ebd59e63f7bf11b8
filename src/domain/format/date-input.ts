import { format, isValid, parse } from 'date-fns';

/** How a date is shown and typed everywhere (spec §9: YYYY-MM-DD), as a field's placeholder. */
export const DATE_INPUT_PLACEHOLDER = 'YYYY-MM-DD';

// What a person may type for a date in the college's order (year, month, day): single digits
// and other separators are slips, not another format; a day-first date is never guessed at.
const ACCEPTED = ['yyyy-M-d', 'yyyy/M/d', 'yyyy.M.d', 'yyyy M d', 'yyyyMMdd'];

/**
 * A typed date in the college's format (YYYY-MM-DD) when it reads as a real date in year, month,
 * day order; otherwise the text as typed, for the form's schema to refuse with its message.
 */
export function normalizeDateInput(text: string): string {
  const typed = text.trim();
  if (typed === '') return '';
  for (const pattern of ACCEPTED) {
    // A fixed reference date: parse never reads the machine's clock or zone for a full date.
    const date = parse(typed, pattern, new Date(2000, 0, 1));
    if (isValid(date) && date.getFullYear() >= 1000) return format(date, 'yyyy-MM-dd');
  }
  return typed;
}
