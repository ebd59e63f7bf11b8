import { z } from 'zod';

/** Display defaults of spec §9 "UI". */
export const UI_DEFAULTS = {
  buttonColour: 'success',
  cardColour: 'success',
  buttonRounded: true,
  buttonFlat: false,
  tabsColour: 'primary',
  avatarSize: 128,
  statsIconSize: 16,
  headingIconSize: 32,
} as const;

/** A dashboard statistics card (spec §3): the icon is required. */
export const statsCardSchema = z.object({
  icon: z.string().min(1),
  title: z.string().optional(),
  value: z.union([z.string(), z.number()]).optional(),
  smallValue: z.string().optional(),
  subIcon: z.string().optional(),
  subIconColor: z.string().optional(),
  subText: z.string().optional(),
  subTextColor: z.string().optional(),
});
export type StatsCard = z.infer<typeof statsCardSchema>;

/** A wizard (spec §3): steps, and which of them may be opened. */
export const wizardSchema = z.object({
  title: z.string().default('Wizard'),
  subtitle: z.string().default('A series of steps'),
  items: z.array(z.string().min(1)).min(1),
  availableSteps: z.array(z.int().nonnegative()).optional(),
});
export type Wizard = z.infer<typeof wizardSchema>;

export interface WizardControls {
  /** Tabs that cannot be opened: those outside `availableSteps` (all open when it is absent). */
  disabledSteps: number[];
  previousDisabled: boolean;
  /** Next is never disabled (spec §4 "Widgets"). */
  nextDisabled: false;
  nextLabel: 'Next' | 'Finish';
}

/** The state of a wizard's controls at a step: Previous off on the first, Next reads Finish on the last. */
export function wizardControls(wizard: Wizard, currentStep: number): WizardControls {
  const available = wizard.availableSteps ? new Set(wizard.availableSteps) : undefined;
  const disabledSteps = wizard.items
    .map((_, index) => index)
    .filter((index) => available !== undefined && !available.has(index));
  return {
    disabledSteps,
    previousDisabled: currentStep <= 0,
    nextDisabled: false,
    nextLabel: currentStep >= wizard.items.length - 1 ? 'Finish' : 'Next',
  };
}
