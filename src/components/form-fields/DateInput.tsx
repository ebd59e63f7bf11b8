import { Input, type InputProps } from '@fluentui/react-components';
import { type FocusEvent, forwardRef } from 'react';
import { DATE_INPUT_PLACEHOLDER, normalizeDateInput } from '../../domain/format/date-input';

export interface DateInputProps
  extends Omit<InputProps, 'type' | 'value' | 'onChange' | 'defaultValue'> {
  /** The date as YYYY-MM-DD (or what the person typed, until it reads as a date). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date typed in the college's format, YYYY-MM-DD (spec §9), whatever the browser's locale: a
 * text box rather than the browser's date input, which shows dates in the browser's own order
 * (12/31/1972 in an en-US browser) beside hints and messages written YYYY-MM-DD. What was typed
 * is tidied on leaving the box (1990-5-7 becomes 1990-05-07).
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, onBlur, ...rest },
  ref,
) {
  return (
    <Input
      {...rest}
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete={rest.autoComplete ?? 'off'}
      placeholder={DATE_INPUT_PLACEHOLDER}
      value={value}
      onChange={(_, data) => onChange(data.value)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const tidy = normalizeDateInput(event.currentTarget.value);
        if (tidy !== value) onChange(tidy);
        onBlur?.(event);
      }}
    />
  );
});
