// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFluent } from '../../components/testing';
import type { StudentListRow } from '../../domain/students/lists';
import { offline } from '../../offline-react/state';
import { OnboardingEmailAction } from './OnboardingEmailAction';

const NONE = {
  accounts: '',
  vle: '',
  academic: '',
  studySkills: '',
  residential: '',
  location: '',
};
const row = (id: string, over: Partial<StudentListRow> = {}) =>
  ({ id, awaitingMessages: true, onboarding: NONE, ...over }) as StudentListRow;
const ROWS = [
  row('s1'),
  row('s2', { onboarding: { ...NONE, accounts: '2026-09-01' } }),
  row('s3', { awaitingMessages: false }),
  row('s4'),
];

function renderAction() {
  renderWithFluent(<OnboardingEmailAction rows={ROWS} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  offline.online = true;
});

describe('OnboardingEmailAction', () => {
  it('sends the chosen kind to the rows that await it and says what happened', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        sent.push(await input.json());
        return new Response(
          JSON.stringify({
            kind: 'accounts',
            sent: ['s1'],
            skipped: [{ id: 's4', reason: 'already-sent' }],
            failed: [],
          }),
          { headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    const user = userEvent.setup();
    renderAction();
    // A click event only: the pointer events around it can reach the dialog as it opens.
    fireEvent.click(screen.getByRole('button', { name: 'Send onboarding email' }));
    expect(screen.getByText('2 students shown await the Accounts email. Send it?')).toBeTruthy();
    // A change event only: a pointer on the native select can read as a click outside the dialog.
    fireEvent.change(screen.getByLabelText('Email to send'), { target: { value: 'vle' } });
    expect(
      screen.getByText('3 students shown await the Course platform (VLE) email. Send it?'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email to send'), { target: { value: 'accounts' } });
    // The dialog's content is in the accessibility tree once its opening motion has run.
    await user.click(await screen.findByRole('button', { name: 'Send to 2 students' }));
    expect(
      await screen.findByText('Accounts email: 1 sent, 1 skipped', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(sent).toEqual([{ kind: 'accounts', studentIds: ['s1', 's4'] }]);
    expect(screen.getByText('s4: Already sent')).toBeTruthy();
  });

  it('says sending needs a connection offline, and does not send', async () => {
    offline.online = false;
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAction();
    // A click event only: the pointer events around it can reach the dialog as it opens.
    fireEvent.click(screen.getByRole('button', { name: 'Send onboarding email' }));
    expect(screen.getByText('Sending e-mail needs a connection')).toBeTruthy();
    expect(
      (await screen.findByRole('button', { name: 'Send to 2 students' })).hasAttribute('disabled'),
    ).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
