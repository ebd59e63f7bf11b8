// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFluent } from '../testing';
import { DismissibleAlert } from './DismissibleAlert';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('DismissibleAlert', () => {
  it('goes away when dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderWithFluent(
      <DismissibleAlert intent="warning" title="Heads up" onDismiss={onDismiss}>
        Fees are due on Friday.
      </DismissibleAlert>,
    );
    expect(screen.getByText('Fees are due on Friday.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Fees are due on Friday.')).toBeNull();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('stays gone when remembered under a storage key', async () => {
    const user = userEvent.setup();
    const alert = <DismissibleAlert storageKey="alert.welcome">Welcome</DismissibleAlert>;
    renderWithFluent(alert);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(localStorage.getItem('alert.welcome')).toBe('dismissed');
    cleanup();
    renderWithFluent(alert);
    expect(screen.queryByText('Welcome')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('comes back on the next visit without a storage key', async () => {
    const user = userEvent.setup();
    renderWithFluent(<DismissibleAlert>Hello</DismissibleAlert>);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    cleanup();
    renderWithFluent(<DismissibleAlert>Hello</DismissibleAlert>);
    expect(screen.getByText('Hello')).toBeTruthy();
  });
});
