// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusPage } from './StatusPage';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderStatus() {
  const router = createMemoryRouter([{ path: '/status', element: <StatusPage /> }], {
    initialEntries: ['/status'],
  });
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
}

/** The value shown beside a term of the status list. */
function shownFor(term: string): string {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
  return dt?.nextElementSibling?.textContent ?? '';
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StatusPage', () => {
  it('shows the versions, a reachable API and the database ok', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          name: 'Collegium',
          version: '0.90.7',
          startedAt: '2025-10-01T08:30:00.000Z',
          database: 'ok',
        }),
      ),
    );
    renderStatus();
    expect(screen.getByRole('heading', { level: 1, name: 'System status' })).toBeTruthy();
    await waitFor(() => expect(shownFor('Database')).toBe('ok'));
    expect(shownFor('App version')).toBe('0.90.7');
    expect(shownFor('API reachable')).toBe('yes');
    expect(shownFor('API version')).toBe('0.90.7');
    expect(shownFor('API started')).toBe('2025-10-01 08:30');
    expect(shownFor('Browser')).toBe('online');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the API cannot be reached, and looks again on Refresh', async () => {
    const fetchMock = vi.fn(async () => json({ message: 'Service Unavailable' }, 503));
    vi.stubGlobal('fetch', fetchMock);
    renderStatus();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/The API cannot be reached/)).toBeTruthy();
    expect(shownFor('API reachable')).toBe('no');
    expect(shownFor('Database')).toBe('Unknown');

    fetchMock.mockImplementation(async () =>
      json({ name: 'Collegium', version: '0.91.0', startedAt: '', database: 'unavailable' }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(shownFor('Database')).toBe('unavailable'));
    expect(shownFor('API reachable')).toBe('yes');
    expect(screen.getByText(/reload the page to update the app/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
