// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotYetAvailablePage } from '../../components/screen';
import { ChunkErrorPage } from './ChunkErrorPage';
import { ForbiddenPage } from './ForbiddenPage';
import { NotFoundPage } from './NotFoundPage';

function renderPage(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/somewhere', element },
      { path: '/dashboard', element: <p>Dashboard page</p> },
    ],
    { initialEntries: ['/somewhere'] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('error pages', () => {
  it('ForbiddenPage says access is denied, with code 403', () => {
    renderPage(<ForbiddenPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText('You do not have permission to access this page')).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
  });

  it('NotFoundPage shows 404 and leads to the dashboard', async () => {
    const router = renderPage(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('NotFoundPage inside the shell is a section under the shell title, not a second page', () => {
    renderPage(<NotFoundPage placement="shell" />);
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'There is no page here' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('NotYetAvailablePage names the area honestly', () => {
    renderPage(<NotYetAvailablePage title="Invoices" />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Invoices is not available yet' }),
    ).toBeTruthy();
    expect(screen.getByText(/arrives in a later release/)).toBeTruthy();
  });

  it('ChunkErrorPage shows what failed and reloads', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderPage(<ChunkErrorPage kind="style" address="/assets/students-1a2b.css" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This part of the app could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByText(/style load failure/)).toBeTruthy();
    expect(screen.getByText('/assets/students-1a2b.css')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
