import { Field, Select } from '@fluentui/react-components';
import type { ExportChoices } from './api';

/** The academic year of the return a /hesa screen looks at. */
export function YearSelect({
  choices,
  year,
  onChange,
}: {
  choices: ExportChoices;
  year: string;
  onChange: (year: string) => void;
}) {
  return (
    <Field label="Academic year">
      <Select value={year} onChange={(_event, data) => onChange(data.value)}>
        {choices.years.map((y) => (
          <option key={y.year} value={y.year}>
            {y.year}
          </option>
        ))}
      </Select>
    </Field>
  );
}
