import { Checkbox, Field, Input, Select, Textarea } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import type { FieldValues, UseFormRegister } from 'react-hook-form';
import type { FormField } from './types';

export interface FormFieldControlProps<TValues extends FieldValues> {
  field: FormField<TValues>;
  register: UseFormRegister<TValues>;
  error?: string;
  disabled: boolean;
  dense: boolean;
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** One field: a Fluent Field (label, hint, error under it) around the control of its type. */
export function FormFieldControl<TValues extends FieldValues>(
  props: FormFieldControlProps<TValues>,
) {
  const { field, register, error, disabled, dense } = props;
  const type = field.type ?? 'text';
  const name = field.name;
  const size = dense ? 'small' : 'medium';
  const fieldProps = {
    validationMessage: error,
    validationState: error ? ('error' as const) : ('none' as const),
    hint: field.hint,
    required: field.required,
  };

  if (type === 'checkbox') {
    return (
      <Field {...fieldProps}>
        <Checkbox {...register(name)} label={field.label} disabled={disabled} />
      </Field>
    );
  }
  let control: ReactElement;
  if (type === 'select') {
    control = (
      <Select {...register(name)} size={size} disabled={disabled}>
        <option value="" />
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    );
  } else if (type === 'textarea') {
    control = <Textarea {...register(name)} size={size} disabled={disabled} resize="vertical" />;
  } else if (type === 'number') {
    // An empty number box means no value, not NaN, so the schema reports it as missing.
    const registered = register(name, {
      setValueAs: (value) => {
        const present = emptyToUndefined(value);
        return present === undefined ? undefined : Number(present);
      },
    });
    control = <Input {...registered} type="number" size={size} disabled={disabled} />;
  } else {
    control = <Input {...register(name)} type={type} size={size} disabled={disabled} />;
  }
  return (
    <Field label={field.label} {...fieldProps}>
      {control}
    </Field>
  );
}
