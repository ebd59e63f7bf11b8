// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithFluent } from '../testing';
import { StatusBadge, statusBadgeColor } from './StatusBadge';

afterEach(cleanup);

describe('StatusBadge', () => {
  it.each([
    ['Accepted', 'success'],
    ['Confirmed (deposit paid)', 'success'],
    ['Additional information needed', 'warning'],
    ['Under consideration', 'warning'],
    ['Rejected (by the college)', 'danger'],
    ['Insufficient finances', 'danger'],
    ['Place offered', 'informative'],
    ['Not applicable', 'informative'],
    ['In progress', 'subtle'],
  ])('shows %s in the %s colour', (status, colour) => {
    renderWithFluent(<StatusBadge status={status} />);
    expect(screen.getByText(status).getAttribute('data-colour')).toBe(colour);
    expect(statusBadgeColor(status)).toBe(colour);
  });

  it('is neutral without a status, and renders nothing for an empty one', () => {
    expect(statusBadgeColor(undefined)).toBe('subtle');
    const { container } = renderWithFluent(<StatusBadge status={undefined} />);
    expect(container.textContent).toBe('');
  });
});
