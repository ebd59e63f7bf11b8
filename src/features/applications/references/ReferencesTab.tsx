import {
  Card,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { ActionButton } from '../../../components/action-button';
import {
  type ReferenceKind,
  referenceFields,
  referenceInvitationBody,
} from '../../../domain/applications/reference-form';
import { formatDateTime } from '../../../domain/format/dates';
import type { StoredApplication, StoredReference } from '../../../domain/records/application';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { useFeatures } from '../../../state/features';
import { notify } from '../../../state/ui';
import { inviteReferee, translateReference } from './commands';
import { InvitationList } from './InvitationList';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalL },
  answers: {
    display: 'grid',
    gridTemplateColumns: 'minmax(10rem, 1fr) 2fr',
    gap: tokens.spacingVerticalXS,
    columnGap: tokens.spacingHorizontalL,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  sideBySide: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 800px)': { gridTemplateColumns: '1fr' },
  },
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '36rem' },
});

// Every question a reference may hold (the fullest variant), to label the answers.
const LABELS = new Map(referenceFields('planting').map((field) => [field.name, field.label]));
// A reference that came through a referee's link: the server writes its invitation and its
// referee's name with the answers (ReceivedReference).
type Received = StoredReference & { invitationId: string; refereeName: string };
const isReceived = (entry: StoredReference): entry is Received =>
  typeof entry.invitationId === 'string';

function answerText(value: unknown): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return typeof value === 'string' ? value : '';
}

/** The referees' answers (received references), with the college's translation when needed. */
export function ReferencesTab({
  application,
  canEdit,
}: {
  application: StoredApplication;
  canEdit: boolean;
}) {
  const styles = useStyles();
  const features = useFeatures();
  const applicant = `${application.firstName} ${application.lastName}`;
  const lists = [
    ['references', 'Reference'],
    ['leaderReferences', 'Leader reference'],
  ] as const;
  const received = lists.flatMap(([list, kind]) =>
    (application[list] ?? []).filter(isReceived).map((entry) => ({ list, kind, entry })),
  );
  return (
    <div className={styles.list}>
      {received.length === 0 && (
        <Text>No reference has been received through a referee link yet.</Text>
      )}
      {received.map(({ list, kind, entry }) => (
        <Card key={entry.invitationId} aria-label={`${kind} from ${entry.refereeName}`}>
          <Text weight="semibold">
            {kind} from {entry.refereeName}
            {typeof entry.receivedAt === 'string'
              ? `, received ${formatDateTime(entry.receivedAt)}`
              : ''}
            {typeof entry.language === 'string' && entry.language
              ? ` (written in ${entry.language})`
              : ''}
          </Text>
          <div className={features.translatableReferences ? styles.sideBySide : undefined}>
            <dl className={styles.answers} aria-label="Answers">
              {[...LABELS].map(([name, label]) =>
                answerText(entry[name]) ? (
                  <div key={name} style={{ display: 'contents' }}>
                    <dt className={styles.term}>{label}</dt>
                    <dd style={{ margin: 0 }}>{answerText(entry[name])}</dd>
                  </div>
                ) : null,
              )}
            </dl>
            {features.translatableReferences && (
              <Translation
                application={application}
                applicant={applicant}
                list={list}
                entry={entry}
                canEdit={canEdit}
              />
            )}
          </div>
        </Card>
      ))}
      <InvitationList
        applicationId={application.id}
        applicant={applicant}
        canEdit={canEdit}
        received={new Set(received.map(({ entry }) => entry.invitationId))}
      />
      {canEdit && <InviteReferee application={application} applicant={applicant} />}
    </div>
  );
}

function Translation(props: {
  application: StoredApplication;
  applicant: string;
  list: 'references' | 'leaderReferences';
  entry: Received;
  canEdit: boolean;
}) {
  const engine = useOffline();
  const [text, setText] = useState(props.entry.translation ?? '');
  const save = async () => {
    if (!engine) return;
    const queued = await engine.queue(translateReference, {
      id: props.application.id,
      applicant: props.applicant,
      invitationId: props.entry.invitationId,
      list: props.list,
      translation: text,
    });
    if (!queued) return;
    notify('Translation saved. It is sent when the connection allows.', 'success');
  };
  return (
    <Field label="Translation" hint="The college's English translation, shown beside the original">
      <Textarea
        value={text}
        readOnly={!props.canEdit}
        resize="vertical"
        rows={8}
        onChange={(_, d) => setText(d.value)}
      />
      {props.canEdit && (
        <div>
          <ActionButton disabled={!text.trim()} onClick={() => void save()}>
            Save translation
          </ActionButton>
        </div>
      )}
    </Field>
  );
}

function InviteReferee({
  application,
  applicant,
}: {
  application: StoredApplication;
  applicant: string;
}) {
  const styles = useStyles();
  const engine = useOffline();
  const [kind, setKind] = useState<ReferenceKind>('reference');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = async () => {
    const parsed = referenceInvitationBody.safeParse({
      kind,
      refereeName: name,
      refereeEmail: email,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    if (!engine) return;
    const queued = await engine.queue(inviteReferee, {
      ...parsed.data,
      id: application.id,
      applicant,
    });
    if (!queued) return;
    setName('');
    setEmail('');
    notify(
      `${parsed.data.refereeName} is sent a link to write a reference when the connection allows.`,
      'success',
    );
  };
  return (
    <form
      className={styles.form}
      aria-label="Invite a referee"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Text as="h3" size={400} weight="semibold">
        Invite a referee
      </Text>
      <Field label="Kind of reference">
        <RadioGroup value={kind} onChange={(_, d) => setKind(d.value as ReferenceKind)}>
          <Radio value="reference" label="Reference" />
          <Radio value="leader" label="Leader reference" />
        </RadioGroup>
      </Field>
      <Field label="Referee's name" required validationMessage={errors.refereeName}>
        <Input value={name} onChange={(_, d) => setName(d.value)} />
      </Field>
      <Field label="Referee's email" required validationMessage={errors.refereeEmail}>
        <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} />
      </Field>
      <div>
        <ActionButton type="submit">Send the link</ActionButton>
      </div>
    </form>
  );
}
