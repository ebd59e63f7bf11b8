import {
  Badge,
  Button,
  Field,
  makeStyles,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../domain/format/dates';
import type { StoredTicketMessage } from '../../domain/records/ticket';
import { ticketMessageSchema } from '../../domain/tickets/tickets';
import type { TicketView } from '../../domain/tickets/view';
import { newRecordId } from '../../offline/commands';
import { useOffline } from '../../offline-react/OfflineProvider';
import { session } from '../../state/session';
import { notify } from '../../state/ui';
import { addTicketNote, replyToTicket } from './commands';
import { useRefreshTickets } from './queries';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  message: {
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
    paddingInlineStart: tokens.spacingHorizontalM,
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
  },
  internal: {
    borderInlineStartColor: tokens.colorPaletteYellowBorderActive,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    padding: tokens.spacingHorizontalS,
  },
  body: { whiteSpace: 'pre-wrap', margin: 0, overflowWrap: 'anywhere' },
  form: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '48rem' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** The thread of a ticket, oldest first, and the form to reply (or, for the helpdesk, note). */
export function TicketThread({
  ticket,
  messages,
  helpdesk,
}: {
  ticket: TicketView;
  messages: readonly StoredTicketMessage[];
  helpdesk: boolean;
}) {
  const styles = useStyles();
  const engine = useOffline();
  const refresh = useRefreshTickets();
  const { user } = useSnapshot(session);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const closed = ticket.status === 'Closed';

  const send = async (kind: 'reply' | 'note', event?: FormEvent) => {
    event?.preventDefault();
    const id = newRecordId();
    const parsed = ticketMessageSchema.safeParse({ id, body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (!engine || !user) return;
    const queued = await engine.queue(kind === 'reply' ? replyToTicket : addTicketNote, {
      ...parsed.data,
      ticketId: ticket.id,
      ...(ticket.number ? { ticketNumber: ticket.number } : {}),
      userId: user.id,
      userName: user.name,
    });
    if (!queued) return;
    setBody('');
    refresh();
    notify(kind === 'reply' ? 'Reply sent.' : 'Internal note added.', 'success');
  };

  return (
    <>
      {messages.length === 0 && <Text>No replies yet.</Text>}
      <ol className={styles.list} aria-label="Messages">
        {messages.map((message) => (
          <li
            key={message.id}
            className={`${styles.message} ${message.internal ? styles.internal : ''}`}
            aria-label={`${message.internal ? 'Internal note' : 'Message'} from ${message.authorName}`}
          >
            <Text size={200}>
              {`${message.authorName} · ${message.createdAt ? formatDateTime(message.createdAt) : 'Not sent yet'}`}{' '}
              {message.internal && <Badge color="warning">Internal note</Badge>}
            </Text>
            <p className={styles.body}>{message.body}</p>
          </li>
        ))}
      </ol>
      {closed ? (
        <Text>This ticket is closed. Reopen it to reply.</Text>
      ) : (
        <form className={styles.form} aria-label="Reply" onSubmit={(event) => send('reply', event)}>
          <Field
            label={helpdesk ? 'Reply or internal note' : 'Your reply'}
            validationMessage={error}
          >
            <Textarea
              resize="vertical"
              value={body}
              onChange={(_, data) => {
                setBody(data.value);
                setError(undefined);
              }}
            />
          </Field>
          <div className={styles.buttons}>
            <Button type="submit" appearance="primary" disabled={!engine}>
              Send reply
            </Button>
            {helpdesk && (
              <Button disabled={!engine} onClick={() => send('note')}>
                Add internal note
              </Button>
            )}
          </div>
          {helpdesk && (
            <Text size={200}>
              A reply is e-mailed to the requester; an internal note is seen by the helpdesk only.
            </Text>
          )}
        </form>
      )}
    </>
  );
}
