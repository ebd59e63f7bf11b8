import type { FieldOption } from './define';

/** What a field of a form is, for showing its answer (a form's `fields`). */
export interface AnswerField {
  name: string;
  label: string;
  options?: readonly FieldOption[];
}

/** One answer as staff read it on a student's record. */
export interface ShownAnswer {
  key: string;
  label: string;
  answer: string;
}

export const NOT_ANSWERED = 'Not answered';

function valueAt(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function shown(value: unknown, options: readonly FieldOption[] | undefined): string {
  const labelOf = (item: unknown) =>
    options?.find((option) => option.value === item)?.label ?? String(item);
  if (value === undefined || value === null || value === '') return NOT_ANSWERED;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? 'None' : value.map(labelOf).join(', ');
  if (typeof value === 'object') return NOT_ANSWERED;
  return labelOf(value);
}

/**
 * A student's answers to a form, field by field with the form's own labels and option labels;
 * a field of a list (`intentions[].level`) is shown once per item, numbered.
 */
export function answersOf(fields: readonly AnswerField[], data: unknown): ShownAnswer[] {
  return fields.flatMap((field) => {
    const [list, item] = field.name.split('[].');
    if (item === undefined || list === undefined) {
      return [
        {
          key: field.name,
          label: field.label,
          answer: shown(valueAt(data, field.name), field.options),
        },
      ];
    }
    const items = valueAt(data, list);
    if (!Array.isArray(items)) return [];
    return items.map((entry, index) => ({
      key: `${list}.${index}.${item}`,
      label: `${field.label} (${index + 1})`,
      answer: shown(valueAt(entry, item), field.options),
    }));
  });
}
