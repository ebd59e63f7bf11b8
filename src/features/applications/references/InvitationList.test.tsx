// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvitationList } from './InvitationList';

const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const ITEMS = [
  {
    id: 'i-1',
    kind: 'reference',
    refereeName: 'Rev Ruth Price',
    refereeEmail: 'ruth@example.org',
    sentAt: iso(-3),
    expiresAt: iso(27),
    usedAt: null,
  },
  {
    id: 'i-2',
    kind: 'leader',
    refereeName: 'Canon Mark Ellis',
    refereeEmail: 'mark@example.org',
    sentAt: iso(-40),
    expiresAt: iso(-10),
    usedAt: null,
  },
  {
    id: 'i-3',
    kind: 'reference',
    refereeName: 'Dr Ann Lee',
    refereeEmail: 'ann@example.org',
    sentAt: iso(-5),
    expiresAt: iso(25),
    usedAt: iso(-1),
  },
  {
    // Its reference has already reached this device, before the list says so.
    id: 'i-4',
    kind: 'reference',
    refereeName: 'Tom Hale',
    refereeEmail: 'tom@example.org',
    sentAt: iso(-2),
    expiresAt: iso(28),
    usedAt: null,
  },
];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderList(canEdit = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FluentProvider theme={webLightTheme}>
        <InvitationList
          applicationId="app-1"
          applicant="Ada Lovelace"
          canEdit={canEdit}
          received={new Set(['i-4'])}
        />
      </FluentProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('InvitationList', () => {
  it('lists every invitation with its kind, dates and state; Send again for unanswered ones', async () => {
    const fetchMock = vi.fn(async () => json({ items: ITEMS }));
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    expect(await screen.findByRole('table', { name: 'Invitations sent' })).toBeTruthy();
    const waiting = rowOf('Rev Ruth Price');
    expect(within(waiting).getByText('Waiting')).toBeTruthy();
    expect(within(waiting).getByText('Referee')).toBeTruthy();
    expect(within(waiting).getByText('ruth@example.org')).toBeTruthy();
    expect(within(waiting).getByText(ITEMS[0]?.sentAt.slice(0, 10) ?? '')).toBeTruthy();
    expect(
      within(waiting).getByRole('button', { name: 'Send again to Rev Ruth Price' }),
    ).toBeTruthy();
    const expired = rowOf('Canon Mark Ellis');
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).getByText('Church leader')).toBeTruthy();
    expect(within(expired).getByRole('button', { name: /Send again/ })).toBeTruthy();
    for (const name of ['Dr Ann Lee', 'Tom Hale']) {
      expect(within(rowOf(name)).getByText('Received')).toBeTruthy();
      expect(within(rowOf(name)).queryByRole('button')).toBeNull();
    }
    const request = fetchMock.mock.calls[0] as unknown[] | undefined;
    const input = request?.[0];
    expect(input instanceof Request ? new URL(input.url).pathname : input).toBe(
      '/api/applications/app-1/reference-invitations',
    );
  });

  it('offers no action to a reader who may not invite', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: ITEMS })),
    );
    renderList(false);
    await screen.findByRole('table', { name: 'Invitations sent' });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });

  it('says so when nothing has been sent yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [] })),
    );
    renderList();
    expect(await screen.findByText('No invitation has been sent to a referee yet.')).toBeTruthy();
  });

  it('says the list needs the server when the device cannot reach it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderList();
    expect(await screen.findByText('Invitations not available')).toBeTruthy();
    expect(screen.getByText(/they show here when you are online/)).toBeTruthy();
  });

  it('shows the server’s message when it refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 'NOT_FOUND', message: 'Not found' }, 404)),
    );
    renderList();
    expect(await screen.findByText('Invitations not available')).toBeTruthy();
    expect(screen.queryByText(/when you are online/)).toBeNull();
  });
});
