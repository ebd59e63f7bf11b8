import { MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ActionButton } from '../../../components/action-button';
import { formatDate } from '../../../domain/format/dates';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { notify } from '../../../state/ui';
import { enrolOnSession } from './commands';
import { SendState } from './SendState';

const useStyles = makeStyles({
  step: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '48rem' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** The last step: enrol on the session once the policies are agreed. */
export function EnrolStep({
  studentId,
  sessionTitle,
  agreed,
  enrolled,
}: {
  studentId: string;
  sessionTitle: string;
  agreed: boolean;
  enrolled: Record<string, unknown> | undefined;
}) {
  const styles = useStyles();
  const engine = useOffline();
  const enrol = async () => {
    if (!engine) return;
    const queued = await engine.queue(enrolOnSession, {
      studentId,
      session: sessionTitle,
    });
    if (!queued) return;
    notify(`Enrolled on ${sessionTitle}. It is sent when the connection allows.`, 'success');
  };
  const on = typeof enrolled?.enrolledAt === 'string' ? formatDate(enrolled.enrolledAt) : '';
  return (
    <div className={styles.step}>
      {enrolled ? (
        <MessageBar intent="success">
          <MessageBarBody>
            {`You are enrolled on ${sessionTitle}${on ? ` (since ${on})` : ''}.`}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <Text>
          {agreed
            ? `You have agreed to the policies. Enrol now to confirm that you are studying in ${sessionTitle}.`
            : 'Agree to the four policies first: then you can enrol.'}
        </Text>
      )}
      <div className={styles.actions}>
        {!enrolled && (
          <ActionButton disabled={!agreed} onClick={() => void enrol()}>
            {`Enrol on ${sessionTitle}`}
          </ActionButton>
        )}
        <SendState recordId={`${studentId}:session-enrolled`} saved={enrolled !== undefined} />
      </div>
    </div>
  );
}
