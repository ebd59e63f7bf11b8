// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFluent } from '../../../components/testing';
import { offline } from '../../../offline-react/state';
import { IssueInvoicesAction } from './IssueInvoicesAction';
import { issuableYears } from './types';

function renderAction() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithFluent(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <IssueInvoicesAction />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  offline.online = true;
});

const RUN = {
  id: 'run-1',
  sessionId: '2026-27',
  status: 'done',
  total: 5,
  done: 5,
  issued: 3,
  alreadyIssued: 1,
  refused: [
    {
      engagementId: 'e9',
      studentId: 'student-9',
      studentName: 'Ann Lee',
      reason: 'No payment plan is chosen for 2026-27',
    },
  ],
};

describe('IssueInvoicesAction', () => {
  it('starts the year chosen and shows the summary, each refusal linked to the student', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        if (input.method === 'POST') posted.push(await input.json());
        return new Response(JSON.stringify(RUN), {
          status: input.method === 'POST' ? 202 : 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderAction();
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoices for the year' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue invoices for the year' });
    const year = within(dialog).getByRole('combobox', { name: /Academic year/ });
    fireEvent.change(year, { target: { value: '2026-27' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue invoices' }));
    await waitFor(() => expect(within(dialog).getByText('Issued: 3')).toBeTruthy());
    expect(posted).toEqual([{ sessionId: '2026-27' }]);
    expect(within(dialog).getByText('Already issued: 1')).toBeTruthy();
    expect(within(dialog).getByText('Refused: 1')).toBeTruthy();
    const refused = within(dialog).getByRole('list', { name: 'Refused' });
    const link = within(refused).getByRole('link', { name: 'Ann Lee' });
    expect(link.getAttribute('href')).toBe('/students/student-9');
    expect(within(refused).getByText('No payment plan is chosen for 2026-27')).toBeTruthy();
  });

  it('says it needs a connection and cannot start offline', () => {
    offline.online = false;
    renderAction();
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoices for the year' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/needs a connection/)).toBeTruthy();
    const start = within(dialog).getByRole('button', { name: 'Issue invoices' });
    expect(start.hasAttribute('disabled') || start.getAttribute('aria-disabled') === 'true').toBe(
      true,
    );
  });

  it('offers next year back to the first invoice year', () => {
    const years = issuableYears(new Date('2026-11-27T12:00:00Z'));
    expect(years[0]).toBe('2027-28');
    expect(years[1]).toBe('2026-27');
    expect(years.at(-1)).toBe('2018-19');
  });
});
