import { Checkbox, Field, Input, Select, Textarea } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { type Control, Controller, type FieldValues } from 'react-hook-form';
import { DateInput } from '../form-fields/DateInput';
import type { FormField } from './types';

export interface FormFieldControlProps<TValues extends FieldValues, TOutput> {
  field: FormField<TValues>;
  control: Control<TValues, unknown, TOutput>;
  error?: string;
  disabled: boolean;
  dense: boolean;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * One field: a Fluent Field (label, hint, error under it) around the control of its type. The
 * controls are controlled through react-hook-form's Controller, so the record's values show
 * whatever Fluent does with refs.
 */
export function FormFieldControl<TValues extends FieldValues, TOutput>(
  props: FormFieldControlProps<TValues, TOutput>,
) {
  const { field, control, error, disabled, dense } = props;
  const type = field.type ?? 'text';
  const size = dense ? 'small' : 'medium';
  const fieldProps = {
    validationMessage: error,
    validationState: error ? ('error' as const) : ('none' as const),
    hint: field.hint,
    required: field.required,
  };

  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: bound }) => {
        const common = { name: bound.name, onBlur: bound.onBlur, ref: bound.ref, disabled };
        if (type === 'checkbox') {
          return (
            <Field {...fieldProps}>
              <Checkbox
                {...common}
                checked={Boolean(bound.value)}
                label={field.label}
                onChange={(_, data) => bound.onChange(data.checked === true)}
              />
            </Field>
          );
        }
        let input: ReactElement;
        if (type === 'select') {
          input = (
            <Select
              {...common}
              size={size}
              value={text(bound.value)}
              onChange={(_, data) => bound.onChange(data.value)}
            >
              <option value="" />
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          );
        } else if (type === 'textarea') {
          input = (
            <Textarea
              {...common}
              size={size}
              resize="vertical"
              value={text(bound.value)}
              onChange={(_, data) => bound.onChange(data.value)}
            />
          );
        } else if (type === 'number') {
          // An empty number box means no value, not NaN, so the schema reports it as missing.
          input = (
            <Input
              {...common}
              type="number"
              size={size}
              value={text(bound.value)}
              onChange={(_, data) =>
                bound.onChange(data.value === '' ? undefined : Number(data.value))
              }
            />
          );
        } else if (type === 'date') {
          input = (
            <DateInput
              {...common}
              size={size}
              value={text(bound.value)}
              onChange={bound.onChange}
            />
          );
        } else {
          input = (
            <Input
              {...common}
              type={type}
              size={size}
              value={text(bound.value)}
              onChange={(_, data) => bound.onChange(data.value)}
            />
          );
        }
        return (
          <Field label={field.label} {...fieldProps}>
            {input}
          </Field>
        );
      }}
    />
  );
}
