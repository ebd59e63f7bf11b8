// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ui } from '../../state/ui';
import { LoadValidValues } from './LoadValidValues';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderIt() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FluentProvider theme={webLightTheme}>
        <LoadValidValues collection="24056" />
      </FluentProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('LoadValidValues', () => {
  it('loads the collection typed and says what arrived', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        sent.push(await input.json());
        return json({
          collection: '25056',
          file: 'HESA_25056.xsd',
          fields: [
            { field: 'ETHNIC', codes: 22 },
            { field: 'SEXID', codes: 5 },
          ],
          carriedMappings: 40,
        });
      }),
    );
    const user = renderIt();
    const input = screen.getByRole('textbox', { name: /Collection to load/ });
    await user.clear(input);
    await user.type(input, '25056');
    await user.click(screen.getByRole('button', { name: 'Load valid values' }));
    await vi.waitFor(() =>
      expect(ui.snackbar).toEqual({
        message: '25056: 27 codes of 2 fields loaded from HESA_25056.xsd; 40 mappings carried over',
        type: 'success',
        permanent: false,
      }),
    );
    expect(sent).toEqual([{ collection: '25056' }]);
  });

  it("shows the server's reason, and refuses a malformed collection before asking", async () => {
    const fetch = vi.fn(async () =>
      json(
        {
          code: 'VALIDATION',
          message: 'Invalid',
          details: [
            {
              param: 'collection',
              message: "Put the year's HESA XSD in the data folder's hesa first",
            },
          ],
        },
        422,
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const user = renderIt();
    const input = screen.getByRole('textbox', { name: /Collection to load/ });
    await user.clear(input);
    await user.type(input, '2025');
    await user.click(screen.getByRole('button', { name: 'Load valid values' }));
    expect(await screen.findByText('A collection is like 25056')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '25056');
    await user.click(screen.getByRole('button', { name: 'Load valid values' }));
    expect(await screen.findByText(/Put the year's HESA XSD in the data folder/)).toBeTruthy();
  });
});
