import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { StartingPage } from './app/StartingPage';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <FluentProvider theme={webLightTheme}>
      <StartingPage />
    </FluentProvider>
  </StrictMode>,
);

// Service workers only run in a production build (and on localhost or https).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  void new Workbox('/sw.js', { type: 'module' }).register();
}
