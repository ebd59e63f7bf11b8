import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import {
  raiseTicketSchema,
  TICKET_CATEGORIES,
  TICKET_SUBJECT_MAX,
} from '../../domain/tickets/tickets';
import { newRecordId } from '../../offline/commands';
import { useOffline } from '../../offline-react/OfflineProvider';
import { offline } from '../../offline-react/state';
import { session } from '../../state/session';
import { notify } from '../../state/ui';
import { raiseTicket } from './commands';
import { useRefreshTickets } from './queries';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '40rem' },
  submit: { justifySelf: 'start' },
});

type Errors = Partial<Record<'category' | 'subject' | 'description', string>>;

/**
 * Raise a ticket: category, subject and description. Works offline (the ticket is listed at
 * once and sent when the device is online); files are attached on the ticket's page, online.
 */
export function RaiseTicketForm({ basePath }: { basePath: string }) {
  const styles = useStyles();
  const engine = useOffline();
  const navigate = useNavigate();
  const refresh = useRefreshTickets();
  const { user } = useSnapshot(session);
  const { online } = useSnapshot(offline);
  const [category, setCategory] = useState('');
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = newRecordId();
    const parsed = raiseTicketSchema.safeParse({ id, category, subject, description });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    if (!engine || !user) return;
    const queued = await engine.queue(raiseTicket, {
      ...parsed.data,
      userId: user.id,
      userName: user.name,
    });
    if (!queued) return;
    setCategory('');
    setSubject('');
    setDescription('');
    refresh();
    notify(
      online ? 'Ticket raised.' : 'Ticket raised. It will be sent when you are back online.',
      'success',
    );
    navigate(`${basePath}/${encodeURIComponent(id)}`);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Raise a ticket" noValidate>
      <Field label="Category" required validationMessage={errors.category}>
        <Select
          value={category}
          onChange={(_, data) => {
            setCategory(data.value);
            setErrors((current) => ({ ...current, category: undefined }));
          }}
        >
          <option value="">Choose a category</option>
          {TICKET_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Subject" required validationMessage={errors.subject}>
        <Input
          value={subject}
          maxLength={TICKET_SUBJECT_MAX}
          onChange={(_, data) => {
            setSubject(data.value);
            setErrors((current) => ({ ...current, subject: undefined }));
          }}
        />
      </Field>
      <Field label="Description" required validationMessage={errors.description}>
        <Textarea
          resize="vertical"
          rows={5}
          value={description}
          onChange={(_, data) => {
            setDescription(data.value);
            setErrors((current) => ({ ...current, description: undefined }));
          }}
        />
      </Field>
      <MessageBar intent="info">
        <MessageBarBody>
          <Text>
            You can raise a ticket offline. Files (PDF, images, Word or text, up to 10 MB each) are
            attached on the ticket's page once it has been sent, and need a connection.
          </Text>
        </MessageBarBody>
      </MessageBar>
      <Button type="submit" appearance="primary" className={styles.submit}>
        Raise ticket
      </Button>
    </form>
  );
}
