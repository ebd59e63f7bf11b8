import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { ActionButton } from '../../../components/action-button';
import {
  DraftNote,
  FieldCells,
  FieldList,
  listsOf,
  type RuntimeOptions,
} from '../../../components/form-fields';
import { takesEvidenceFiles } from '../../../domain/forms';
import type { StudentRequestType } from '../../../domain/forms/requests';
import { newRecordId } from '../../../offline/commands';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { useDraft } from '../../../offline-react/useDraft';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';
import { emptyValues, type PageForm } from '../StudentFormPage';
import { evidenceOutboxFiles, makeRequest, type RequestRoute } from './commands';
import { EvidenceFilesField } from './EvidenceFilesField';
import { type DescribeRequest, MyRequests } from './MyRequests';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXXL, maxWidth: '56rem' },
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
  },
});

type Values = FieldValues;

/** What a request page sends: its type, its call, and what the list below shows. */
export interface RequestPageSpec {
  /** The page's slug: also its draft's key. */
  page: string;
  type: StudentRequestType;
  form: PageForm;
  route: RequestRoute;
  runtimeOptions?: RuntimeOptions;
  summarise?: DescribeRequest;
}

/**
 * A request form (mitigating circumstances, partner institution): drafts as the student types,
 * sent through the outbox, then listed below with its outcome.
 */
export function RequestFormPage({ spec }: { spec: RequestPageSpec }) {
  const styles = useStyles();
  const draft = useDraft<Values>(`requests:${spec.page}`);
  if (!session.user?.studentId) return <Text>No student record is linked to this account.</Text>;
  if (draft.loading) return <Spinner label="Loading, please wait ..." />;
  return (
    <div className={styles.page}>
      <RequestForm
        key={draft.values ? 'draft' : 'new'}
        spec={spec}
        draft={draft}
        initial={draft.values ?? emptyValues(spec.form)}
      />
      <MyRequests types={[spec.type]} heading="Your requests" summarise={spec.summarise} />
    </div>
  );
}

function RequestForm({
  spec,
  draft,
  initial,
}: {
  spec: RequestPageSpec;
  draft: ReturnType<typeof useDraft<Values>>;
  initial: Values;
}) {
  const styles = useStyles();
  const engine = useOffline();
  const form = useForm<Values>({ resolver: zodResolver(spec.form.schema), defaultValues: initial });
  // Evidence files wait with the request in the outbox (not in the draft: a draft is text).
  const [files, setFiles] = useState<File[]>([]);
  const withFiles = takesEvidenceFiles(spec.type);
  const { save } = draft;
  useEffect(() => {
    const subscription = form.watch((values) => save(values as Values));
    return () => subscription.unsubscribe();
  }, [form, save]);
  const plain = useMemo(
    () => spec.form.fields.filter((field) => !field.name.includes('[].')),
    [spec.form],
  );
  const lists = useMemo(() => listsOf(spec.form.fields), [spec.form]);

  const submit = form.handleSubmit(async (values) => {
    if (!engine) return;
    const queued = await engine.queue(
      makeRequest,
      {
        id: newRecordId(),
        studentId: session.user?.studentId ?? '',
        type: spec.type,
        title: spec.form.title,
        route: spec.route,
        data: values,
        status: 'Pending',
      },
      {
        draftKey: `requests:${spec.page}`,
        files: evidenceOutboxFiles(files),
      },
    );
    if (!queued) return;
    form.reset(emptyValues(spec.form));
    setFiles([]);
    await draft.discard();
    notify('Request made. It is sent when the connection allows.', 'success');
  });

  return (
    <form className={styles.form} aria-label={spec.form.title} noValidate onSubmit={submit}>
      <Text>{spec.form.description}</Text>
      {plain.length > 0 && (
        <FieldCells fields={plain} form={form} runtimeOptions={spec.runtimeOptions} />
      )}
      {lists.map((list) => (
        <FieldList
          key={list}
          list={list}
          fields={spec.form.fields.filter((f) => f.name.startsWith(`${list}[].`))}
          form={form}
        />
      ))}
      {withFiles && <EvidenceFilesField files={files} onChange={setFiles} />}
      <div className={styles.actions}>
        <DraftNote draft={draft} />
        <ActionButton type="submit" disabled={form.formState.isSubmitting}>
          Send request
        </ActionButton>
      </div>
    </form>
  );
}
