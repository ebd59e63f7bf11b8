import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loaded } from '../../../components/screen';

/** A tab read from the server: a spinner while it loads, the server's sentence when it fails. */
export function OnlineTab<T>({
  query,
  children,
}: {
  query: UseQueryOptions<T, Error, T, string[]>;
  children: (data: T) => ReactNode;
}) {
  return (
    <Loaded
      query={useQuery(query)}
      whenFailed="This tab is read from the server: it needs a connection."
    >
      {children}
    </Loaded>
  );
}
