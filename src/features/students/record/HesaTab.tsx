import {
  Button,
  Caption1,
  Combobox,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { api, failureOf } from '../../../api/client';
import { ActionButton } from '../../../components/action-button';
import { bodyMessage, fieldMessages } from '../../../domain/errors/api-error-body';
import { countries, countryName } from '../../../domain/hesa/countries';
import {
  FEE_ELIGIBILITIES,
  HIGHEST_QUALIFICATIONS,
  LEGAL_SEXES,
  type StudentHesaDetails,
  type StudentHesaDetailsInput,
  studentHesaDetailsSchema,
} from '../../../domain/hesa/student-details';
import { offline } from '../../../offline-react/state';
import { notify } from '../../../state/ui';
import { OnlineTab } from './OnlineTab';

// The student record's HESA details tab (issue 22): what the return needs that no form asks the
// student. Read and saved on the server only: offline it says so, and keeps what was typed.

/** GET and PUT hesa/students/{id}/details. */
interface DetailsAnswer {
  studentId: string;
  version: number;
  details: StudentHesaDetails;
  updatedAt: string | null;
}

const FIELDS = [
  'sid',
  'legalSex',
  'nationality',
  'highestQualification',
  'feeEligibility',
] as const;
type Values = StudentHesaDetailsInput;

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '40rem' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

const queryKey = (studentId: string) => ['hesa-student-details', studentId];

/** The HESA details tab of a student's record. */
export function HesaTab({ studentId }: { studentId: string }) {
  return (
    <OnlineTab
      query={{
        queryKey: queryKey(studentId),
        queryFn: () =>
          api.get(`hesa/students/${encodeURIComponent(studentId)}/details`).json<DetailsAnswer>(),
      }}
    >
      {(answer) => <HesaDetailsForm key={answer.version} answer={answer} />}
    </OnlineTab>
  );
}

const valuesOf = (details: StudentHesaDetails): Values => ({
  sid: details.sid ?? '',
  legalSex: details.legalSex ?? '',
  nationality: details.nationality ?? '',
  highestQualification: details.highestQualification ?? '',
  feeEligibility: details.feeEligibility ?? '',
});

function HesaDetailsForm({ answer }: { answer: DetailsAnswer }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const { online } = useSnapshot(offline);
  const form = useForm<Values, unknown, StudentHesaDetails>({
    resolver: zodResolver(studentHesaDetailsSchema),
    defaultValues: valuesOf(answer.details),
  });
  const { errors, isSubmitting } = form.formState;

  const save = form.handleSubmit(async (details) => {
    try {
      const saved = await api
        .put(`hesa/students/${encodeURIComponent(answer.studentId)}/details`, {
          json: details,
          headers: answer.version > 0 ? { 'if-match': String(answer.version) } : {},
        })
        .json<DetailsAnswer>();
      queryClient.setQueryData(queryKey(answer.studentId), saved);
      // The header's readiness badge counts these details: it asks again.
      await queryClient.invalidateQueries({ queryKey: ['hesa-readiness', answer.studentId] });
      notify('HESA details saved', 'success');
    } catch (caught) {
      const failure = await failureOf(caught);
      const byField = fieldMessages(failure.body, FIELDS);
      for (const [field, message] of Object.entries(byField)) {
        form.setError(field as keyof Values, { message });
      }
      const conflict = failure.status === 409 ? ' Reload the tab to see their change.' : '';
      form.setError('root', {
        message: `${bodyMessage(failure.body) ?? 'The HESA details could not be saved'}.${conflict}`,
      });
    }
  });

  const choice = (name: 'legalSex' | 'highestQualification' | 'feeEligibility', label: string) => {
    const values: readonly string[] = {
      legalSex: LEGAL_SEXES,
      highestQualification: HIGHEST_QUALIFICATIONS,
      feeEligibility: FEE_ELIGIBILITIES,
    }[name];
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Field
            label={label}
            validationMessage={errors[name]?.message}
            validationState={errors[name] ? 'error' : 'none'}
          >
            <Dropdown
              value={field.value ?? ''}
              selectedOptions={field.value ? [field.value] : []}
              placeholder="Not held"
              onOptionSelect={(_, data) => field.onChange(data.optionValue ?? '')}
              onBlur={field.onBlur}
              disabled={isSubmitting}
            >
              <Option value="">Not held</Option>
              {values.map((value) => (
                <Option key={value} value={value}>
                  {value}
                </Option>
              ))}
            </Dropdown>
          </Field>
        )}
      />
    );
  };

  return (
    <form aria-label="HESA details" noValidate onSubmit={save} className={styles.form}>
      {!online && (
        <MessageBar intent="warning">
          <MessageBarBody>
            Saving HESA details needs a connection: you are offline. What you type is kept until you
            save.
          </MessageBarBody>
        </MessageBar>
      )}
      {errors.root?.message && (
        <MessageBar intent="error">
          <MessageBarBody>{errors.root.message}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label="SID (HESA student identifier)"
        hint="17 digits, or a continuing student’s 13-digit HUSID"
        validationMessage={errors.sid?.message}
        validationState={errors.sid ? 'error' : 'none'}
      >
        <Controller
          control={form.control}
          name="sid"
          render={({ field }) => (
            <Input
              name={field.name}
              value={field.value ?? ''}
              onChange={(_, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
              inputMode="numeric"
              disabled={isSubmitting}
            />
          )}
        />
      </Field>
      {choice('legalSex', 'Legal sex')}
      <Controller
        control={form.control}
        name="nationality"
        render={({ field }) => (
          <NationalityBox
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errors.nationality?.message}
            disabled={isSubmitting}
          />
        )}
      />
      {choice('highestQualification', 'Highest qualification on entry')}
      {choice('feeEligibility', 'Fee eligibility')}
      <div className={styles.actions}>
        {answer.updatedAt && (
          <Caption1>Last saved {new Date(answer.updatedAt).toLocaleString('en-GB')}</Caption1>
        )}
        <Button
          disabled={isSubmitting}
          onClick={() => form.reset(valuesOf(answer.details), { keepDirtyValues: false })}
        >
          Cancel
        </Button>
        <ActionButton type="submit" disabled={isSubmitting || !online}>
          Save HESA details
        </ActionButton>
      </div>
    </form>
  );
}

/** Nationality: a combobox of the countries, filtered by what is typed. */
function NationalityBox(props: {
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const all = useMemo(() => countries(), []);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const text = query ?? (props.value ? countryName(props.value) : '');
  const shown = query
    ? all.filter((c) => c.name.toLowerCase().includes(query.trim().toLowerCase()))
    : all;
  return (
    <Field
      label="Nationality"
      hint="Type to search the countries"
      validationMessage={props.error}
      validationState={props.error ? 'error' : 'none'}
    >
      <Combobox
        value={text}
        selectedOptions={props.value ? [props.value] : []}
        placeholder="Not held"
        freeform
        disabled={props.disabled}
        open={open}
        onOpenChange={(_, data) => setOpen(data.open)}
        // Typed or pasted text opens the list of the countries it matches.
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onOptionSelect={(_, data) => {
          props.onChange(data.optionValue ?? '');
          setQuery(null);
          setOpen(false);
        }}
        onBlur={() => {
          // Typed text that names no country clears the choice; an empty box means not held.
          if (query !== null && !query.trim()) props.onChange('');
          setQuery(null);
        }}
      >
        {shown.length === 0 ? (
          <Option disabled value="none" text="">
            No country matches
          </Option>
        ) : (
          shown.map((country) => (
            <Option key={country.code} value={country.code} text={country.name}>
              {country.name}
            </Option>
          ))
        )}
      </Combobox>
    </Field>
  );
}
