import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Select,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { Controller, get, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ActionButton } from '../../components/action-button';
import { errorProps } from '../../components/form-dialog';
import type { StoredResidential } from '../../domain/records/residential';
import { useOffline } from '../../offline-react/OfflineProvider';
import { ModuleInstancesPicker } from './ModuleInstancesPicker';
import { choicesQuery, SaveRefused, saveResidential } from './record-queries';
import {
  checkResidential,
  emptySession,
  formValuesOf,
  moduleChoicesFor,
  type ResidentialFormValues,
} from './residential-form';
import { SessionFields } from './SessionFields';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '60rem',
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
});

type TextField =
  | 'title'
  | 'startDate'
  | 'endDate'
  | 'venue.name'
  | 'venue.address'
  | 'venue.postcode'
  | 'venue.mapUrl'
  | 'venue.wifiNetwork'
  | 'venue.wifiPassword';

/**
 * New residential, or edit one (online): its dates, hub, venue, module instances and sessions,
 * checked with the record's one schema; the server's 422 shows by field, a 409 offers the
 * residential as it is now.
 */
export function ResidentialForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing?: StoredResidential;
  onSaved: (saved: StoredResidential) => void;
  onCancel: () => void;
}) {
  const styles = useStyles();
  const engine = useOffline();
  const hubs = useLiveQuery(async () => engine?.db.hubs.toArray(), [engine]) ?? [];
  const choices = useQuery(choicesQuery()).data;
  const tutors = choices?.tutors ?? [];
  const [base, setBase] = useState(editing);
  const [conflict, setConflict] = useState<StoredResidential>();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ResidentialFormValues>({ defaultValues: formValuesOf(editing) });
  const sessions = useFieldArray({ control: form.control, name: 'sessions', keyName: 'key' });
  const { errors, isSubmitting } = form.formState;
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const moduleChoices = useMemo(
    () => moduleChoicesFor(choices?.moduleInstances ?? [], startDate),
    [choices, startDate],
  );

  const showErrors = (fields: Record<string, string>) => {
    for (const [index, [field, message]] of Object.entries(fields).entries()) {
      form.setError(
        field as keyof ResidentialFormValues,
        { type: 'validate', message },
        { shouldFocus: index === 0 },
      );
    }
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const checked = checkResidential(values, base?.id);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    try {
      onSaved(await saveResidential(checked.record, base));
    } catch (caught) {
      if (!(caught instanceof SaveRefused)) throw caught;
      if (caught.current) setConflict(caught.current);
      else if (Object.keys(caught.fields).length > 0) showErrors(caught.fields);
      else setFailure(caught.message);
    }
  });

  const text = (
    name: TextField,
    label: string,
    options: { required?: boolean; hint?: string; type?: 'date' | 'url' | 'long' } = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field
          label={label}
          required={options.required}
          hint={options.hint}
          {...errorProps((get(errors, name) as { message?: string } | undefined)?.message)}
        >
          {options.type === 'long' ? (
            <Textarea
              ref={field.ref}
              value={field.value}
              onChange={(_, data) => field.onChange(data.value)}
            />
          ) : (
            <Input
              ref={field.ref}
              type={options.type ?? 'text'}
              value={field.value}
              onChange={(_, data) => field.onChange(data.value)}
            />
          )}
        </Field>
      )}
    />
  );

  return (
    <form
      noValidate
      aria-label={editing ? `Edit ${editing.title}` : 'New residential'}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
    >
      {conflict && (
        <MessageBar intent="warning">
          <MessageBarBody>
            Someone else changed this residential since you opened it. Your changes are still here;
            show theirs to start again from the residential as it is now.
          </MessageBarBody>
          <MessageBarActions>
            <Button
              onClick={() => {
                setBase(conflict);
                form.reset(formValuesOf(conflict));
                setConflict(undefined);
              }}
            >
              Show the current residential
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {text('title', 'Title', { required: true })}
      <div className={styles.row}>
        {text('startDate', 'First day', { required: true, type: 'date' })}
        {text('endDate', 'Last day', { required: true, type: 'date' })}
        <Controller
          control={form.control}
          name="hubId"
          render={({ field }) => (
            <Field label="Hub" {...errorProps(errors.hubId?.message)}>
              <Select
                ref={field.ref}
                value={field.value}
                onChange={(_, data) => field.onChange(data.value)}
              >
                <option value="">The whole college</option>
                {hubs.map((hub) => (
                  <option key={hub.id} value={hub.id}>
                    {hub.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
      </div>
      <h2 className={styles.heading}>Venue</h2>
      <div className={styles.row}>
        {text('venue.name', 'Venue', { required: true })}
        {text('venue.postcode', 'Postcode')}
        {text('venue.mapUrl', 'Map link', { type: 'url' })}
      </div>
      {text('venue.address', 'Address', { type: 'long' })}
      <div className={styles.row}>
        {text('venue.wifiNetwork', 'Wi-Fi network')}
        {text('venue.wifiPassword', 'Wi-Fi password')}
      </div>
      <Controller
        control={form.control}
        name="moduleInstanceIds"
        render={({ field }) => (
          <ModuleInstancesPicker
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            instances={moduleChoices}
            error={errors.moduleInstanceIds?.message}
          />
        )}
      />
      <h2 className={styles.heading}>Sessions</h2>
      {sessions.fields.map((session, index) => (
        <SessionFields
          key={session.key}
          index={index}
          control={form.control}
          errors={errors}
          tutors={tutors}
          onRemove={() => sessions.remove(index)}
        />
      ))}
      <div className={styles.bar}>
        <Button
          icon={<Add20Regular />}
          onClick={() => sessions.append(emptySession(form.getValues('startDate')))}
        >
          Add a session
        </Button>
      </div>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{`Not saved: ${failure}`}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.bar}>
        <ActionButton type="submit" disabled={isSubmitting || Boolean(conflict)}>
          {editing ? 'Save residential' : 'Create residential'}
        </ActionButton>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
