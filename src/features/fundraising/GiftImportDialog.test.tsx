// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFluent } from '../../components/testing';
import { GiftImportDialog } from './GiftImportDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const file = () => new File(['donorId,date,amount,fund\n'], 'gifts.csv', { type: 'text/csv' });

describe('GiftImportDialog', () => {
  it('asks for the file before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithFluent(<GiftImportDialog onImported={vi.fn()} onClose={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Import gifts' }));
    expect(await screen.findByText('Choose the gifts file')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the lines the server refused, and imports nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              code: 'VALIDATION',
              message: 'The file was not imported',
              details: [{ param: 'line 3', message: 'date is not a YYYY-MM-DD date' }],
            }),
            { status: 422, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const onImported = vi.fn();
    renderWithFluent(<GiftImportDialog onImported={onImported} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/^Gifts file/), file());
    await user.click(screen.getByRole('button', { name: 'Import gifts' }));
    expect(await screen.findByText('Line 3: date is not a YYYY-MM-DD date')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  });
});
