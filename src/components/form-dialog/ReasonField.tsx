import { Field, Textarea } from '@fluentui/react-components';
import { errorProps } from './FormDialog';

export interface ReasonFieldProps {
  value: string;
  /** The typed reason; the field's error clears as the person types (the owner's state). */
  onChange: (value: string) => void;
  required: boolean;
  hint?: string;
  error?: string;
}

/** The "Reason" of a decision dialog: a free text, required for some decisions. */
export function ReasonField({ value, onChange, required, hint, error }: ReasonFieldProps) {
  return (
    <Field label="Reason" hint={hint} required={required} {...errorProps(error)}>
      <Textarea value={value} resize="vertical" onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}
