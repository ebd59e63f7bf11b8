// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offline } from '../../../offline-react/state';
import { HesaReadinessBadge } from './HesaReadinessBadge';

// The device's copy: the student and one engagement, at the versions the badge keys on.
vi.mock('../../../offline-react/OfflineProvider', () => ({
  useOffline: () => ({
    db: {
      students: { get: async () => ({ id: 's1', version: 3, updatedAt: '2026-11-01' }) },
      engagements: {
        where: () => ({
          equals: () => ({ toArray: async () => [{ id: 'e1', version: 2, updatedAt: null }] }),
        }),
      },
    },
  }),
}));
vi.mock('../../../state/permissions', () => ({ can: () => true }));

const READINESS = {
  year: '2026-27',
  inReturn: true,
  ready: false,
  problems: 2,
  rules: [
    { rule: 'sid', message: 'SID not held', field: 'SID' },
    { rule: 'form', message: 'Form not answered', field: 'ETHNIC' },
  ],
};

function serve() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      calls.push(new URL(input.url).pathname);
      return new Response(JSON.stringify(READINESS), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderBadge() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <HesaReadinessBadge studentId="s1" />
        </MemoryRouter>
      </QueryClientProvider>
    </FluentProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  offline.online = true;
});

describe('HesaReadinessBadge', () => {
  it("shows the server's count, linking to the student's return", async () => {
    const calls = serve();
    renderBadge();
    const link = await screen.findByRole('link', {
      name: "HESA: 2 problems: open the student's HESA return",
    });
    expect(link.getAttribute('href')).toBe('/hesa/student?id=s1');
    expect(calls).toEqual(['/api/hesa/students/s1/readiness']);
  });

  it('says offline that the readiness needs a connection, and asks nothing', async () => {
    const calls = serve();
    offline.online = false;
    renderBadge();
    expect(await screen.findByText('HESA readiness needs a connection')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
