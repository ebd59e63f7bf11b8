import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { MailTemplateView } from '../../../domain/mail/api';
import { PREVIEW_RECORD_LABELS } from '../../../domain/mail/templates';
import { resetTemplate, saveTemplate, sendTestMail } from './api';
import { PlaceholderList } from './PlaceholderList';
import { PreviewPane } from './PreviewPane';
import { usePreview } from './usePreview';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  stack: { display: 'grid', gap: tokens.spacingVerticalM, alignContent: 'start', minWidth: 0 },
  body: { fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  heading: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Outcome = { intent: 'success' | 'error'; message: string };
type FieldName = 'subject' | 'body';

/** One template: subject and body with its placeholders, a live preview, save, reset and test. */
export function TemplateEditor({ template }: { template: MailTemplateView }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [recordId, setRecordId] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<FieldName>('body');
  const preview = usePreview(template.key, { subject, body, recordId: recordId.trim() });
  const changed = subject !== template.subject || body !== template.body;
  const recordLabel = PREVIEW_RECORD_LABELS[template.recordKind];

  function insert(name: string) {
    const field = lastField.current;
    const element = field === 'subject' ? subjectRef.current : bodyRef.current;
    const value = field === 'subject' ? subject : body;
    const text = `{{${name}}}`;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + text + value.slice(end);
    (field === 'subject' ? setSubject : setBody)(next);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + text.length, start + text.length);
    });
  }

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setOutcome(undefined);
    try {
      setOutcome({ intent: 'success', message: await action() });
    } catch (error) {
      setOutcome({
        intent: 'error',
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  }

  const refresh = async (saved: MailTemplateView) => {
    queryClient.setQueryData(['email-template', template.key], saved);
    await queryClient.invalidateQueries({ queryKey: ['email-templates'] });
    setSubject(saved.subject);
    setBody(saved.body);
  };

  const save = () =>
    run(async () => {
      await refresh(await saveTemplate(template.key, { subject, body }, template.version));
      return 'Template saved: the next mail of this kind uses it.';
    });
  const reset = () =>
    run(async () => {
      await refresh(await resetTemplate(template.key));
      return 'Template reset to the default text.';
    });
  const test = () =>
    run(async () => {
      const trimmed = recordId.trim();
      const sent = await sendTestMail(template.key, {
        subject,
        body,
        ...(trimmed ? { recordId: trimmed } : {}),
      });
      return `Test mail sent to ${sent.to}.`;
    });

  return (
    <section className={styles.root} aria-labelledby="template-heading">
      <div className={styles.heading}>
        <Text as="h2" id="template-heading" size={500} weight="semibold">
          {template.label}
        </Text>
        <Badge appearance="tint" color={template.edited ? 'brand' : 'informative'}>
          {template.edited ? 'Edited' : 'Default'}
        </Badge>
      </div>
      <Text className={styles.muted}>{template.description}</Text>
      {outcome && (
        <MessageBar intent={outcome.intent}>
          <MessageBarBody>
            <span style={{ whiteSpace: 'pre-line' }}>{outcome.message}</span>
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.columns}>
        <div className={styles.stack}>
          <Field label="Subject" required>
            <Input
              ref={subjectRef}
              value={subject}
              onFocus={() => {
                lastField.current = 'subject';
              }}
              onChange={(_, data) => setSubject(data.value)}
            />
          </Field>
          <Field label="Body" required>
            <Textarea
              ref={bodyRef}
              className={styles.body}
              value={body}
              rows={14}
              resize="vertical"
              onFocus={() => {
                lastField.current = 'body';
              }}
              onChange={(_, data) => setBody(data.value)}
            />
          </Field>
          <div className={styles.actions}>
            <Button appearance="primary" disabled={busy || !changed} onClick={save}>
              Save
            </Button>
            <Button disabled={busy || !template.edited} onClick={reset}>
              Reset to default
            </Button>
            <Button disabled={busy} onClick={test}>
              Send test
            </Button>
          </div>
          <PlaceholderList placeholders={template.placeholders} onInsert={insert} />
        </div>
        <div className={styles.stack}>
          {recordLabel && (
            <Field
              label={`Preview with a record: ${recordLabel}`}
              hint="Leave empty to preview with sample values."
            >
              <Input value={recordId} onChange={(_, data) => setRecordId(data.value)} />
            </Field>
          )}
          <PreviewPane state={preview} />
        </div>
      </div>
    </section>
  );
}
