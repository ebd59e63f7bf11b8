// @vitest-environment happy-dom
import { Field, Input } from '@fluentui/react-components';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFluent } from '../testing';
import { errorProps, FormDialog, type FormDialogProps } from './FormDialog';

afterEach(cleanup);

function renderDialog(props: Partial<FormDialogProps> = {}) {
  const handlers = { onSubmit: vi.fn(), onClose: vi.fn() };
  renderWithFluent(
    <FormDialog title="Record the deposit" submitLabel="Record deposit" {...handlers} {...props}>
      <Field label="Amount" {...errorProps(props.submitDisabled ? 'Not now' : undefined)}>
        <Input />
      </Field>
    </FormDialog>,
  );
  return handlers;
}

describe('FormDialog', () => {
  it('is a dialog named by its title; the submit button and Enter submit', async () => {
    const user = userEvent.setup();
    const { onSubmit, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Record the deposit' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Record deposit' }));
    await user.type(screen.getByLabelText('Amount'), '250{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Cancel', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('submits once while a submit is running', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderDialog({ onSubmit });
    const button = screen.getByRole('button', { name: 'Record deposit' });
    await user.click(button);
    expect(button).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Amount'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    finish();
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
  });

  it('shows what a failed submit threw, and stays open', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog({
      onSubmit: () => Promise.reject(new Error('The device storage is full')),
    });
    await user.click(screen.getByRole('button', { name: 'Record deposit' }));
    expect(await screen.findByText('Not saved: The device storage is full')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers only Close when the action cannot be taken now', async () => {
    const user = userEvent.setup();
    const { onSubmit, onClose } = renderDialog({ submitDisabled: true });
    expect(screen.getByRole('button', { name: 'Record deposit' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Not now')).toBeTruthy();
    await user.type(screen.getByLabelText('Amount'), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
