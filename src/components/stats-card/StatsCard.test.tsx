// @vitest-environment happy-dom
import { PeopleRegular } from '@fluentui/react-icons';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { renderWithFluent } from '../testing';
import { STATS_ICONS } from './icons';
import { StatsCard } from './StatsCard';
import type { StatsCardProps } from './types';

afterEach(cleanup);

describe('StatsCard', () => {
  it('requires an icon (type level)', () => {
    expectTypeOf<StatsCardProps['icon']>().not.toBeUndefined();
    // @ts-expect-error the icon is required (spec §3)
    const missing: StatsCardProps = { title: 'Students', value: 3 };
    expect(missing.icon).toBeUndefined();
  });

  it('reads the value with its title, and shows the footnote', () => {
    renderWithFluent(
      <StatsCard
        icon={PeopleRegular}
        title="Enrolled students"
        value={1234}
        smallValue="this year"
        subIcon="ArrowUp"
        subIconColor="success"
        subText="12 more than last year"
        subTextColor="success"
      />,
    );
    const card = screen.getByRole('group', { name: 'Enrolled students 1,234 this year' });
    expect(within(card).getByText('12 more than last year')).toBeTruthy();
    expect(card.querySelectorAll('svg')).toHaveLength(2);
  });

  it('takes an icon by its registry name', () => {
    expect(STATS_ICONS.Money).toBeDefined();
    renderWithFluent(<StatsCard icon="Money" title="Fees due" value="£1,200.00" />);
    const card = screen.getByRole('group', { name: 'Fees due £1,200.00' });
    expect(card.querySelectorAll('svg')).toHaveLength(1);
  });
});
