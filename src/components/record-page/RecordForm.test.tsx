// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DefaultValues } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithFluent } from '../testing';
import { RecordForm } from './RecordForm';
import type { FormField } from './types';

afterEach(cleanup);

const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  email: z.email('Enter a valid email'),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date'),
  credits: z.number({ error: 'Credits must be a number' }).int().min(0),
  pace: z.enum(['PT', 'Extended'], { error: 'Choose a pace' }),
  consent: z.boolean().refine((value) => value, 'Consent is required'),
  notes: z.string().optional(),
});
type Values = z.input<typeof schema>;

const fields: FormField<Values>[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'birthDate', label: 'Date of birth', type: 'date' },
  { name: 'credits', label: 'Credits', type: 'number' },
  {
    name: 'pace',
    label: 'Study pace',
    type: 'select',
    options: [
      { value: 'PT', label: 'Part-time' },
      { value: 'Extended', label: 'Extended' },
    ],
  },
  { name: 'consent', label: 'I consent', type: 'checkbox' },
  { name: 'notes', label: 'Notes', type: 'textarea', cols: 12 },
];

const defaults: DefaultValues<Values> = {
  name: '',
  email: '',
  birthDate: '',
  consent: false,
  notes: '',
};

function renderForm(onSubmit = vi.fn(), onCancel?: () => void) {
  renderWithFluent(
    <RecordForm
      label="Student details"
      schema={schema}
      fields={fields}
      defaultValues={defaults}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />,
  );
  return onSubmit;
}

describe('RecordForm', () => {
  it('shows the zod error of each field under it and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    for (const message of [
      'Enter a valid email',
      'Enter a date',
      'Credits must be a number',
      'Choose a pace',
      'Consent is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    // Fluent's Field ties the message to its control.
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Notes' }).getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the valid values, parsed by the schema', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@college.test');
    const date = screen.getByLabelText('Date of birth');
    await user.type(date, '1990-12-10');
    await user.type(screen.getByRole('spinbutton', { name: 'Credits' }), '120');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Study pace' }), 'PT');
    await user.click(screen.getByRole('checkbox', { name: 'I consent' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@college.test',
      birthDate: '1990-12-10',
      credits: 120,
      pace: 'PT',
      consent: true,
      notes: '',
    });
  });

  it('disables the form while submitting, and Cancel calls onCancel', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onCancel = vi.fn();
    renderForm(onSubmit, onCancel);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@college.test');
    await user.type(screen.getByLabelText('Date of birth'), '1990-12-10');
    await user.type(screen.getByRole('spinbutton', { name: 'Credits' }), '0');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Study pace' }), 'Extended');
    await user.click(screen.getByRole('checkbox', { name: 'I consent' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true),
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveProperty('disabled', true);
    finish();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false),
    );
  });

  it('shows a failed save as an error message', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn().mockRejectedValue(new Error('Conflict: the record changed')));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@college.test');
    await user.type(screen.getByLabelText('Date of birth'), '1990-12-10');
    await user.type(screen.getByRole('spinbutton', { name: 'Credits' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Study pace' }), 'PT');
    await user.click(screen.getByRole('checkbox', { name: 'I consent' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Conflict: the record changed')).toBeTruthy();
  });

  it('reports what the user types, not the record laid in by a sync; Cancel resets and tells', async () => {
    const user = userEvent.setup();
    const onValuesChange = vi.fn();
    const onCancel = vi.fn();
    const form = (values: DefaultValues<Values>) => (
      <RecordForm
        label="Student details"
        schema={schema}
        fields={fields}
        defaultValues={defaults}
        values={values as Values}
        onValuesChange={onValuesChange}
        onSubmit={vi.fn()}
        onCancel={onCancel}
      />
    );
    const view = renderWithFluent(form({ ...defaults, name: 'Ada' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'x');
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ notes: 'x' }));
    const typed = onValuesChange.mock.calls.length;
    view.rerender(
      <FluentProvider theme={webLightTheme}>
        {form({ ...defaults, name: 'Ada', email: 'ada@college.test' })}
      </FluentProvider>,
    );
    // The same form, updated (not mounted again): what was typed stays.
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveProperty('value', 'x');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty(
        'value',
        'ada@college.test',
      ),
    );
    expect(onValuesChange).toHaveBeenCalledTimes(typed);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveProperty('value', ''),
    );
  });
});
