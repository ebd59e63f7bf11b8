import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FieldCells } from '../../../components/form-fields';
import {
  REFEREE_SLOTS,
  refereeFields,
  refereeSchema,
} from '../../../domain/applications/application-form';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { inviteReferee } from './commands';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL },
  slot: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    margin: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
});

type Values = FieldValues;

/**
 * Queues the invitation of one referee slot when its name and email are valid and it was not
 * invited yet; marks the slot invited. False (with the fields' messages) when they are not valid.
 */
export async function inviteSlot(
  form: UseFormReturn<Values>,
  engine: NonNullable<ReturnType<typeof useOffline>>,
  applicationId: string,
  index: number,
): Promise<boolean> {
  const slot = REFEREE_SLOTS[index];
  if (!slot || form.getValues(`referees.${index}.invited`) === true) return true;
  const parsed = refereeSchema.safeParse(form.getValues(`referees.${index}`) ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      form.setError(`referees.${index}.${issue.path.join('.')}`, { message: issue.message });
    }
    return false;
  }
  const queued = await engine.queue(inviteReferee, {
    id: applicationId,
    kind: slot.kind,
    ...parsed.data,
  });
  if (!queued) return false;
  form.setValue(`referees.${index}.invited`, true);
  return true;
}

/** The referees step: a referee and a church leader, each invited by email (now or on submit). */
export function RefereesStep({
  form,
  applicationId,
  short,
}: {
  form: UseFormReturn<Values>;
  applicationId: string;
  /** A current student's short application: referees are not needed to submit it. */
  short: boolean;
}) {
  const styles = useStyles();
  const engine = useOffline();
  const refused = useLiveQuery(
    async () =>
      engine
        ? engine.db.outbox
            .filter(
              (entry) =>
                entry.command === inviteReferee.name &&
                entry.recordId === applicationId &&
                entry.state === 'rejected',
            )
            .toArray()
        : [],
    [engine, applicationId],
  );
  const invited = form.watch('referees') as { invited?: boolean }[] | undefined;
  return (
    <div className={styles.root}>
      <Text>
        {short
          ? 'As a current student you need not name referees: the college knows you. Name them only if you have been asked to.'
          : 'Name two people the college may ask about you.'}{' '}
        Each receives an email with a link to a short reference form; invitations not yet sent go
        when you submit.
      </Text>
      {(refused ?? []).map((entry) => (
        <MessageBar key={entry.id} intent="error">
          <MessageBarBody>
            {entry.label}: {entry.lastError?.message ?? 'refused'}
          </MessageBarBody>
        </MessageBar>
      ))}
      {REFEREE_SLOTS.map((slot, index) => (
        <fieldset key={slot.kind} className={styles.slot}>
          <legend className={styles.legend}>{slot.title}</legend>
          <Text size={200}>{slot.help}</Text>
          <FieldCells fields={refereeFields(index)} form={form} />
          <div>
            {invited?.[index]?.invited ? (
              <Text role="status">
                Invitation to your {slot.title.toLowerCase()} queued: it is sent when you are
                online.
              </Text>
            ) : (
              <Button
                aria-label={`Send invitation to ${slot.title.toLowerCase()}`}
                onClick={() => engine && void inviteSlot(form, engine, applicationId, index)}
              >
                Send invitation
              </Button>
            )}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
