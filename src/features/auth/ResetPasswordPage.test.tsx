// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'a-token-of-the-mailed-link-0123456789';

function stubConfirm(answer: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/pages/reset', element: <ResetPasswordPage /> },
      { path: '/pages/login', element: <p>Sign-in page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return router;
}

async function setPassword(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^new password/i), password);
  await user.type(screen.getByLabelText(/^confirm new password/i), confirm);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('refuses different or short passwords before calling the server', async () => {
    const fetchMock = stubConfirm(() => new Response(null, { status: 204 }));
    renderAt(`/pages/reset?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Set a new password');
    expect(screen.getByRole('form', { name: 'Set a new password' })).toBeTruthy();
    await setPassword('long enough password', 'another long password');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    cleanup();
    renderAt(`/pages/reset?token=${TOKEN}`);
    await setPassword('short');
    expect(await screen.findByText('Use at least 10 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token and the password, then opens sign-in with a notice', async () => {
    const fetchMock = stubConfirm(() => new Response(null, { status: 204 }));
    const router = renderAt(`/pages/reset?token=${TOKEN}`);
    await setPassword('long enough password');
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pages/login');
    expect(router.state.location.search).toBe('?reset=done');
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request instanceof Request && new URL(request.url).pathname).toBe(
      '/api/auth/reset/confirm',
    );
    expect(request instanceof Request && (await request.json())).toEqual({
      token: TOKEN,
      password: 'long enough password',
    });
  });

  it('says a used or expired link in a sentence, with what to do, and no status', async () => {
    stubConfirm(() =>
      Response.json({ message: 'This reset link is invalid or has expired' }, { status: 400 }),
    );
    renderAt(`/pages/reset?token=${TOKEN}`);
    await setPassword('long enough password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This reset link is invalid or has expired');
    expect(alert.textContent).toContain('ask the college to send you a new link');
    expect(alert.textContent).not.toContain('400');
    expect(screen.queryByRole('button', { name: 'Set password' })).toBeNull();
  });

  it('tells what to do when the address has no token, without a form', () => {
    const fetchMock = stubConfirm(() => new Response(null, { status: 204 }));
    renderAt('/pages/reset');
    expect(screen.getByText(/open the link in your email again/)).toBeTruthy();
    expect(screen.getByText(/ask the college to send you a new link/)).toBeTruthy();
    expect(screen.queryByLabelText(/^new password/i)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a server failure as a sentence and keeps the form', async () => {
    stubConfirm(() => Response.json({ message: 'Service error' }, { status: 500 }));
    renderAt(`/pages/reset?token=${TOKEN}`);
    await setPassword('long enough password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Service error');
    expect(alert.textContent).not.toContain('500');
    expect(screen.getByRole('button', { name: 'Set password' })).toBeTruthy();
  });
});
