import { describe, expect, it } from 'vitest';
import { statsCardSchema, UI_DEFAULTS, wizardControls, wizardSchema } from './widgets';

describe('wizard', () => {
  const wizard = wizardSchema.parse({ items: ['Details', 'Documents', 'Review'] });

  it('defaults its title and subtitle', () => {
    expect(wizard.title).toBe('Wizard');
    expect(wizard.subtitle).toBe('A series of steps');
    expect(wizardSchema.safeParse({ items: [] }).success).toBe(false);
  });

  it('disables Previous on the first step only', () => {
    expect(wizardControls(wizard, 0).previousDisabled).toBe(true);
    expect(wizardControls(wizard, 1).previousDisabled).toBe(false);
    expect(wizardControls(wizard, 2).previousDisabled).toBe(false);
  });

  it('never disables Next, which reads Finish on the last step', () => {
    expect(wizardControls(wizard, 0)).toMatchObject({ nextDisabled: false, nextLabel: 'Next' });
    expect(wizardControls(wizard, 1)).toMatchObject({ nextDisabled: false, nextLabel: 'Next' });
    expect(wizardControls(wizard, 2)).toMatchObject({ nextDisabled: false, nextLabel: 'Finish' });
  });

  it('disables the tabs of steps outside availableSteps', () => {
    expect(wizardControls(wizard, 0).disabledSteps).toEqual([]);
    const limited = wizardSchema.parse({ items: ['a', 'b', 'c', 'd'], availableSteps: [0, 2] });
    expect(wizardControls(limited, 0).disabledSteps).toEqual([1, 3]);
    const none = wizardSchema.parse({ items: ['a', 'b'], availableSteps: [] });
    expect(wizardControls(none, 0).disabledSteps).toEqual([0, 1]);
  });
});

describe('stats card', () => {
  it('requires an icon', () => {
    expect(statsCardSchema.safeParse({ title: 'Students', value: 12 }).success).toBe(false);
    expect(statsCardSchema.parse({ icon: 'People', title: 'Students', value: 12 })).toEqual({
      icon: 'People',
      title: 'Students',
      value: 12,
    });
  });
});

describe('UI defaults', () => {
  it('follows spec §9', () => {
    expect(UI_DEFAULTS).toMatchObject({
      buttonColour: 'success',
      buttonRounded: true,
      buttonFlat: false,
      tabsColour: 'primary',
      avatarSize: 128,
      statsIconSize: 16,
      headingIconSize: 32,
    });
  });
});
