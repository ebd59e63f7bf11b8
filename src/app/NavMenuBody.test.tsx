// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithFluent } from '../components/testing';
import { NavMenuBody } from './NavMenuBody';

afterEach(cleanup);

describe('NavMenuBody', () => {
  it('moves focus with the arrow keys, Home and End, round the ends, without focus dummies', async () => {
    const user = userEvent.setup();
    const { container } = renderWithFluent(
      <nav aria-label="Main menu">
        <NavMenuBody>
          <a href="/">Dashboard</a>
          <button type="button">Students</button>
          <button type="button" disabled>
            Archived
          </button>
          <a href="/finance">Finance</a>
        </NavMenuBody>
      </nav>,
    );
    const focused = () => document.activeElement?.textContent;
    await user.tab();
    expect(focused()).toBe('Dashboard');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Students');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Finance');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Dashboard');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Finance');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Dashboard');
    await user.keyboard('{End}');
    expect(focused()).toBe('Finance');
    await user.tab({ shift: true });
    expect(focused()).toBe('Students');
    expect(screen.getByRole('link', { name: 'Finance' })).toBeTruthy();
    expect(container.querySelector('[data-tabster-dummy]')).toBeNull();
  });
});
