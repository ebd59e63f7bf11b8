// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../state/session';
import { LoginPage } from './LoginPage';

const ACCOUNT = { id: 'u1', name: 'Ann Staff', email: 'ann@example.org', permissions: [] };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function stubApi(login: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/auth/oidc') return json([{ name: 'google', label: 'Google' }]);
    if (path === '/api/auth/login') return login();
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/pages/login', element: <LoginPage /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/students/enrolled', element: <p>Enrolled students page</p> },
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

async function signIn(password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^email/i), 'ann@example.org');
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  Object.assign(session, { user: null, authenticated: false, authenticating: false, error: null });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('LoginPage', () => {
  it('signs in and opens the redirect path', async () => {
    const fetchMock = stubApi(() => json(ACCOUNT));
    const router = renderAt('/pages/login?redirect=%2Fstudents%2Fenrolled');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Collegium' })).toBeTruthy();
    await signIn();
    expect(await screen.findByText('Enrolled students page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/students/enrolled');
    const loginCall = fetchMock.mock.calls.find(([input]) =>
      String(input instanceof Request ? input.url : input).endsWith('/api/auth/login'),
    );
    const request = loginCall?.[0];
    expect(request instanceof Request && (await request.clone().json())).toEqual({
      email: 'ann@example.org',
      password: 'correct horse',
    });
  });

  it('ignores an absolute redirect address', async () => {
    stubApi(() => json(ACCOUNT));
    const router = renderAt('/pages/login?redirect=https%3A%2F%2Fevil.example%2F');
    await signIn();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the server's message for a wrong password and stays", async () => {
    stubApi(() => json({ message: 'Wrong email or password' }, 401));
    const router = renderAt('/pages/login');
    await signIn('wrong');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('401');
    expect(alert.textContent).toContain('Wrong email or password');
    expect(router.state.location.pathname).toBe('/pages/login');
  });

  it('checks the fields before calling the server', async () => {
    const fetchMock = stubApi(() => json(ACCOUNT));
    renderAt('/pages/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^email/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('login'))).toBe(false);
  });

  it('shows a left-over social sign-in error, without its status code', async () => {
    stubApi(() => json(ACCOUNT));
    renderAt('/pages/login?socialError=No%20active%20account%20uses%20x%40y.org');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('Needs authentication');
    expect(alert.textContent).toContain('No active account uses x@y.org');
  });

  it('clears an old error on entry and offers social sign-in and registration', async () => {
    stubApi(() => json(ACCOUNT));
    session.error = { code: 500, message: 'Service error', details: 'old' };
    renderAt('/pages/login');
    const google = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/oidc/google');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Create an applicant account' }).getAttribute('href'),
    ).toBe('/pages/register');
  });

  it('tells a new applicant their mailed link created the account, then opens the application', async () => {
    stubApi(() => json(ACCOUNT));
    const router = renderAt('/pages/login?registration=confirmed&redirect=%2Fstudents%2Fenrolled');
    expect(await screen.findByText(/Your account is ready/)).toBeTruthy();
    await signIn();
    expect(await screen.findByText('Enrolled students page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/students/enrolled');
  });

  it('tells what to do when the mailed link was used or has expired', async () => {
    stubApi(() => json(ACCOUNT));
    renderAt('/pages/login?registration=invalid');
    expect(await screen.findByText(/That link has expired or was already used/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'create your account again' }).getAttribute('href'),
    ).toBe('/pages/register');
  });

  it('tells that the new password from a reset link is set', async () => {
    stubApi(() => json(ACCOUNT));
    renderAt('/pages/login?reset=done');
    expect(await screen.findByText('Your new password is set. Sign in with it.')).toBeTruthy();
  });

  it('says nothing of registration on a plain visit', async () => {
    stubApi(() => json(ACCOUNT));
    renderAt('/pages/login');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(
      screen.queryByText(/Your account is ready|That link has expired|new password is set/),
    ).toBeNull();
  });
});
