// @vitest-environment happy-dom
import { Button } from '@fluentui/react-components';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFluent } from '../testing';
import { RecordPage } from './RecordPage';

afterEach(cleanup);

const tabs = [
  { id: 'details', label: 'Details', content: <p>Personal details</p> },
  { id: 'finance', label: 'Finance', content: <p>Invoices</p> },
];

describe('RecordPage', () => {
  it('shows the header with title, subtitle, status badge and actions', () => {
    renderWithFluent(
      <RecordPage
        title="Ada Lovelace"
        subtitle="Applicant record"
        status="Under review"
        actions={<Button>Quick accept</Button>}
        tabs={tabs}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('Applicant record')).toBeTruthy();
    expect(screen.getByText('Under review').getAttribute('data-colour')).toBe('warning');
    expect(screen.getByRole('button', { name: 'Quick accept' })).toBeTruthy();
  });

  it('shows notices about the whole record above its tabs', () => {
    renderWithFluent(
      <RecordPage
        title="Ada"
        tabs={tabs}
        notices={<section aria-label="Your deposit was not recorded">Already confirmed</section>}
      />,
    );
    const notice = screen.getByRole('region', { name: 'Your deposit was not recorded' });
    const tablist = screen.getByRole('tablist', { name: 'Ada sections' });
    expect(notice.compareDocumentPosition(tablist) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows one tab panel at a time and switches tabs', async () => {
    const user = userEvent.setup();
    const onTabChange = vi.fn();
    renderWithFluent(<RecordPage title="Ada" tabs={tabs} onTabChange={onTabChange} />);
    const sections = screen.getByRole('tablist', { name: 'Ada sections' });
    expect(screen.getByRole('tabpanel', { name: 'Details' }).textContent).toBe('Personal details');
    await user.click(within(sections).getByRole('tab', { name: 'Finance' }));
    expect(screen.getByRole('tabpanel', { name: 'Finance' }).textContent).toBe('Invoices');
    expect(onTabChange).toHaveBeenCalledWith('finance');
  });

  it('follows the tab chosen by its owner', () => {
    renderWithFluent(<RecordPage title="Ada" tabs={tabs} selectedTab="finance" />);
    expect(screen.getByRole('tab', { name: 'Finance' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Invoices');
  });
});
