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
  moduleInstanceIds: ['FC3101-2026-27'],
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

const run = (moduleId: string, title: string, sessionId: string) => ({
  id: `${moduleId}-${sessionId}`,
  moduleId,
  title,
  sessionId,
});
const CHOICES = {
  tutors: [{ id: 'user-faculty', name: 'Dr Fiona Hale' }],
  moduleInstances: [
    run('FC3101', 'Foundations of Christian Belief', '2026-27'),
    run('BT4101', 'Introduction to the Old Testament', '2026-27'),
    run('BT4102', 'Introduction to the New Testament', '2026-27'),
    run('BT4101', 'Introduction to the Old Testament', '2027-28'),
  ],
};
const FOUNDATIONS = 'Foundations of Christian Belief (FC3101, 2026-27)';

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
          details: [
            { param: 'sessions.0.room', message: 'Server says: no such room' },
            { param: 'moduleInstanceIds.0', message: 'Server says: no such module instance' },
          ],
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
    expect(
      screen.getByRole('combobox', { name: 'Modules taught' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByText('Server says: no such module instance')).toBeTruthy();
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

  it('chooses module instances by their names, with the mouse and the keyboard, and removes one', async () => {
    const sent = serve([json({ ...HELD, version: 5 })]);
    const onSaved = renderForm();
    const chosen = screen.getByRole('listbox', { name: 'Chosen modules' });
    const picker = screen.getByRole('combobox', { name: 'Modules taught' });
    expect(await within(chosen).findByRole('option', { name: FOUNDATIONS })).toBeTruthy();

    // Typed words filter the list by title, code and session; a chosen one is not offered again.
    await userEvent.type(picker, 'new testament');
    await userEvent.click(
      await screen.findByRole('option', {
        name: 'Introduction to the New Testament (BT4102, 2026-27)',
      }),
    );
    expect(
      within(chosen).getByRole('option', {
        name: 'Introduction to the New Testament (BT4102, 2026-27)',
      }),
    ).toBeTruthy();
    await userEvent.type(picker, 'foundations');
    expect(await screen.findByRole('option', { name: 'No module matches' })).toBeTruthy();
    await userEvent.clear(picker);

    // By keyboard: the one matching instance, then Enter.
    await userEvent.type(picker, 'bt4101 2027');
    const offered = await screen.findAllByRole('option', { name: /BT4101/ });
    expect(offered.map((option) => option.textContent)).toEqual([
      'Introduction to the Old Testament (BT4101, 2027-28)',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(
      await within(chosen).findByRole('option', {
        name: 'Introduction to the Old Testament (BT4101, 2027-28)',
      }),
    ).toBeTruthy();

    // A click on a chosen module removes it.
    await userEvent.click(within(chosen).getByRole('option', { name: FOUNDATIONS }));
    expect(within(chosen).queryByRole('option', { name: FOUNDATIONS })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save residential' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]?.body).toMatchObject({
      moduleInstanceIds: ['BT4102-2026-27', 'BT4101-2027-28'],
    });
  });
});
