import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { type FieldValues, get, useFieldArray, useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import type { z } from 'zod';
import { useOffline } from '../../app/offline/OfflineProvider';
import { useDraft } from '../../app/offline/useDraft';
import { ActionButton } from '../../components/action-button';
import { formatTimeOfDay } from '../../domain/format/dates';
import type { StudentFormField } from '../../domain/forms/define';
import { runCommand } from '../../offline/commands';
import { session } from '../../state/session';
import { notify } from '../../state/ui';
import { saveStudentForm } from './commands';
import { FormFieldInput } from './FormFieldInput';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '56rem' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
  },
  cell: { gridColumn: 'span var(--cols)', '@media (max-width: 700px)': { gridColumn: 'span 12' } },
  item: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
  },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    justifyContent: 'flex-end',
  },
});

type Values = FieldValues;

/** A form as this page reads it: any of the domain's forms (their field names are plain strings here). */
export interface PageForm {
  id: string;
  title: string;
  description: string;
  schema: z.ZodType<Values, Values>;
  fields: readonly StudentFormField[];
}

function Cells({
  fields,
  prefix,
  form,
}: {
  fields: readonly StudentFormField[];
  prefix: (name: string) => string;
  form: ReturnType<typeof useForm<Values>>;
}) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      {fields.map((field) => {
        const name = prefix(field.name);
        const error = (get(form.formState.errors, name) as { message?: string } | undefined)
          ?.message;
        return (
          <div
            key={name}
            className={styles.cell}
            style={{ '--cols': String(field.cols) } as React.CSSProperties}
          >
            <FormFieldInput field={field} name={name} control={form.control} error={error} />
          </div>
        );
      })}
    </div>
  );
}

function ListOf({
  list,
  fields,
  form,
}: {
  list: string;
  fields: readonly StudentFormField[];
  form: ReturnType<typeof useForm<Values>>;
}) {
  const styles = useStyles();
  const items = useFieldArray({ control: form.control, name: list });
  const noun = list.replace(/s$/, '');
  return (
    <fieldset className={styles.form}>
      <legend>{noun.charAt(0).toUpperCase() + noun.slice(1)}s</legend>
      {items.fields.map((item, index) => (
        <fieldset key={item.id} className={styles.item} aria-label={`${noun} ${index + 1}`}>
          <Cells
            fields={fields}
            prefix={(name) => name.replace(`${list}[].`, `${list}.${index}.`)}
            form={form}
          />
          {items.fields.length > 1 && (
            <Button onClick={() => items.remove(index)}>{`Remove ${noun} ${index + 1}`}</Button>
          )}
        </fieldset>
      ))}
      <div>
        <Button onClick={() => items.append({})}>{`Add another ${noun}`}</Button>
      </div>
    </fieldset>
  );
}

/** A student form from its domain definition: drafts as the user types, saved through the outbox. */
export function StudentFormPage({ form: definition }: { form: PageForm }) {
  const styles = useStyles();
  const engine = useOffline();
  const { user } = useSnapshot(session);
  const studentId = user?.studentId ?? '';
  const id = `${studentId}:${definition.id}`;
  const saved = useLiveQuery(
    async () => (engine ? ((await engine.db['student-forms'].get(id)) ?? null) : undefined),
    [engine, id],
  );
  const draft = useDraft<Values>(`forms:${definition.id}`);
  if (!studentId) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>No student record is linked to this account.</MessageBarBody>
      </MessageBar>
    );
  }
  if (!engine || saved === undefined || draft.loading)
    return <Spinner label="Loading, please wait ..." />;
  const initial = draft.values ?? (saved?.data as Values | undefined) ?? emptyValues(definition);
  return (
    <FormBody
      key={`${id}-${draft.values ? 'draft' : 'saved'}`}
      definition={definition}
      initial={initial}
      draft={draft}
      studentId={studentId}
      styles={styles}
    />
  );
}

function emptyValues(definition: PageForm): Values {
  const lists = new Set(
    definition.fields
      .filter((field) => field.name.includes('[].'))
      .map((field) => field.name.split('[].')[0] ?? ''),
  );
  return Object.fromEntries([...lists].map((list) => [list, [{}]]));
}

function FormBody({
  definition,
  initial,
  draft,
  studentId,
  styles,
}: {
  definition: PageForm;
  initial: Values;
  draft: ReturnType<typeof useDraft<Values>>;
  studentId: string;
  styles: ReturnType<typeof useStyles>;
}) {
  const engine = useOffline();
  const form = useForm<Values>({
    resolver: zodResolver(definition.schema),
    defaultValues: initial,
  });
  const { save } = draft;
  useEffect(() => {
    const subscription = form.watch((values) => save(values as Values));
    return () => subscription.unsubscribe();
  }, [form, save]);
  const plain = useMemo(
    () => definition.fields.filter((field) => !field.name.includes('[].')),
    [definition],
  );
  const lists = useMemo(
    () => [
      ...new Set(
        definition.fields
          .filter((f) => f.name.includes('[].'))
          .map((f) => f.name.split('[].')[0] ?? ''),
      ),
    ],
    [definition],
  );

  const submit = form.handleSubmit(async (values) => {
    if (!engine) return;
    await runCommand(
      engine.db,
      session.user?.id ?? '',
      saveStudentForm,
      { studentId, formId: definition.id, title: definition.title, data: values },
      { draftKey: `forms:${definition.id}` },
    );
    await engine.afterQueued();
    notify('Saved. It is sent when the connection allows.', 'success');
  });

  return (
    <form className={styles.form} aria-label={definition.title} noValidate onSubmit={submit}>
      <Text>{definition.description}</Text>
      {plain.length > 0 && <Cells fields={plain} prefix={(name) => name} form={form} />}
      {lists.map((list) => (
        <ListOf
          key={list}
          list={list}
          fields={definition.fields.filter((f) => f.name.startsWith(`${list}[].`))}
          form={form}
        />
      ))}
      <div className={styles.actions}>
        {draft.savedAt && (
          <Text size={200}>
            Draft saved {formatTimeOfDay(draft.savedAt)}{' '}
            <Button size="small" appearance="subtle" onClick={() => void draft.discard()}>
              Discard draft
            </Button>
          </Text>
        )}
        <ActionButton type="submit" disabled={form.formState.isSubmitting}>
          Save
        </ActionButton>
      </div>
    </form>
  );
}
