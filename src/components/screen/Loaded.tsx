import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { TABLE_LOADING_TEXT } from '../../domain/format/compare';

/** What Loaded reads of a query: its data once there, and the error of the last attempt. */
export interface LoadState<T> {
  data: T | undefined;
  error: Error | null;
}

/**
 * What a screen read from the server shows until its data is there: the table's loading text
 * while it loads, the server's sentence when it failed. `whenFailed` adds a sentence after the
 * message (e.g. that the screen needs a connection).
 */
export function NotLoaded({ error, whenFailed }: { error: Error | null; whenFailed?: string }) {
  if (!error) return <Spinner label={TABLE_LOADING_TEXT} />;
  return (
    <MessageBar intent={whenFailed ? 'warning' : 'error'}>
      <MessageBarBody>
        {error.message}
        {whenFailed ? ` ${whenFailed}` : ''}
      </MessageBarBody>
    </MessageBar>
  );
}

/**
 * A screen read from the server: NotLoaded until its data is there, then the page. Data already
 * shown stays shown when a refresh fails.
 */
export function Loaded<T>({
  query,
  whenFailed,
  children,
}: {
  query: LoadState<T>;
  whenFailed?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  return <NotLoaded error={query.error} {...(whenFailed ? { whenFailed } : {})} />;
}
