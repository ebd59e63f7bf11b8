import { Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { ActionButton } from '../../../components/action-button';
import { offeredIntakes } from '../../../domain/admin/option-lists';
import { SUBMITTABLE_STATUS } from '../../../domain/applications/submission';
import { newRecordId } from '../../../offline/commands';
import { useChoiceLists } from '../../../offline-react/choice-lists';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { createApplication } from './commands';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '32rem' },
});

/** No application yet: choose a hub and an intake, then start one (works offline). */
export function StartApplication({
  user,
}: {
  user: { readonly id: string; readonly name: string; readonly email: string };
}) {
  const styles = useStyles();
  const engine = useOffline();
  const hubs = useLiveQuery(async () => (engine ? engine.db.hubs.toArray() : []), [engine]);
  const intakes = offeredIntakes(useChoiceLists().intakes, null, new Date());
  const [hubId, setHubId] = useState('');
  const [picked, setIntake] = useState('');
  // The soonest intake until one is picked (the device's list may arrive after the first render).
  const intake = intakes.includes(picked) ? picked : (intakes.at(-1) ?? '');
  const [tried, setTried] = useState(false);
  const start = async () => {
    setTried(true);
    if (!engine || !hubId || !intake) return;
    const [firstName = user.name, ...rest] = user.name.trim().split(/\s+/);
    const queued = await engine.queue(createApplication, {
      id: newRecordId(),
      values: {
        applicantUserId: user.id,
        firstName,
        lastName: rest.join(' ') || firstName,
        email: user.email,
        hubId,
        intake,
        status: SUBMITTABLE_STATUS,
        course: null,
      },
    });
    if (!queued) return;
  };
  return (
    <section className={styles.root} aria-labelledby="start-application">
      <h2 id="start-application">Start your application</h2>
      <Text>
        Choose the hub where you would study and when you would start. You can save your answers as
        you go, even offline, and submit when every part is complete.
      </Text>
      <Field
        label="Hub"
        required
        hint="The local hub (church) where you would study each week."
        validationMessage={tried && !hubId ? 'Choose a hub' : undefined}
      >
        <Select value={hubId} onChange={(_, data) => setHubId(data.value)}>
          <option value="" />
          {(hubs ?? []).map((hub) => (
            <option key={hub.id} value={hub.id}>
              {typeof hub.name === 'string' ? hub.name : hub.id}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Intake"
        required
        hint="When you would start."
        validationMessage={
          intakes.length === 0 ? 'No intake is open for applications: ask the college.' : undefined
        }
      >
        <Select value={intake} onChange={(_, data) => setIntake(data.value)}>
          {intakes.map((date) => (
            <option key={date} value={date}>
              {date}
            </option>
          ))}
        </Select>
      </Field>
      <div>
        <ActionButton onClick={() => void start()}>Start your application</ActionButton>
      </div>
    </section>
  );
}
