import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { submitApplication } from './commands';

/** The server's answer to a refused submission (422): one message per missing part. */
export function SubmitProblems({ applicationId }: { applicationId: string }) {
  const engine = useOffline();
  const entries = useLiveQuery(
    async () =>
      engine
        ? engine.db.outbox
            .filter(
              (entry) =>
                entry.command === submitApplication.name && entry.recordId === applicationId,
            )
            .toArray()
        : [],
    [engine, applicationId],
  );
  const waiting = entries?.some((entry) => entry.state !== 'rejected');
  const refused = entries?.findLast((entry) => entry.state === 'rejected');
  if (waiting) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>
          Your application is submitted and is sent when you are online.
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (!refused?.lastError) return null;
  const details = refused.lastError.details ?? [];
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>Your application could not be submitted</MessageBarTitle>
        {details.length === 0 ? (
          refused.lastError.message
        ) : (
          <ul>
            {details.map((detail) => (
              <li key={`${detail.param}:${detail.message}`}>{detail.message}</li>
            ))}
          </ul>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
