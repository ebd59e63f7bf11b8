import {
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
import { type FieldValues, useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import type { z } from 'zod';
import { ActionButton } from '../../components/action-button';
import { DraftNote, FieldCells, FieldList, listsOf } from '../../components/form-fields';
import type { FormStep, StudentFormField } from '../../domain/forms/define';
import { personalDetailsFromRecord } from '../../domain/forms/personal-details';
import { useOffline } from '../../offline-react/OfflineProvider';
import { useDraft } from '../../offline-react/useDraft';
import { session } from '../../state/session';
import { notify } from '../../state/ui';
import { saveStudentForm } from './commands';
import { FormSteps } from './FormSteps';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '56rem' },
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
  steps?: readonly FormStep[];
}

/** A student form from its domain definition: drafts as the user types, saved through the outbox. */
export function StudentFormPage({
  form: definition,
  startWith,
}: {
  form: PageForm;
  /** First answers when nothing is saved or drafted (e.g. the levels intentions ask about). */
  startWith?: Values;
}) {
  const styles = useStyles();
  const engine = useOffline();
  const { user } = useSnapshot(session);
  const studentId = user?.studentId ?? '';
  const id = `${studentId}:${definition.id}`;
  const saved = useLiveQuery(
    async () => (engine ? ((await engine.db['student-forms'].get(id)) ?? null) : undefined),
    [engine, id],
  );
  const prefill = PREFILL[definition.id];
  const record = useLiveQuery(
    async () => (engine && prefill ? ((await engine.db.students.get(studentId)) ?? null) : null),
    [engine, prefill, studentId],
  );
  const draft = useDraft<Values>(`forms:${definition.id}`);
  if (!studentId) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>No student record is linked to this account.</MessageBarBody>
      </MessageBar>
    );
  }
  if (!engine || saved === undefined || draft.loading || (prefill && record === undefined))
    return <Spinner label="Loading, please wait ..." />;
  const initial =
    draft.values ??
    (saved?.data as Values | undefined) ??
    (prefill && record ? { ...emptyValues(definition), ...prefill(record) } : undefined) ??
    startWith ??
    emptyValues(definition);
  return (
    <FormBody
      // A record that arrives with the first sync starts the form again (nothing typed is kept
      // only when there was nothing to keep: no draft and no saved answers).
      key={`${id}-${draft.values ? 'draft' : saved ? 'saved' : record ? 'record' : 'new'}`}
      definition={definition}
      initial={initial}
      draft={draft}
      studentId={studentId}
      styles={styles}
    />
  );
}

/** Forms whose first answers come from the student's record, for the student to check. */
const PREFILL: Partial<Record<string, (student: Record<string, unknown>) => Values>> = {
  'personal-details': personalDetailsFromRecord,
};

/** A new form's values: each repeatable group starts with one empty item. */
export function emptyValues(definition: PageForm): Values {
  return Object.fromEntries(listsOf(definition.fields).map((list) => [list, [{}]]));
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
  const lists = useMemo(() => listsOf(definition.fields), [definition]);

  const submit = form.handleSubmit(async (values) => {
    if (!engine) return;
    const queued = await engine.queue(
      saveStudentForm,
      { studentId, formId: definition.id, title: definition.title, data: values },
      { draftKey: `forms:${definition.id}` },
    );
    if (!queued) return;
    notify('Saved. It is sent when the connection allows.', 'success');
  });

  if (definition.steps) {
    return (
      <form className={styles.form} aria-label={definition.title} noValidate onSubmit={submit}>
        <FormSteps
          title={definition.title}
          description={definition.description}
          steps={definition.steps}
          fields={definition.fields}
          form={form}
          onFinish={() => void submit()}
        />
        <DraftNote draft={draft} />
      </form>
    );
  }
  return (
    <form className={styles.form} aria-label={definition.title} noValidate onSubmit={submit}>
      <Text>{definition.description}</Text>
      {plain.length > 0 && <FieldCells fields={plain} form={form} />}
      {lists.map((list) => (
        <FieldList
          key={list}
          list={list}
          fields={definition.fields.filter((f) => f.name.startsWith(`${list}[].`))}
          form={form}
        />
      ))}
      <div className={styles.actions}>
        <DraftNote draft={draft} />
        <ActionButton type="submit" disabled={form.formState.isSubmitting}>
          Save
        </ActionButton>
      </div>
    </form>
  );
}
