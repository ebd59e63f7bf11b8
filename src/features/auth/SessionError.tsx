import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { loginFailureText } from '../../domain/errors/login-failure';
import { session } from '../../state/session';

/** Why the last sign-in failed, in sentences (spec §8 login failure, issue 17). */
export function SessionError() {
  const { error } = useSnapshot(session);
  if (!error) return null;
  const { title, lines } = loginFailureText(error);
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {lines.map((line, index) => (
          // Lines may repeat; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
          <div key={index}>{line}</div>
        ))}
      </MessageBarBody>
    </MessageBar>
  );
}
