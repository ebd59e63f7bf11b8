import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A tab read from the server: a spinner while it loads, the server's sentence when it fails. */
export function OnlineTab<T>({
  query,
  children,
}: {
  query: UseQueryOptions<T, Error, T, string[]>;
  children: (data: T) => ReactNode;
}) {
  const { data, error, isPending } = useQuery(query);
  if (isPending) return <Spinner label="Loading, please wait ..." />;
  if (error || data === undefined) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          {error?.message ?? 'Not available'} This tab is read from the server: it needs a
          connection.
        </MessageBarBody>
      </MessageBar>
    );
  }
  return <>{children(data)}</>;
}
