// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { features } from '../../../deployment';
import { offline } from '../../../offline-react/state';
import { XeroQueuePanel } from './XeroQueuePanel';

/** The build's switches are constant in the app; a test turns the accounting service on and off. */
const switchAccountingService = (on: boolean) => Object.assign(features, { accountingService: on });

const REFUSAL = 'Account code 200 is not a valid code for this document.';
const STATE = { configured: true, counts: { waiting: 1, failed: 1, sent: 40 }, lastSentAt: null };
const FAILED = {
  id: 'invoice:i1:v1',
  kind: 'invoice',
  status: 'failed',
  number: 'INV-2026-00042',
  amountPence: 120_000,
  studentName: 'Ann Lee',
  error: { code: 'XERO_ERROR', message: REFUSAL, details: [{ message: REFUSAL }] },
};
const WAITING = {
  id: 'payment:p1:v1',
  kind: 'payment',
  status: 'waiting',
  number: 'INV-2026-00042',
  amountPence: 10_000,
  studentName: 'Ann Lee',
  error: { code: 'XERO_ERROR', message: 'Waiting for the invoice in Xero', details: [] },
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fake server: the state, the queue, and answers to sync and retry. */
function serve(answers: { retry?: () => Response; sync?: () => Response } = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname;
      calls.push(`${input.method} ${path}`);
      if (path.endsWith('/retry')) return answers.retry?.() ?? json({});
      if (path.endsWith('/sync')) return answers.sync?.() ?? json({});
      if (path.endsWith('/queue')) return json({ items: [FAILED, WAITING], total: 2 });
      return json(STATE);
    }),
  );
  return calls;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={client}>
        <XeroQueuePanel />
      </QueryClientProvider>
    </FluentProvider>,
  );
}

beforeEach(() => {
  switchAccountingService(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  switchAccountingService(false);
  offline.online = true;
});

describe('XeroQueuePanel', () => {
  it('lists what waits and what Xero refused, with spec §8’s message and Xero’s text', async () => {
    serve();
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Records waiting for Xero' });
    expect(screen.getByRole('region', { name: 'Waiting for Xero' })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement).getByText(`Xero connection problem: ${REFUSAL}`),
    ).toBeTruthy();
    expect(
      within(rows[2] as HTMLElement).getByText('Waiting for the invoice in Xero'),
    ).toBeTruthy();
    expect(screen.getByText('1 waiting · 1 refused · 40 in Xero')).toBeTruthy();
    // Only a refused record is retried by hand; a waiting one goes with the next sync.
    expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);
  });

  it('retries a refused record and shows Xero’s refusal again when it still fails', async () => {
    const calls = serve({
      retry: () =>
        json({ code: 'XERO_ERROR', message: REFUSAL, details: [{ message: REFUSAL }] }, 500),
    });
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry Invoice INV-2026-00042' }));
    expect(calls).toContain('POST /api/finance/xero/queue/invoice%3Ai1%3Av1/retry');
    const alerts = await screen.findAllByText(`Xero connection problem: ${REFUSAL}`);
    // The row's problem and the failed retry's message.
    expect(alerts).toHaveLength(2);
  });

  it('syncs now on demand, and only online', async () => {
    const calls = serve({ sync: () => json({ sent: 1, failed: 0, pulled: { payments: 0 } }) });
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sync now' }));
    expect(calls).toContain('POST /api/finance/xero/sync');
    cleanup();
    offline.online = false;
    renderPanel();
    expect((screen.getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Xero can be reached only online: connect to sync.')).toBeTruthy();
  });

  it('is not there without the accounting service', () => {
    switchAccountingService(false);
    serve();
    renderPanel();
    expect(screen.queryByRole('region', { name: 'Waiting for Xero' })).toBeNull();
  });
});
