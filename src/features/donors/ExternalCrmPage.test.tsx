// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFluent } from '../../components/testing';
import { offline } from '../../offline-react/state';
import { ExternalCrmPage } from './ExternalCrmPage';

/** The page at /donors/<id>, with the server answering `urlTemplate` to GET /api/donors/config. */
function renderPage(id: string, urlTemplate: string | null) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      asked.push(new URL(input.url).pathname);
      return new Response(JSON.stringify({ urlTemplate }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithFluent(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/donors/${encodeURIComponent(id)}`]}>
        <Routes>
          <Route path="/donors/:id" element={<ExternalCrmPage title="Donor record" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  offline.online = true;
});

describe('ExternalCrmPage', () => {
  it('frames the donor system’s page of the donor, sandboxed, with a link to open it', async () => {
    const asked = renderPage('D/7?x', 'https://crm.example/donor/{id}');
    const frame = await screen.findByTitle('Donor D/7?x in the donor system');
    expect(asked).toEqual(['/api/donors/config']);
    expect(frame.getAttribute('src')).toBe('https://crm.example/donor/D%2F7%3Fx');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups',
    );
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    const link = screen.getByRole('link', { name: 'Open in a new tab' });
    expect(link.getAttribute('href')).toBe('https://crm.example/donor/D%2F7%3Fx');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says so when the donor system is not configured, and frames nothing', async () => {
    renderPage('D-1', null);
    expect(await screen.findByText(/The donor system is not configured/)).toBeTruthy();
    expect(screen.getByText(/DONORS_URL/).textContent).toContain('donor/{id}');
    expect(screen.queryByTitle(/in the donor system/)).toBeNull();
  });

  it('refuses an id a browser would read as the folder above', async () => {
    renderPage('..', 'https://crm.example/donor/{id}');
    expect(
      await screen.findByText('“..” is not a donor id the donor system can show.'),
    ).toBeTruthy();
    expect(screen.queryByTitle(/in the donor system/)).toBeNull();
  });

  it('says it needs a connection when offline', async () => {
    offline.online = false;
    renderPage('D-1', 'https://crm.example/donor/{id}');
    expect(await screen.findByText(/it needs a connection/)).toBeTruthy();
    expect(screen.queryByTitle(/in the donor system/)).toBeNull();
  });
});
