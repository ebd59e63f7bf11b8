import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  type MessageBarIntent,
  MessageBarTitle,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useDismissed } from './useDismissed';

export interface DismissibleAlertProps {
  intent?: MessageBarIntent;
  title?: string;
  children: ReactNode;
  /** Remember the dismissal in localStorage under this key. */
  storageKey?: string;
  onDismiss?: () => void;
}

/** A message bar the user can close; once closed it is gone (spec §4 "Widgets"). */
export function DismissibleAlert({
  intent = 'info',
  title,
  children,
  storageKey,
  onDismiss,
}: DismissibleAlertProps) {
  const [dismissed, dismiss] = useDismissed(storageKey);
  if (dismissed) return null;
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {children}
      </MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            aria-label="Dismiss"
            icon={<DismissRegular />}
            onClick={() => {
              dismiss();
              onDismiss?.();
            }}
          />
        }
      />
    </MessageBar>
  );
}
