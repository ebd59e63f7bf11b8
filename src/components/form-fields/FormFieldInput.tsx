import {
  Checkbox,
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  Textarea,
} from '@fluentui/react-components';
import { type Control, Controller, type FieldValues } from 'react-hook-form';
import type { StudentFormField } from '../../domain/forms/define';
import { DateInput } from './DateInput';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One field of a student form, bound to react-hook-form (`name` is the concrete path). */
export function FormFieldInput({
  field,
  name,
  control,
  error,
}: {
  field: StudentFormField;
  name: string;
  control: Control<FieldValues>;
  error: string | undefined;
}) {
  const type = field.type;
  const fieldProps = {
    label: type === 'checkbox' && !field.options ? undefined : field.label,
    hint: field.help,
    required: field.required,
    validationMessage: error,
    validationState: error ? ('error' as const) : ('none' as const),
  };
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: bound }) => {
        if (type === 'checkbox' && field.options) {
          const chosen = Array.isArray(bound.value) ? (bound.value as unknown[]) : [];
          return (
            <Field {...fieldProps}>
              {field.options.map((option, index) => (
                <Checkbox
                  key={String(option.value)}
                  ref={index === 0 ? bound.ref : undefined}
                  label={option.label}
                  checked={chosen.includes(option.value)}
                  onChange={(_, data) =>
                    bound.onChange(
                      data.checked
                        ? [...chosen, option.value]
                        : chosen.filter((value) => value !== option.value),
                    )
                  }
                />
              ))}
            </Field>
          );
        }
        if (type === 'checkbox') {
          return (
            <Field {...fieldProps}>
              <Checkbox
                ref={bound.ref}
                label={field.label}
                checked={bound.value === true}
                onChange={(_, data) => bound.onChange(data.checked === true)}
              />
            </Field>
          );
        }
        if (type === 'radio') {
          return (
            <Field {...fieldProps}>
              <RadioGroup
                value={text(bound.value)}
                onChange={(_, data) => bound.onChange(data.value)}
              >
                {field.options?.map((option, index) => (
                  <Radio
                    key={String(option.value)}
                    ref={index === 0 ? bound.ref : undefined}
                    value={String(option.value)}
                    label={option.label}
                  />
                ))}
              </RadioGroup>
            </Field>
          );
        }
        if (type === 'select') {
          return (
            <Field {...fieldProps}>
              <Select
                ref={bound.ref}
                value={text(bound.value)}
                onChange={(_, data) => bound.onChange(data.value)}
                onBlur={bound.onBlur}
              >
                <option value="" />
                {field.options?.map((option) => (
                  <option key={String(option.value)} value={String(option.value)}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
          );
        }
        if (type === 'textarea') {
          return (
            <Field {...fieldProps}>
              <Textarea
                ref={bound.ref}
                value={text(bound.value)}
                resize="vertical"
                onChange={(_, data) => bound.onChange(data.value)}
                onBlur={bound.onBlur}
              />
            </Field>
          );
        }
        if (type === 'date') {
          return (
            <Field {...fieldProps}>
              <DateInput
                ref={bound.ref}
                value={text(bound.value)}
                onChange={bound.onChange}
                onBlur={bound.onBlur}
              />
            </Field>
          );
        }
        return (
          <Field {...fieldProps}>
            <Input
              // The first invalid field takes focus after a failed Save (react-hook-form's
              // shouldFocusError): every control hands it its element.
              ref={bound.ref}
              type={type === 'tel' ? 'tel' : type === 'email' ? 'email' : 'text'}
              value={text(bound.value)}
              onChange={(_, data) => bound.onChange(data.value)}
              onBlur={bound.onBlur}
            />
          </Field>
        );
      }}
    />
  );
}
