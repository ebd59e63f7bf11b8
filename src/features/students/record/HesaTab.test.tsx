// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offline } from '../../../offline-react/state';
import { HesaTab } from './HesaTab';

const HELD = {
  studentId: 'S1',
  version: 2,
  details: {
    sid: null,
    legalSex: 'Female',
    nationality: 'GB',
    highestQualification: null,
    feeEligibility: 'Eligible',
  },
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fake server: the details, and the answer to a save (with what was sent). */
function serve(save: (body: unknown, ifMatch: string | null) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      if (input.method === 'PUT') return save(await input.json(), input.headers.get('if-match'));
      return json(HELD);
    }),
  );
}

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={client}>
        <HesaTab studentId="S1" />
      </QueryClientProvider>
    </FluentProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  offline.online = true;
});

describe('HesaTab', () => {
  it('shows the details held and saves with the version read', async () => {
    const sent: { body: unknown; ifMatch: string | null }[] = [];
    serve((body, ifMatch) => {
      sent.push({ body, ifMatch });
      return json({ ...HELD, version: 3, details: { ...HELD.details, sid: '24100070000000001' } });
    });
    renderTab();
    const nationality = await screen.findByRole('combobox', { name: /Nationality/ });
    expect(nationality).toHaveProperty('value', 'United Kingdom');
    await userEvent.type(screen.getByRole('textbox', { name: /SID/ }), '24100070000000001');
    await userEvent.click(screen.getByRole('button', { name: 'Save HESA details' }));
    // The tab shows the details as saved (version 3), not the form as it was.
    await screen.findByText(/Last saved/);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: /SID/ })).toHaveProperty(
      'value',
      '24100070000000001',
    );
    expect(sent).toEqual([
      {
        body: { ...HELD.details, sid: '24100070000000001' },
        ifMatch: '2',
      },
    ]);
  });

  it('shows the server’s refusal under its field, and says offline that saving needs a connection', async () => {
    serve(() =>
      json(
        {
          code: 'VALIDATION',
          message: 'Check the highlighted fields',
          details: [{ param: 'sid', message: 'Server says: not a SID' }],
        },
        422,
      ),
    );
    renderTab();
    await userEvent.type(await screen.findByRole('textbox', { name: /SID/ }), '24100070000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Save HESA details' }));
    expect(await screen.findByText('Server says: not a SID')).toBeTruthy();
    offline.online = false;
    expect(await screen.findByText(/needs a connection: you are offline/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /SID/ })).toHaveProperty(
      'value',
      '24100070000000002',
    );
    expect(screen.getByRole('button', { name: 'Save HESA details' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('refuses a malformed SID before sending it', async () => {
    const save = vi.fn(() => json(HELD));
    serve(save);
    renderTab();
    await userEvent.type(await screen.findByRole('textbox', { name: /SID/ }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save HESA details' }));
    expect(await screen.findByText(/^A SID is 17 digits/)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
