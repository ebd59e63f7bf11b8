import {
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ActionButton } from '../../../components/action-button';
import { AsOf } from '../../../components/screen';
import { formatDate } from '../../../domain/format/dates';
import {
  EXTENSION_LENGTH_CHOICES,
  type ExtensionFormValues,
  extensionFormSchema,
  extensionLengthOf,
} from '../../../domain/forms';
import {
  EXTENSION_LENGTH_LABELS,
  isAutoApproved,
  PLAIN_EXTENSIONS_MODE,
} from '../../../domain/students/extensions';
import { newRecordId } from '../../../offline/commands';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { useDraft } from '../../../offline-react/useDraft';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';
import { evidenceOutboxFiles, makeRequest } from './commands';
import { EvidenceFilesField } from './EvidenceFilesField';
import { MyRequests } from './MyRequests';
import {
  assignmentKey,
  assignmentOf,
  requestedAssignmentKey,
  useCurrentAssignments,
} from './useCurrentAssignments';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXXL, maxWidth: '56rem' },
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

const emptyForm = (mode: string): ExtensionFormValues => ({
  assignment: '',
  length: '7',
  reason: '',
  evidence: '',
  fileCount: 0,
  mode,
});

/**
 * `/forms/mitigating-circumstances/extension-request` (mode `extensions`) and the partner
 * institution's extensions page (another mode: always needs evidence). Works offline: the
 * request and its files wait in the outbox.
 */
export function ExtensionRequestPage({ mode = PLAIN_EXTENSIONS_MODE }: { mode?: string }) {
  const styles = useStyles();
  const engine = useOffline();
  const assignments = useCurrentAssignments();
  const draft = useDraft<ExtensionFormValues>(`requests:extension-${mode}`);
  const [files, setFiles] = useState<File[]>([]);
  const taken = useLiveQuery(async () => {
    if (!engine) return new Set<string>();
    const rows = await engine.db['student-requests'].where('type').equals('extension').toArray();
    const live = rows.filter((row) => row.status !== 'Withdrawn');
    return new Set(live.flatMap((row) => requestedAssignmentKey(row) ?? []));
  }, [engine]);
  const form = useForm<ExtensionFormValues>({
    resolver: zodResolver(extensionFormSchema),
    defaultValues: emptyForm(mode),
  });
  const { save } = draft;
  const values = draft.values;
  useEffect(() => {
    if (values) form.reset({ ...values, fileCount: 0, mode });
  }, [values, form, mode]);
  useEffect(() => {
    const subscription = form.watch((next) => save(next as ExtensionFormValues));
    return () => subscription.unsubscribe();
  }, [form, save]);
  useEffect(() => {
    // After a refused send, attaching a file clears the evidence message at once.
    const recheck = form.formState.isSubmitted;
    form.setValue('fileCount', files.length, { shouldValidate: recheck });
    if (recheck) void form.trigger('evidence');
  }, [files, form]);

  if (!session.user?.studentId) return <Text>No student record is linked to this account.</Text>;
  if (assignments.isPending || draft.loading) return <Spinner label="Loading, please wait ..." />;
  const items = assignments.data ?? [];

  const submit = form.handleSubmit(async (chosen) => {
    const assignment = items.find((item) => assignmentKey(item) === chosen.assignment);
    if (!engine || !assignment) return;
    const length = extensionLengthOf(chosen.length);
    const queued = await engine.queue(
      makeRequest,
      {
        id: newRecordId(),
        studentId: session.user?.studentId ?? '',
        type: 'extension',
        title: `Extension — ${assignment.moduleTitle}`,
        route: { kind: 'extension', ...assignment },
        data: {
          mode,
          length,
          reason: chosen.reason,
          evidence: chosen.evidence ?? '',
          engagementId: assignment.engagementId,
          sessionId: assignment.sessionId,
          moduleInstanceId: assignment.moduleInstanceId,
        },
        status: isAutoApproved({ length, mode }) ? 'Approved' : 'Pending',
      },
      {
        draftKey: `requests:extension-${mode}`,
        files: evidenceOutboxFiles(files),
      },
    );
    if (!queued) return;
    form.reset(emptyForm(mode));
    setFiles([]);
    await draft.discard();
    notify(
      isAutoApproved({ length, mode })
        ? 'Your 7-day extension is approved. It is sent when the connection allows.'
        : 'Request made. It is sent when the connection allows, then reviewed.',
      'success',
    );
  });

  const error = (name: keyof ExtensionFormValues) => form.formState.errors[name]?.message;
  return (
    <div className={styles.page}>
      <AsOf
        updatedAt={assignments.dataUpdatedAt}
        stale={assignments.isError || !navigator.onLine}
      />
      {assignments.isError && !assignments.data && (
        <MessageBar intent="warning">
          <MessageBarBody>{assignments.error.message}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} aria-label="Extension request" noValidate onSubmit={submit}>
        <Text>
          Ask for more time for an assignment.{' '}
          {mode === PLAIN_EXTENSIONS_MODE
            ? 'A 7-day extension is approved straight away; longer ones need evidence and are reviewed.'
            : 'Every extension request from a partner institution needs evidence and is reviewed.'}
        </Text>
        <Controller
          name="assignment"
          control={form.control}
          render={({ field }) => (
            <Field label="Assignment" required validationMessage={error('assignment')}>
              {items.length === 0 ? (
                <Text>You have no assignments due this session.</Text>
              ) : (
                <RadioGroup value={field.value} onChange={(_, data) => field.onChange(data.value)}>
                  {items.map((item) => {
                    const key = assignmentKey(item);
                    const already = Boolean(item.extensionRequestId) || Boolean(taken?.has(key));
                    return (
                      <Radio
                        key={key}
                        value={key}
                        disabled={already}
                        label={`${item.moduleTitle}: ${item.title}, due ${formatDate(item.dueDate)}${already ? ' (extension already requested)' : ''}`}
                      />
                    );
                  })}
                </RadioGroup>
              )}
            </Field>
          )}
        />
        <Controller
          name="length"
          control={form.control}
          render={({ field }) => (
            <Field
              label="How much extra time do you need?"
              required
              validationMessage={error('length')}
            >
              <RadioGroup value={field.value} onChange={(_, data) => field.onChange(data.value)}>
                {EXTENSION_LENGTH_CHOICES.map((choice) => (
                  <Radio
                    key={choice}
                    value={choice}
                    label={
                      mode === PLAIN_EXTENSIONS_MODE
                        ? EXTENSION_LENGTH_LABELS[extensionLengthOf(choice)]
                        : EXTENSION_LENGTH_LABELS[extensionLengthOf(choice)].replace(' (auto)', '')
                    }
                  />
                ))}
              </RadioGroup>
            </Field>
          )}
        />
        <Controller
          name="reason"
          control={form.control}
          render={({ field }) => (
            <Field label="Reason" required validationMessage={error('reason')}>
              <Textarea {...field} resize="vertical" />
            </Field>
          )}
        />
        <Controller
          name="evidence"
          control={form.control}
          render={({ field }) => (
            <Field
              label="Evidence"
              hint="Needed for anything longer than 7 days: describe your evidence, for example a letter from your GP, and attach it"
              validationMessage={error('evidence')}
            >
              <Textarea {...field} value={field.value ?? ''} resize="vertical" />
            </Field>
          )}
        />
        <EvidenceFilesField files={files} onChange={setFiles} error={error('fileCount')} />
        <div className={styles.actions}>
          <ActionButton type="submit" disabled={form.formState.isSubmitting}>
            Send request
          </ActionButton>
        </div>
      </form>
      <MyRequests
        types={['extension']}
        heading="Your extension requests"
        summarise={(row) => {
          const assignment = assignmentOf(items, row);
          const data = (row.data ?? {}) as { length?: 7 | 14 | 21 | 'more' };
          const length = data.length !== undefined ? EXTENSION_LENGTH_LABELS[data.length] : '';
          return assignment ? `${assignment.moduleTitle}: ${assignment.title} — ${length}` : length;
        }}
      />
    </div>
  );
}
