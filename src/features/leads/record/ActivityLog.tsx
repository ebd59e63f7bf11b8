import {
  Button,
  Field,
  makeStyles,
  Select,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { DateInput } from '../../../components/form-fields';
import { formatDate } from '../../../domain/format/dates';
import { todayIso } from '../../../domain/forms/fields';
import {
  activitiesNewestFirst,
  LOGGED_ACTIVITY_KINDS,
  type LoggedActivityKind,
} from '../../../domain/leads/activities';
import { leadActivityRecordSchema } from '../../../domain/records/lead-activity';
import { newRecordId } from '../../../offline/commands';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';
import { logLeadActivity } from '../commands';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '48rem' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  item: {
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
    paddingInlineStart: tokens.spacingHorizontalM,
  },
  text: { whiteSpace: 'pre-wrap', margin: 0 },
  add: { justifySelf: 'start' },
});

const isLogged = (value: string): value is LoggedActivityKind =>
  (LOGGED_ACTIVITY_KINDS as readonly string[]).includes(value);

type Errors = Partial<Record<'on' | 'summary', string>>;

/**
 * A potential student's activity log, newest first (stage changes the server logged among
 * them), and a form to add a call, an e-mail, a meeting or an event attended. Append-only;
 * adding works offline (the activity is sent when the device is online).
 */
export function ActivityLog({ leadId, leadName }: { leadId: string; leadName: string }) {
  const styles = useStyles();
  const engine = useOffline();
  const { user } = useSnapshot(session);
  const [kind, setKind] = useState<LoggedActivityKind>('Call');
  const [on, setOn] = useState(() => todayIso());
  const [summary, setSummary] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const activities = useLiveQuery(
    async () =>
      activitiesNewestFirst(
        (await engine?.db['lead-activities']
          .where('potentialStudentId')
          .equals(leadId)
          .toArray()) ?? [],
      ),
    [engine, leadId],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const day = leadActivityRecordSchema.shape.on.safeParse(on);
    const text = leadActivityRecordSchema.shape.summary.safeParse(summary);
    if (!day.success || !text.success) {
      setErrors({
        on: day.error?.issues[0]?.message,
        summary: text.error?.issues[0]?.message,
      });
      return;
    }
    if (!engine) return;
    const queued = await engine.queue(logLeadActivity, {
      id: newRecordId(),
      potentialStudentId: leadId,
      leadName,
      kind,
      on: day.data,
      summary: text.data,
      authorName: user?.name ?? 'You',
    });
    if (!queued) return;
    setSummary('');
    notify('Activity added.', 'success');
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} aria-label="Add activity">
        <div className={styles.row}>
          <Field label="Kind" required>
            <Select
              value={kind}
              onChange={(_, data) => isLogged(data.value) && setKind(data.value)}
            >
              {LOGGED_ACTIVITY_KINDS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="On" required validationMessage={errors.on}>
            <DateInput
              value={on}
              onChange={(value) => {
                setOn(value);
                setErrors((current) => ({ ...current, on: undefined }));
              }}
            />
          </Field>
        </div>
        <Field label="Summary" required validationMessage={errors.summary}>
          <Textarea
            resize="vertical"
            value={summary}
            onChange={(_, data) => {
              setSummary(data.value);
              setErrors((current) => ({ ...current, summary: undefined }));
            }}
          />
        </Field>
        <Button type="submit" appearance="primary" className={styles.add}>
          Add activity
        </Button>
      </form>
      <Text as="h3" size={400} weight="semibold" block>
        {activities?.length ? `Activity (${activities.length})` : 'Activity'}
      </Text>
      {activities?.length === 0 && <Text>No activity yet.</Text>}
      <ul className={styles.list} aria-label="Activity log">
        {activities?.map((activity) => (
          <li key={activity.id} className={styles.item}>
            <Text size={200} block>
              {`${formatDate(activity.on)} · ${activity.kind} · ${activity.authorName ?? 'Unknown'}${
                activity.createdAt ? '' : ' · not sent yet'
              }`}
            </Text>
            <p className={styles.text}>{activity.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
