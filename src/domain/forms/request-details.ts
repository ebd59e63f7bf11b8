import { formatDate } from '../format/dates';
import type { StudentFormField } from './define';
import { requestFormOf } from './index';

/** One answer of a request as staff read it: the form's label and the answer as text. */
export interface RequestDetail {
  label: string;
  value: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function textOf(field: StudentFormField | undefined, value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => textOf(field, item)).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const option = field?.options?.find((choice) => choice.value === value);
  if (option) return option.label;
  if (typeof value === 'string' && field?.type === 'date' && DATE_ONLY.test(value))
    return formatDate(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A request's answers in its form's order, labelled as the student saw them; answers the form
 * does not name follow under their own key. Empty answers are left out.
 */
export function requestDetails(type: string, data: unknown): RequestDetail[] {
  const answers =
    data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const fields = requestFormOf(type)?.fields ?? [];
  const named = new Set<string>(fields.map((field) => field.name));
  const present = (value: unknown) => value !== undefined && value !== null && value !== '';
  return [
    ...fields
      .filter((field) => present(answers[field.name]))
      .map((field) => ({ label: field.label, value: textOf(field, answers[field.name]) })),
    ...Object.entries(answers)
      .filter(([key, value]) => !named.has(key) && present(value))
      .map(([key, value]) => ({ label: key, value: textOf(undefined, value) })),
  ];
}
