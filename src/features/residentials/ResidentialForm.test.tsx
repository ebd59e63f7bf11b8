// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredResidential } from '../../domain/records/residential';
import { ResidentialForm } from './ResidentialForm';

const HELD = {
  id: 'residential-1',
  version: 4,
  title: 'Advent hub residential',
  startDate: '2026-12-04',
  endDate: '2026-12-05',
  hubId: null,
  venue: { name: 'Hothorpe Hall' },
  moduleInstanceIds: [],
  sessions: [
    {
      id: 'session-a',
      title: 'Opening seminar',
      startsAt: '2026-12-04T10:00:00Z',
      endsAt: '2026-12-04T12:00:00Z',
      room: 'Library',
    },
  ],
} as unknown as StoredResidential;

const CHOICES = { tutors: [{ id: 'user-faculty', name: 'Dr Fiona Hale' }], moduleInstances: [] };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fake server: the choices, and the answers to the saves in turn (with what was sent). */
function serve(answers: Response[]) {
  const sent: { body: unknown; ifMatch: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      if (input.method === 'GET') return json(CHOICES);
      sent.push({ body: await input.json(), ifMatch: input.headers.get('if-match') });
      return answers.shift() ?? json({ message: 'No more answers' }, 500);
    }),
  );
  return sent;
}

function renderForm(onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={client}>
        <ResidentialForm editing={HELD} onSaved={onSaved} onCancel={() => undefined} />
      </QueryClientProvider>
    </FluentProvider>,
  );
  return onSaved;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResidentialForm', () => {
  it("shows the server's refusal by field, then offers the residential as it is now on a 409", async () => {
    const sent = serve([
      json(
        {
          code: 'VALIDATION',
          message: 'Check the highlighted fields',
          details: [{ param: 'sessions.0.room', message: 'Server says: no such room' }],
        },
        422,
      ),
      json(
        {
          code: 'CONFLICT',
          message: 'This residential was changed by someone else',
          current: { ...HELD, version: 5, title: 'Advent residential (moved)' },
        },
        409,
      ),
    ]);
    const onSaved = renderForm();
    const session = screen.getByRole('group', { name: 'Session 1' });
    await userEvent.clear(within(session).getByRole('textbox', { name: 'Room' }));
    await userEvent.type(within(session).getByRole('textbox', { name: 'Room' }), 'Attic');
    await userEvent.click(screen.getByRole('button', { name: 'Save residential' }));
    expect(await within(session).findByText('Server says: no such room')).toBeTruthy();
    expect(sent[0]?.ifMatch).toBe('4');
    expect(sent[0]?.body).toMatchObject({
      title: 'Advent hub residential',
      hubId: null,
      sessions: [{ id: 'session-a', room: 'Attic', startsAt: '2026-12-04T10:00:00Z' }],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save residential' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show the current residential' }),
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty(
      'value',
      'Advent residential (moved)',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses before sending when a session ends before it starts', async () => {
    const sent = serve([]);
    renderForm();
    const session = screen.getByRole('group', { name: 'Session 1' });
    const ends = within(session).getByLabelText(/Ends/);
    await userEvent.clear(ends);
    await userEvent.type(ends, '2026-12-04T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save residential' }));
    expect(await within(session).findByText('A session ends after it starts')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
