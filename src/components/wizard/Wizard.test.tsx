// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFluent } from '../testing';
import { Wizard, type WizardProps } from './Wizard';

afterEach(cleanup);

const items = ['Details', 'Documents', 'Review'];

function renderWizard(props: Partial<WizardProps> = {}) {
  const handlers = { onStepChange: vi.fn(), onFinish: vi.fn() };
  renderWithFluent(
    <Wizard items={items} currentStep={0} {...handlers} {...props}>
      <p>Step one</p>
      <p>Step two</p>
      <p>Step three</p>
    </Wizard>,
  );
  return handlers;
}

describe('Wizard', () => {
  it('shows its default title and subtitle and the current step', () => {
    renderWizard();
    expect(screen.getByRole('heading', { name: 'Wizard' })).toBeTruthy();
    expect(screen.getByText('A series of steps')).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Details' }).textContent).toBe('Step one');
  });

  it('disables Previous on the first step; Next moves on', async () => {
    const user = userEvent.setup();
    const { onStepChange } = renderWizard();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', false);
    await user.click(next);
    expect(onStepChange).toHaveBeenCalledWith(1);
  });

  it('reads Finish on the last step, never disabled, and finishes', async () => {
    const user = userEvent.setup();
    const { onFinish, onStepChange } = renderWizard({ currentStep: 2 });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    const finish = screen.getByRole('button', { name: 'Finish' });
    expect(finish).toHaveProperty('disabled', false);
    await user.click(finish);
    expect(onFinish).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onStepChange).toHaveBeenCalledWith(1);
  });

  it('disables the tabs of steps outside availableSteps', async () => {
    const user = userEvent.setup();
    const { onStepChange } = renderWizard({ title: 'Enrolment', availableSteps: [0, 2] });
    expect(screen.getByRole('heading', { name: 'Enrolment' })).toBeTruthy();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Details').getAttribute('aria-selected')).toBe('true');
    expect(tab('Documents')).toHaveProperty('disabled', true);
    expect(tab('Review')).toHaveProperty('disabled', false);
    await user.click(tab('Documents'));
    expect(onStepChange).not.toHaveBeenCalled();
    await user.click(tab('Review'));
    expect(onStepChange).toHaveBeenCalledWith(2);
  });
});
