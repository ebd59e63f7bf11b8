import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { type Control, Controller, type FieldErrors, get } from 'react-hook-form';
import { errorProps } from '../../components/form-dialog';
import type { ResidentialFormValues } from './residential-form';

const useStyles = makeStyles({
  set: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
});

type SessionField = 'title' | 'startsAt' | 'endsAt' | 'room';

/** One timetable slot of the residential form: title, times, room, tutor, and Remove. */
export function SessionFields({
  index,
  control,
  errors,
  tutors,
  onRemove,
}: {
  index: number;
  control: Control<ResidentialFormValues>;
  errors: FieldErrors<ResidentialFormValues>;
  tutors: readonly { id: string; name: string }[];
  onRemove: () => void;
}) {
  const styles = useStyles();
  const legend = `Session ${index + 1}`;
  const message = (field: string): string | undefined =>
    (get(errors, `sessions.${index}.${field}`) as { message?: string } | undefined)?.message;
  const input = (field: SessionField, label: string, type: 'text' | 'datetime-local') => (
    <Controller
      control={control}
      name={`sessions.${index}.${field}`}
      render={({ field: bound }) => (
        <Field label={label} required={field !== 'room'} {...errorProps(message(field))}>
          <Input
            ref={bound.ref}
            type={type}
            value={bound.value}
            onBlur={bound.onBlur}
            onChange={(_, data) => bound.onChange(data.value)}
          />
        </Field>
      )}
    />
  );
  return (
    <fieldset className={styles.set}>
      <legend className={styles.legend}>{legend}</legend>
      {input('title', 'Session title', 'text')}
      {input('startsAt', 'Starts (UTC)', 'datetime-local')}
      {input('endsAt', 'Ends (UTC)', 'datetime-local')}
      {input('room', 'Room', 'text')}
      <Controller
        control={control}
        name={`sessions.${index}.tutorId`}
        render={({ field: bound }) => (
          <Field label="Tutor" {...errorProps(message('tutorId'))}>
            <Select
              ref={bound.ref}
              value={bound.value}
              onChange={(_, data) => bound.onChange(data.value)}
            >
              <option value="">No tutor yet</option>
              {bound.value && !tutors.some((tutor) => tutor.id === bound.value) && (
                <option value={bound.value}>{bound.value}</option>
              )}
              {tutors.map((tutor) => (
                <option key={tutor.id} value={tutor.id}>
                  {tutor.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
      />
      <Button icon={<Delete20Regular />} onClick={onRemove}>
        Remove {legend.toLowerCase()}
      </Button>
    </fieldset>
  );
}
