// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFluent } from '../../components/testing';
import { ContactFormDialog } from './ContactFormDialog';

/** Answers every call with `answer`, keeping the bodies sent. */
function stubServer(answer: () => Response) {
  const sent: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = input instanceof Request ? await input.clone().text() : String(init?.body ?? '');
    sent.push(body ? JSON.parse(body) : undefined);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, sent };
}

const ORGANISATIONS = [
  { id: 'org-a', name: 'All Saints' },
  { id: 'org-x', name: "St Mark's" },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactFormDialog', () => {
  it('names a half address on its field before calling the server', async () => {
    const { fetchMock } = stubServer(() => json(500, {}));
    renderWithFluent(
      <ContactFormDialog organisations={ORGANISATIONS} onSaved={vi.fn()} onClose={() => {}} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Ruth Okafor');
    await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '1 High Street');
    await user.click(screen.getByRole('button', { name: 'Create contact' }));
    expect(
      await screen.findAllByText('An address needs its first line, town or city and postcode'),
    ).not.toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the checked contact and shows the server’s 422 on the field it names', async () => {
    const { sent } = stubServer(() =>
      json(422, {
        code: 'VALIDATION',
        message: 'No such organisation',
        details: [{ param: 'organisationId', message: 'No such organisation' }],
      }),
    );
    const onSaved = vi.fn();
    renderWithFluent(
      <ContactFormDialog organisations={ORGANISATIONS} onSaved={onSaved} onClose={() => {}} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Ruth Okafor');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organisation' }), "St Mark's");
    await user.click(screen.getByRole('button', { name: 'Create contact' }));
    expect(await screen.findByText('No such organisation')).toBeTruthy();
    expect(sent[0]).toEqual({
      name: 'Ruth Okafor',
      organisationId: 'org-x',
      relationship: 'Supporter',
    });
    expect(onSaved).not.toHaveBeenCalled();
  });
});
