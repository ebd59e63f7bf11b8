import { toValidDate } from '#domain/calendar/utc';
import { formatDate, formatDateTime } from '#domain/format/dates';
import { formatMoney } from '#domain/format/numbers';
import type { ExportColumn, ExportColumnKind } from './types';

/**
 * A row's value at a column's field: the own property of that exact name first (a key may
 * itself contain a dot), else the dotted path. Only own properties are followed, so a field
 * such as `__proto__.x` or `constructor` never reaches into prototypes.
 */
export function readField(row: Record<string, unknown>, field: string): unknown {
  if (Object.hasOwn(row, field)) return row[field];
  let current: unknown = row;
  for (const key of field.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The column's kind, else one inferred from the value (numbers, booleans, Dates, arrays). */
export function kindOf(column: ExportColumn, value: unknown): ExportColumnKind {
  if (column.kind) return column.kind;
  if (typeof value === 'number' || typeof value === 'bigint') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (value instanceof Date) return 'date';
  if (Array.isArray(value)) return 'list';
  return 'text';
}

/** A finite number from a number, bigint or numeric string; undefined otherwise. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() === '') return undefined;
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** A valid Date from a Date, epoch milliseconds or ISO string (offset-less read as UTC). */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date || typeof value === 'string' || typeof value === 'number') {
    return toValidDate(value);
  }
  return undefined;
}

/** Plain text of any value, for text cells and for values that do not fit their column's kind. */
export function textOf(value: unknown, listSeparator = ', '): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return formatDateTime(value);
  if (Array.isArray(value))
    return value.map((item) => textOf(item, listSeparator)).join(listSeparator);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A value as display text for its kind: dates YYYY-MM-DD, money '£1,234.50', Yes/No, lists joined. */
export function formatCell(kind: ExportColumnKind, value: unknown, listSeparator: string): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'number': {
      const number = toNumber(value);
      return number === undefined ? textOf(value, listSeparator) : String(number);
    }
    case 'money': {
      const pence = toNumber(value);
      return pence === undefined ? textOf(value, listSeparator) : formatMoney(pence);
    }
    case 'date':
    case 'datetime': {
      const date = toDate(value);
      if (!date) return textOf(value, listSeparator);
      return kind === 'date' ? formatDate(date) : formatDateTime(date);
    }
    default:
      return textOf(value, listSeparator);
  }
}
