import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ActionButton } from '../action-button';
import { FormFieldControl } from './FormFieldControl';
import type { FormField } from './types';

const DEFAULT_COLS = 6; // spec §5 form schema default

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalL,
  },
  dense: { columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  cell: {
    gridColumn: 'span var(--record-field-cols)',
    '@media (max-width: 600px)': { gridColumn: 'span 12' },
  },
  actions: {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalL,
  },
});

export interface RecordFormProps<TValues extends FieldValues, TOutput> {
  /** The record's zod schema (one schema, many uses): validates on submit, errors per field. */
  schema: z.ZodType<TOutput, TValues>;
  fields: readonly FormField<TValues>[];
  defaultValues: DefaultValues<TValues>;
  /**
   * The record's current values when they may change while the form is open (a sync): fields the
   * user has not touched follow them, fields being edited keep what the user typed.
   */
  values?: TValues;
  onSubmit: (values: TOutput) => void | Promise<void>;
  /** Called after Cancel reset the form to its default values (e.g. to forget a draft). */
  onCancel?: () => void;
  /** Accessible name of the form. */
  label: string;
  submitLabel?: string;
  /** Compact spacing and small controls; default true (spec §5). */
  dense?: boolean;
  /** Called as the user types (drafts are saved from it). */
  onValuesChange?: (values: TValues) => void;
  /** Shown beside the buttons, e.g. "Draft saved 10:42". */
  status?: ReactNode;
}

/** A record's edit form: fields in a responsive 12-column grid, Save and Cancel. */
export function RecordForm<TValues extends FieldValues, TOutput>(
  props: RecordFormProps<TValues, TOutput>,
) {
  const { schema, fields, onSubmit, dense = true } = props;
  const styles = useStyles();
  const form = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues: props.defaultValues,
    ...(props.values ? { values: props.values, resetOptions: { keepDirtyValues: true } } : {}),
  });
  const { isSubmitting, errors } = form.formState;
  const { onValuesChange } = props;

  useEffect(() => {
    if (!onValuesChange) return;
    // What the user types, not the record's own values laid in when the sync or a save changes
    // it (those would make a draft of the record, and keep it over a later change).
    const subscription = form.watch((values, { type }) => {
      if (type === 'change') onValuesChange(values as TValues);
    });
    return () => subscription.unsubscribe();
  }, [form, onValuesChange]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      form.setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <form aria-label={props.label} noValidate onSubmit={submit}>
      {errors.root?.message && (
        <MessageBar intent="error">
          <MessageBarBody>{errors.root.message}</MessageBarBody>
        </MessageBar>
      )}
      <div className={mergeClasses(styles.grid, dense && styles.dense)}>
        {fields.map((field) => (
          <div
            key={field.name}
            className={styles.cell}
            style={{ '--record-field-cols': String(field.cols ?? DEFAULT_COLS) } as CSSProperties}
          >
            <FormFieldControl
              field={field}
              control={form.control}
              error={form.getFieldState(field.name, form.formState).error?.message}
              disabled={isSubmitting}
              dense={dense}
            />
          </div>
        ))}
      </div>
      <div className={styles.actions}>
        {props.status}
        <Button
          disabled={isSubmitting}
          onClick={() => {
            // To the record as it is now (a sync may have changed it since the form opened),
            // dropping what was typed: the form's resetOptions keep it for a sync's update only.
            form.reset(props.values ?? props.defaultValues, { keepDirtyValues: false });
            props.onCancel?.();
          }}
        >
          Cancel
        </Button>
        <ActionButton type="submit" disabled={isSubmitting}>
          {props.submitLabel ?? 'Save'}
        </ActionButton>
      </div>
    </form>
  );
}
