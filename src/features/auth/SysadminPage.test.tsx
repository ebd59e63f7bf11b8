// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../state/session';
import { SysadminPage } from './SysadminPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  Object.assign(session, { user: null, authenticated: false, error: null });
});

describe('SysadminPage', () => {
  it('signs in and then loads the whole app again', async () => {
    const account = { id: 'root', name: 'Root', email: 'root@example.org', permissions: ['*'] };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(account), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const router = createMemoryRouter([{ path: '/pages/sysadmin', element: <SysadminPage /> }], {
      initialEntries: ['/pages/sysadmin?redirect=%2Fadmin%2Fhousekeeping'],
    });
    render(
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'System administration' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^email/i), 'root@example.org');
    await user.type(screen.getByLabelText(/^password/i), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/housekeeping'));
  });
});
