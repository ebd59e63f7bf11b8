import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkErrorPage } from './pages/ChunkErrorPage';
import { NotFoundPage } from './pages/NotFoundPage';

// Browsers word a failed dynamic import differently; these cover Chromium, Firefox and Safari.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** What a route shows when it throws: a missing chunk offers a reload, anything else a message. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = error instanceof Error ? error.message : String(error);
  if (CHUNK_FAILURE.test(message)) {
    const address = /(https?:\/\/\S+|\/assets\/\S+)/.exec(message)?.[1];
    return <ChunkErrorPage kind="script" {...(address ? { address } : {})} />;
  }
  return <ChunkErrorPage kind="script" address={message} />;
}
