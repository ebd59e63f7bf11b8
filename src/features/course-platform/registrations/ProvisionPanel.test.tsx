// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProvisionJob } from '../../../domain/course-platform/registrations';
import { ProvisionPanel } from './ProvisionPanel';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const job = (status: ProvisionJob['status']): ProvisionJob => ({
  id: '00000000-0000-4000-8000-000000000001',
  status,
  startedAt: '2026-11-27T07:00:00.000Z',
  finishedAt: status === 'finished' ? '2026-11-27T07:00:01.000Z' : null,
  total: 3,
  done: status === 'finished' ? 3 : 1,
  results: [
    { studentId: 's1', name: 'Ada', account: 'created', enrolled: ['C1', 'C2'], error: null },
    { studentId: 's2', name: 'Ben', account: 'existed', enrolled: [], error: null },
    {
      studentId: 's3',
      name: 'Cal',
      account: 'failed',
      enrolled: [],
      error: 'Username already exists: s3 (invalidparameter)',
    },
  ],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProvisionPanel', () => {
  it('starts the job, follows it to the end and lists the problem first', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        if (input.method === 'POST') {
          sent.push(await input.json());
          return json(job('running'), 202);
        }
        return json(job('finished'));
      }),
    );
    const onFinished = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FluentProvider theme={webLightTheme}>
          <ProvisionPanel studentIds={['s1']} onFinished={onFinished} />
        </FluentProvider>
      </QueryClientProvider>,
    );
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Create the account and enrol' }));
    expect(
      await screen.findByText(
        'Finished: 3 checked, 1 accounts created, 2 enrolments, 1 with a problem',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([{ studentIds: ['s1'] }]);
    const rows = within(screen.getByRole('region', { name: 'Results (2)' })).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Username already exists');
    expect(rows[2]?.textContent).toContain('C1, C2');
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
  });
});
