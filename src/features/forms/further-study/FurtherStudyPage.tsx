import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api, messageOfFailure } from '../../../api/client';
import { ActionButton } from '../../../components/action-button';
import { ReadOnlyTable } from '../../../components/read-only-table';
import {
  type OwnFurtherStudy,
  ownFurtherStudySchema,
} from '../../../domain/course-platform/further-study';
import { formatDate } from '../../../domain/format/dates';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';

const useStyles = makeStyles({
  // minmax(0, 1fr): the table scrolls inside its own region instead of widening the page.
  page: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXL,
    maxWidth: '48rem',
  },
  section: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalS },
  form: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  // A native select is as wide as its longest option: let it shrink to the page on a phone.
  shrink: { minWidth: 0, maxWidth: '100%' },
  control: { minWidth: 0, width: '100%', textOverflow: 'ellipsis' },
});

const PATH = 'forms/student/further-study';

/**
 * `/forms/mydetails/further-study` (issue 20): the student tells the college which programme they
 * would like to study next (spec §2.3 Registrations → Further study reads it). Their own record
 * only; online, since the college reads it at once.
 */
export function FurtherStudyPage() {
  const styles = useStyles();
  const client = useQueryClient();
  const { user } = useSnapshot(session);
  const key = ['further-study', user?.id];
  const query = useQuery({
    queryKey: key,
    retry: false,
    queryFn: async () => {
      try {
        return ownFurtherStudySchema.parse(await api.get(PATH).json());
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
  const [programme, setProgramme] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const save = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      client.setQueryData(key, ownFurtherStudySchema.parse(await work()));
      notify(done, 'success');
      return true;
    } catch (failure) {
      notify(await messageOfFailure(failure, 'That could not be saved'), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!programme) {
      setError('Choose the programme you would like to study.');
      return;
    }
    setError(undefined);
    const json = { programme, ...(notes.trim() ? { notes: notes.trim() } : {}) };
    const saved = await save(
      () => api.post(PATH, { json }).json(),
      'Your interest in further study is registered.',
    );
    if (saved) {
      setProgramme('');
      setNotes('');
    }
  };

  if (query.isPending) return <Spinner label="Loading your further study interests" />;
  if (query.isError)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          {navigator.onLine
            ? query.error.message
            : 'Registering interest in further study needs a connection.'}
        </MessageBarBody>
      </MessageBar>
    );
  const data: OwnFurtherStudy = query.data;
  return (
    <div className={styles.page}>
      <Text>
        Thinking of studying with us again when you finish? Tell us which programme interests you,
        and the college will be in touch about it.
      </Text>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field
          className={styles.shrink}
          label="Intended programme"
          required
          validationState={error ? 'error' : 'none'}
          validationMessage={error}
        >
          <Select
            className={styles.shrink}
            select={{ className: styles.control }}
            value={programme}
            onChange={(_, next) => setProgramme(next.value)}
          >
            <option value="">Choose a programme</option>
            {data.programmes.map((each) => (
              <option key={each.code} value={each.code}>
                {each.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Note (optional)" hint="For example when you would hope to start.">
          <Textarea
            value={notes}
            maxLength={2000}
            onChange={(_, next) => setNotes(next.value)}
            resize="vertical"
          />
        </Field>
        <div>
          <ActionButton type="submit" disabled={busy}>
            Register interest
          </ActionButton>
        </div>
      </form>
      <section className={styles.section} aria-labelledby="further-study-registered">
        <Text as="h2" size={500} weight="semibold" id="further-study-registered">
          Your registered interests
        </Text>
        <ReadOnlyTable
          caption="Your registered interests in further study"
          rows={data.items}
          rowKey={(row) => row.id}
          empty="You have not registered an interest yet."
          columns={[
            { header: 'Programme', cell: (row) => row.programmeName, wide: true },
            { header: 'Registered', cell: (row) => formatDate(row.registeredOn) },
            { header: 'Note', cell: (row) => row.notes ?? '' },
            {
              header: 'Action',
              cell: (row) => (
                <Button
                  size="small"
                  disabled={busy}
                  aria-label={`Withdraw interest in ${row.programmeName}`}
                  onClick={() =>
                    void save(
                      () => api.delete(`${PATH}/${encodeURIComponent(row.programme)}`).json(),
                      'Your interest is withdrawn.',
                    )
                  }
                >
                  Withdraw
                </Button>
              ),
            },
          ]}
        />
      </section>
    </div>
  );
}
