import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api, messageOfFailure } from '../../api/client';
import { TICKET_ATTACHMENT_MAX_BYTES } from '../../domain/tickets/tickets';
import { offline } from '../../offline-react/state';
import { notify } from '../../state/ui';
import type { TicketAttachment } from './queries';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
});

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * The ticket's files, downloaded from the server, and an upload (online only: PDF, images, Word,
 * text; at most three at a time, each up to 10 MB).
 */
export function TicketAttachments({
  ticketId,
  sent,
  attachments,
}: {
  ticketId: string;
  /** The ticket has reached the server (files cannot wait on the device for it). */
  sent: boolean;
  attachments: readonly TicketAttachment[];
}) {
  const styles = useStyles();
  const client = useQueryClient();
  const { online } = useSnapshot(offline);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const base = `tickets/${encodeURIComponent(ticketId)}/attachments`;

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) return setError('Choose a file');
    const big = files.find((file) => file.size > TICKET_ATTACHMENT_MAX_BYTES);
    if (big) return setError(`${big.name} is larger than 10 MB`);
    const form = new FormData();
    for (const file of files) form.append('evidence', file, file.name);
    setBusy(true);
    try {
      await api.post(base, { body: form });
      if (input.current) input.current.value = '';
      setError(undefined);
      notify('File attached.', 'success');
      await client.invalidateQueries({ queryKey: ['ticket'] });
    } catch (failure) {
      setError(await messageOfFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="Attachments">
      {attachments.length === 0 ? (
        <Text>No files attached.</Text>
      ) : (
        <ul className={styles.list}>
          {attachments.map((file) => (
            <li key={file.id}>
              <a href={`/api/${base}/${encodeURIComponent(file.id)}`} download={file.fileName}>
                {file.fileName}
              </a>{' '}
              <Text size={200}>{`(${sizeOf(file.size)})`}</Text>
            </li>
          ))}
        </ul>
      )}
      {sent && online ? (
        <form className={styles.form} onSubmit={upload} aria-label="Attach files">
          <Field
            label="Attach files (PDF, images, Word or text, up to 10 MB each)"
            validationMessage={error}
          >
            {(control) => (
              <input
                {...control}
                ref={input}
                type="file"
                multiple
                accept=".pdf,.png,.jpg,.jpeg,.heic,.doc,.docx,.txt"
              />
            )}
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? 'Attaching…' : 'Attach'}
          </Button>
        </form>
      ) : (
        <Text size={200}>
          {sent
            ? 'Attaching files needs a connection: you are offline.'
            : 'Files can be attached once the ticket has been sent (needs a connection).'}
        </Text>
      )}
    </section>
  );
}
