// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { referenceFields } from '../../domain/applications/reference-form';
import { ReferencePage } from './ReferencePage';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const REQUEST = {
  applicantName: 'Ada Applicant',
  programme: 'BA',
  kind: 'reference',
  variant: 'base',
  refereeName: 'Rev Ruth Price',
  askLanguage: false,
  fields: referenceFields('base'),
};

/** Answers GET with the request and POST with `post`; records what was sent. */
function stubApi(get: () => Response, post: () => Response = () => json({}, 201)) {
  const sent: unknown[] = [];
  const fetchMock = vi.fn(async (input: Request) => {
    if (input.method === 'POST') {
      sent.push(await input.json());
      return post();
    }
    return get();
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/pages/reference/:token', element: <ReferencePage /> }],
    { initialEntries: ['/pages/reference/abc'] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
}

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^How long have you known/), '5 years');
  await user.type(screen.getByLabelText(/^How long has the applicant attended/), '3 years');
  await user.type(screen.getByLabelText(/^What responsibilities/), 'Youth group');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReferencePage', () => {
  it('shows the questions, checks them with the shared schema, sends and thanks', async () => {
    const sent = stubApi(() => json(REQUEST));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reference for Ada Applicant' }),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reference' }));
    expect(screen.getAllByText('Please answer this question')).toHaveLength(3);
    expect(screen.getByText('Please choose yes or no')).toBeTruthy();
    expect(sent).toEqual([]);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Send reference' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeTruthy();
    expect(sent).toEqual([
      {
        timeKnown: '5 years',
        timeAttendedChurch: '3 years',
        churchResponsibilities: 'Youth group',
        recommended: true,
      },
    ]);
  });

  it('asks the language when references are translatable', async () => {
    const sent = stubApi(() => json({ ...REQUEST, askLanguage: true }));
    renderPage();
    const user = userEvent.setup();
    const send = await screen.findByRole('button', { name: 'Send reference' });
    await answerAll(user);
    await user.click(send);
    expect(screen.getByText('Please say which language you wrote in')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Language of your answers/), 'Welsh');
    await user.click(screen.getByRole('button', { name: 'Send reference' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you' });
    expect(sent).toEqual([expect.objectContaining({ language: 'Welsh' })]);
  });

  it('says a used or expired link is gone, and an unknown one is not found', async () => {
    stubApi(() => json({ message: 'Gone', code: 'GONE' }, 410));
    renderPage();
    expect(await screen.findByText('This link has already been used or has expired')).toBeTruthy();
    cleanup();
    stubApi(() => json({ message: 'Not found', code: 'NOT_FOUND' }, 404));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not found' })).toBeTruthy();
  });

  it('shows the gone message when the link is used while the form is open', async () => {
    stubApi(
      () => json(REQUEST),
      () => json({ message: 'Gone', code: 'GONE' }, 410),
    );
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Send reference' });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Send reference' }));
    expect(await screen.findByText('This link has already been used or has expired')).toBeTruthy();
  });
});
