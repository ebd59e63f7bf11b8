import { FluentProvider, type Theme } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { darkSchemeQuery, lightTheme, loadDarkTheme } from './theme';

/**
 * The app: Fluent theme (light or dark as the system prefers) around the router. `initialDark`
 * is the dark theme when the system preferred it at start (main.tsx loads it before rendering).
 */
export function App({ initialDark }: { initialDark?: Theme }) {
  const [dark, setDark] = useState<Theme | undefined>(initialDark);
  useEffect(() => {
    const query = darkSchemeQuery();
    const listener = (event: MediaQueryListEvent) => {
      if (event.matches) void loadDarkTheme().then(setDark);
      else setDark(undefined);
    };
    query?.addEventListener('change', listener);
    return () => query?.removeEventListener('change', listener);
  }, []);
  return (
    <FluentProvider theme={dark ?? lightTheme} style={{ minHeight: '100vh' }}>
      <RouterProvider router={router} />
    </FluentProvider>
  );
}
