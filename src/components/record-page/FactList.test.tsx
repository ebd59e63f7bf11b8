// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './FactList';

describe('FactList', () => {
  it('names the list and pairs each term with its value, in order', () => {
    render(
      <FactList
        label="Contact"
        facts={[
          ['E-mail', 'ruth@example.test'],
          [
            'Organisation',
            <a key="org" href="/organisations/org-1">
              St Mark's
            </a>,
          ],
        ]}
      />,
    );
    const list = screen.getByLabelText('Contact');
    const terms = within(list)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(list)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['E-mail', 'Organisation']);
    expect(values).toEqual(['ruth@example.test', "St Mark's"]);
    expect(within(list).getByRole('link', { name: "St Mark's" }).getAttribute('href')).toBe(
      '/organisations/org-1',
    );
  });
});
