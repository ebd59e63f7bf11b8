import { FluentProvider } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { darkTheme, lightTheme } from './theme';

const darkQuery = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)');

/** The app: Fluent theme (light or dark as the system prefers) around the router. */
export function App() {
  const [dark, setDark] = useState(() => darkQuery()?.matches ?? false);
  useEffect(() => {
    const query = darkQuery();
    const listener = (event: MediaQueryListEvent) => setDark(event.matches);
    query?.addEventListener('change', listener);
    return () => query?.removeEventListener('change', listener);
  }, []);
  return (
    <FluentProvider theme={dark ? darkTheme : lightTheme} style={{ minHeight: '100vh' }}>
      <RouterProvider router={router} />
    </FluentProvider>
  );
}
