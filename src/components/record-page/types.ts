import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';

export interface RecordTab {
  id: string;
  label: string;
  content: ReactNode;
}

export type FormFieldType =
  | 'text'
  | 'email'
  | 'date'
  | 'number'
  | 'select'
  | 'checkbox'
  | 'textarea';

export interface FormFieldOption {
  value: string;
  label: string;
}

/** A form field; defaults follow spec §5: type text, column width 6 (of 12). */
export interface FormField<TValues extends FieldValues> {
  /** A field path of the form values ('name', or 'address.city'). */
  name: Path<TValues>;
  label: string;
  type?: FormFieldType;
  options?: readonly FormFieldOption[];
  /** Columns of the 12-column grid; default 6. Small screens always use the full width. */
  cols?: number;
  hint?: string;
  required?: boolean;
}
