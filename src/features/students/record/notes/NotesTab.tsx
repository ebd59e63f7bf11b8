import { Button, Field, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../../../domain/format/dates';
import { newestNotesFirst, studentNoteRecordSchema } from '../../../../domain/records/student-note';
import { newRecordId } from '../../../../offline/commands';
import { useOffline } from '../../../../offline-react/OfflineProvider';
import { session } from '../../../../state/session';
import { notify } from '../../../../state/ui';
import { addStudentNote } from './commands';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '48rem' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  note: {
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
    paddingInlineStart: tokens.spacingHorizontalM,
  },
  text: { whiteSpace: 'pre-wrap', margin: 0 },
  add: { justifySelf: 'start' },
});

/**
 * Staff notes on the student, newest first, with who wrote each and when, and a form to add
 * one. Append-only; adding works offline (the note is sent when the device is online).
 */
export function NotesTab({ studentId, studentName }: { studentId: string; studentName: string }) {
  const styles = useStyles();
  const engine = useOffline();
  const { user } = useSnapshot(session);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const notes = useLiveQuery(
    async () =>
      newestNotesFirst(
        (await engine?.db['student-notes'].where('studentId').equals(studentId).toArray()) ?? [],
      ),
    [engine, studentId],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = studentNoteRecordSchema.shape.text.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (!engine) return;
    const queued = await engine.queue(addStudentNote, {
      id: newRecordId(),
      studentId,
      studentName,
      text: parsed.data,
      authorName: user?.name ?? 'You',
    });
    if (!queued) return;
    setText('');
    notify('Note added.', 'success');
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} aria-label="Add a note">
        <Field label="Note" validationMessage={error} required>
          <Textarea
            resize="vertical"
            value={text}
            onChange={(_, data) => {
              setText(data.value);
              setError(undefined);
            }}
          />
        </Field>
        <Button type="submit" appearance="primary" className={styles.add}>
          Add note
        </Button>
      </form>
      <Text as="h3" size={400} weight="semibold" block>
        {notes?.length ? `Notes (${notes.length})` : 'Notes'}
      </Text>
      {notes?.length === 0 && <Text>No notes yet.</Text>}
      <ul className={styles.list} aria-label="Notes">
        {notes?.map((note) => (
          <li key={note.id} className={styles.note}>
            <Text size={200} block>
              {`${note.authorName ?? 'Unknown'} · ${note.createdAt ? formatDateTime(note.createdAt) : 'Not sent yet'}`}
            </Text>
            <p className={styles.text}>{note.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
