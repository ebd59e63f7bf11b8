// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HandbookView } from './HandbookView';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function Opened() {
  return <p>Opened {useParams().name}</p>;
}

function renderStart() {
  const router = createMemoryRouter(
    [
      { path: '/hdhandbook', element: <HandbookView category="hdhandbook" name="" /> },
      { path: '/hdhandbook/:name', element: <Opened /> },
    ],
    { initialEntries: ['/dashboard', '/hdhandbook'], initialIndex: 1 },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (name: string, title: string) => ({
  category: 'hdhandbook',
  name,
  title,
  updatedAt: '2026-09-01T10:00:00Z',
});

describe('HandbookView without a page name', () => {
  it('opens the first page of the list, in place of the address without one', async () => {
    const fetchMock = vi.fn(async () =>
      json({ items: [entry('welcome', 'Welcome'), entry('hub-weeks', 'Hub weeks')] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = renderStart();
    expect(await screen.findByText('Opened welcome')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/hdhandbook/welcome');
    expect(router.state.historyAction).toBe('REPLACE');
    // Only the list was asked for: no page named "" was read.
    const input = fetchMock.mock.calls[0] as unknown[] | undefined;
    const request = input?.[0];
    expect(request instanceof Request ? new URL(request.url).pathname : request).toBe(
      '/api/forms/pages/hdhandbook',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when the handbook has no pages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [] })),
    );
    const router = renderStart();
    expect(await screen.findByText('The HD handbook has no pages yet.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/hdhandbook');
  });
});
