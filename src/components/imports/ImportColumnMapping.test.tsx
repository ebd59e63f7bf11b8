// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFluent } from '../testing';
import { ImportColumnMapping } from './ImportColumnMapping';

afterEach(cleanup);

const FIELDS = [
  { field: 'name', label: 'Name', required: true },
  { field: 'email', label: 'E-mail' },
];

describe('ImportColumnMapping', () => {
  it("offers the file's columns for each field and answers the changed mapping", async () => {
    const onChange = vi.fn();
    renderWithFluent(
      <ImportColumnMapping
        fields={FIELDS}
        headers={['Full name', 'Mail']}
        mapping={{ name: 'Full name', email: 'Mail' }}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Column mapping' })).toBeTruthy();
    const name = screen.getByRole('combobox', { name: /^Name/ });
    expect((name as HTMLSelectElement).value).toBe('Full name');
    // A required field's select is required; the others may stay unmapped.
    expect((name as HTMLSelectElement).required).toBe(true);
    const email = screen.getByRole('combobox', { name: 'E-mail' }) as HTMLSelectElement;
    expect(email.required).toBe(false);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'E-mail' }), '');
    expect(onChange).toHaveBeenLastCalledWith({ name: 'Full name' });
    await userEvent.selectOptions(name, 'Mail');
    expect(onChange).toHaveBeenLastCalledWith({ name: 'Mail', email: 'Mail' });
  });
});
