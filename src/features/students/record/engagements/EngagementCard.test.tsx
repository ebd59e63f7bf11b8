// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFluent } from '../../../../components/testing';
import type { StoredEngagement } from '../../../../domain/records/engagement';
import { EngagementCard } from './EngagementCard';

vi.mock('../../../../offline-react/OfflineProvider', () => ({ useOffline: () => null }));
afterEach(cleanup);

const engagement = (status: StoredEngagement['status']): StoredEngagement => ({
  id: 'e1',
  version: 3,
  studentId: 's1',
  code: 'BA-2025-09',
  programmeCode: 'BA',
  status,
  cohort: null,
  lastCohort: '5B',
  levels: ['4A', '4B', '5A', '5B'],
  level: '5B',
  credits: 360,
  creditsAchieved: 240,
  pace: 'PT',
  exitAward: 'DipHE',
  startDate: '2023-09-01',
  statusHistory: [
    {
      from: 'Current',
      to: 'IoS',
      reason: 'Surgery',
      date: '2025-01-06',
      category: '04',
      by: 'u1',
      byName: 'Rachel Okafor',
      at: '2025-01-06T10:00:00.000Z',
    },
  ],
});

function card(status: StoredEngagement['status'], mayChange = true) {
  renderWithFluent(
    <EngagementCard
      engagement={engagement(status)}
      label="Ada, BA"
      queued={[]}
      mayChange={mayChange}
    />,
  );
  return screen.getByRole('region', { name: 'BA-2025-09 · BA' });
}

function offered(status: StoredEngagement['status']): string[] {
  const region = card(status);
  fireEvent.click(within(region).getByRole('button', { name: 'Change status of BA-2025-09' }));
  const dialog = screen.getByRole('dialog', { name: 'Change the status of BA-2025-09' });
  return within(dialog)
    .getAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).value);
}

describe('EngagementCard', () => {
  it('shows the engagement and its status history', () => {
    const region = card('IoS');
    for (const text of ['5B', 'Last cohort', 'PT', '240 of 360', 'DipHE']) {
      expect(within(region).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(
      within(region).getByRole('list', { name: 'Status history of BA-2025-09' }).textContent,
    ).toContain('2025-01-06: Current → IoS (Health Reasons) — Surgery');
  });

  it.each([
    ['Current', ['IoS', 'Transferred', 'Completed', 'Pending', 'Withdrawn', 'Terminated']],
    ['IoS', ['Current', 'Transferred', 'Withdrawn', 'Terminated']],
    ['Starting', ['Current', 'Deferred', 'Did not start']],
    ['Deferred', ['Current', 'Starting']],
  ] as const)('offers exactly the statuses allowed from %s', (status, allowed) => {
    expect(offered(status)).toEqual(allowed);
  });

  it('asks for the interruption category only for IoS', () => {
    offered('Current');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText(/Interruption category/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'IoS' }));
    const select = within(dialog).getByLabelText(/Interruption category/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Health Reasons (04)');
  });

  it('says why a final status cannot move', () => {
    const region = card('Completed');
    const button = within(region).getByRole('button', { name: 'Change status of BA-2025-09' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const why = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe(
      'Completed is final: this engagement cannot move to another status.',
    );
  });

  it('offers no change to who may not change engagements', () => {
    const region = card('Current', false);
    expect(within(region).queryByRole('button', { name: /Change status/ })).toBeNull();
  });
});
