// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CurrentUser, session } from '../../state/session';
import { ui } from '../../state/ui';
import { DashboardPage } from './DashboardPage';

const STATS = {
  academicYear: '2025-26',
  students: { total: 42, byStatus: { Current: 30, IoS: 3, Completed: 7, Withdrawn: 2 } },
  applications: {
    total: 25,
    thisYear: 11,
    byStatus: { 'In progress': 4, 'Under review': 3, 'Confirmed (deposit paid)': 5, Rejected: 13 },
  },
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function signIn(name: string, permissions: string[]): void {
  const user: CurrentUser = {
    id: 'u1',
    name,
    email: 'u1@example.org',
    picture: '',
    permissions,
    hub: '',
    programme: '',
    pathway: '',
    tokens: [],
    role: '',
  };
  session.user = user;
  session.authenticated = true;
}

function renderDashboard(welcomeDashboard = false) {
  const router = createMemoryRouter(
    [{ path: '/dashboard', element: <DashboardPage welcomeDashboard={welcomeDashboard} /> }],
    { initialEntries: ['/dashboard'] },
  );
  // A fresh query cache per test, without retries: each test sees its own answer.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.user = null;
  session.authenticated = false;
  ui.pageTitle = '';
});

describe('DashboardPage', () => {
  it('shows the student forms to a student, without asking for staff counts', () => {
    const fetchMock = vi.fn(async () => json(STATS));
    vi.stubGlobal('fetch', fetchMock);
    signIn('Sam Student', ['forms:student']);
    renderDashboard(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Your forms' })).toBeTruthy();
    expect(ui.pageTitle).toBe('Student Forms');
    expect(screen.getByText(/Sam Student/)).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/forms',
      '/forms/mydetails/personal-details',
      '/forms/finance/finance-details',
      '/forms/mitigating-circumstances/extension-request',
      '/forms/residential/introduction',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows no form links to a user without forms:student or dashboard:view', () => {
    vi.stubGlobal('fetch', vi.fn());
    signIn('Nobody', []);
    renderDashboard();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('There are no forms for your account yet.')).toBeTruthy();
  });

  it('shows staff the live counts', async () => {
    const fetchMock = vi.fn(async () => json(STATS));
    vi.stubGlobal('fetch', fetchMock);
    signIn('Ann Staff', ['dashboard:view']);
    renderDashboard();
    expect(ui.pageTitle).toBe('Dashboard');
    expect(screen.getByText('Hello, Ann Staff.')).toBeTruthy();
    expect(screen.getByText('Loading, please wait ...')).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Current 30' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Students' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Applications' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Engagements 42' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Withdrawn 2' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Ongoing applications 7' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Confirmed (deposit paid) 5' })).toBeTruthy();
    const thisYear = screen.getByRole('group', { name: 'Applications this year 11' });
    expect(within(thisYear).getByText('Intake in 2025-26')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome to Collegium' })).toBeNull();
    const request = fetchMock.mock.calls[0] as unknown[] | undefined;
    const input = request?.[0];
    expect(input instanceof Request ? new URL(input.url).pathname : input).toBe(
      '/api/dashboard/stats',
    );
  });

  it('adds the welcome text and only the quick links the user may open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(STATS)),
    );
    signIn('Ann Staff', ['dashboard:view', 'applications:menu']);
    renderDashboard(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to Collegium' })).toBeTruthy();
    const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ongoing applications']);
    expect(await screen.findByRole('group', { name: 'Current 30' })).toBeTruthy();
  });

  it('lists only the guides the user may read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(STATS)),
    );
    signIn('Harriet Hub', ['dashboard:view', 'dashboard:hubdirector']);
    renderDashboard();
    const guides = screen.getByRole('region', { name: 'Guides' });
    expect(
      within(guides)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Knowledge base', '/kb'],
      ['HD handbook', '/hdhandbook'],
    ]);
    expect(await screen.findByRole('group', { name: 'Current 30' })).toBeTruthy();
    cleanup();
    signIn('Fiona Tutor', ['dashboard:view', 'mystudents:menu']);
    renderDashboard();
    expect(
      within(screen.getByRole('region', { name: 'Guides' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Knowledge base', 'Faculty handbook']);
  });

  it('shows the server message when the counts fail, never numbers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Database unavailable' }, 503)),
    );
    signIn('Ann Staff', ['dashboard:view']);
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Database unavailable');
    expect(screen.queryAllByRole('group')).toEqual([]);
  });
});
