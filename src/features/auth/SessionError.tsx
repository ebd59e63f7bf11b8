import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';

/** The authentication error of the session (spec §8 login failure): code, message, details. */
export function SessionError() {
  const { error } = useSnapshot(session);
  if (!error) return null;
  const title =
    error.code === undefined
      ? 'The server could not be reached'
      : `${error.code} ${error.message}`.trim();
  const lines = error.details.split('\n').filter((line) => line.trim() !== '');
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {lines.map((line, index) => (
          // Lines may repeat; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
          <div key={index}>{line}</div>
        ))}
      </MessageBarBody>
    </MessageBar>
  );
}
