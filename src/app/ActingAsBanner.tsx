import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Text,
} from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../state/session';

/** While an administrator acts as someone else (spec §3 "Overriding user"): who, and a way back. */
export function ActingAsBanner() {
  const { user, overridingUser } = useSnapshot(session);
  const navigate = useNavigate();
  if (!overridingUser) return null;
  return (
    <MessageBar intent="warning" layout="singleline">
      <MessageBarBody>
        <Text weight="semibold">Acting as {user?.name}</Text> (signed in as {overridingUser.name})
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => navigate('/cancel-loginas')}>Stop acting as {user?.name}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
