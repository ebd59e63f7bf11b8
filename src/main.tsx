import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onUnauthorized } from './api/http';
import { App } from './app/App';
import { router } from './app/router';
import { darkSchemeQuery, loadDarkTheme } from './app/theme';
import { MESSAGES } from './domain/errors/catalogue';
import { sessionExpired } from './state/session';
import { notify } from './state/ui';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Spec §8: a 401 anywhere means the session expired: say so and go to '/' (which asks to sign in).
onUnauthorized(() => {
  sessionExpired();
  notify(MESSAGES.SESSION_EXPIRED, 'error');
  void router.navigate('/');
});

// A lazy chunk that cannot load is not caught here: Vite rethrows it (a preventDefault would make
// the import resolve to undefined), screens try it again, then the route's error page offers a
// reload (RouteError).

// Dark mode's theme is fetched before the first render, so the page never flashes light.
const initialDark = darkSchemeQuery()?.matches ? await loadDarkTheme() : undefined;
createRoot(root).render(
  <StrictMode>
    <App initialDark={initialDark} />
  </StrictMode>,
);

// Service workers only run in a production build (and on localhost or https). workbox-window
// loads after the first screen, outside the login route's budget (architecture §7).
if (import.meta.env.PROD) {
  void import('./offline-react/service-worker').then((module) => module.registerServiceWorker());
}
