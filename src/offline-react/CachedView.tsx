import { MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AsOf } from '../components/screen';
import { LoadError } from './cached-read';

/**
 * A read cached on the device (the forms area, the knowledge base and handbooks): loading, not
 * found, failed, or the data (the last saved view, dated, when the device is offline or the
 * server did not answer; never once the server answered 404).
 */
export function CachedView<T>({
  query,
  notFound,
  children,
}: {
  query: UseQueryResult<T, Error>;
  /** What to say when the server answers 404. */
  notFound: string;
  children: (data: T) => ReactNode;
}) {
  // A page the server no longer serves (removed, unpublished) is gone, even if a copy is cached.
  const gone = query.error instanceof LoadError && query.error.status === 404;
  if (query.data !== undefined && !gone) {
    const stale = query.isError || (typeof navigator !== 'undefined' && !navigator.onLine);
    return (
      <>
        <AsOf updatedAt={query.dataUpdatedAt} stale={stale} />
        {children(query.data)}
      </>
    );
  }
  if (query.isError) {
    const missing = gone;
    return (
      <MessageBar intent={missing ? 'warning' : 'error'}>
        <MessageBarBody>
          <MessageBarTitle>{missing ? 'Not found' : 'Could not load this page'}</MessageBarTitle>
          {missing
            ? notFound
            : `${query.error.message} It shows here once it has been read while online.`}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (query.fetchStatus === 'paused') {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          <MessageBarTitle>You are offline</MessageBarTitle>
          This has not been read on this device yet. It shows once you are back online.
        </MessageBarBody>
      </MessageBar>
    );
  }
  return <Spinner label="Loading, please wait ..." />;
}
