// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../state/session';
import { RegisterPage } from './RegisterPage';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function stubRegister(answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderRegister() {
  const router = createMemoryRouter(
    [
      { path: '/pages/register', element: <RegisterPage /> },
      { path: '/apply', element: <p>Application page</p> },
    ],
    { initialEntries: ['/pages/register'] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return router;
}

async function fillIn(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^full name/i), 'Ann Applicant');
  await user.type(screen.getByLabelText(/^email/i), 'ann@example.org');
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.type(screen.getByLabelText(/^confirm password/i), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeEach(() => {
  Object.assign(session, { user: null, authenticated: false, authenticating: false, error: null });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('RegisterPage', () => {
  it('asks for at least 10 characters and matching passwords', async () => {
    const fetchMock = stubRegister(() => json({}));
    renderRegister();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Create an applicant account',
    );
    await fillIn('short', 'other');
    expect(await screen.findByText('Use at least 10 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the server mailed a link to finish creating the account, signing no one in', async () => {
    const message =
      'We have sent a message to ann@example.org. Follow its link within 24 hours to finish creating your account.';
    stubRegister(() => json({ message }, 202));
    const router = renderRegister();
    await fillIn('long enough password');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check your email');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/pages/login');
    expect(router.state.location.pathname).toBe('/pages/register');
    expect(session.authenticated).toBe(false);
  });

  it('shows a taken email in a sentence, without its status', async () => {
    stubRegister(() => json({ message: 'An account with this email already exists' }, 409));
    renderRegister();
    await fillIn('long enough password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('409');
    expect(alert.textContent).toContain('An account with this email already exists');
  });
});
