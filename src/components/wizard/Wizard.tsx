import {
  Button,
  Caption1,
  makeStyles,
  Subtitle1,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { Children, type ReactNode, useId, useMemo } from 'react';
import { type Wizard as WizardConfig, wizardControls, wizardSchema } from '../../domain/ui/widgets';
import { ActionButton } from '../action-button';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // Many steps wrap onto a second row rather than run off a narrow screen.
  tabs: { flexWrap: 'wrap' },
  panel: { paddingBlock: tokens.spacingVerticalM },
  controls: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** The wizard fields of spec §3 (title and subtitle have defaults) and its step state. */
export type WizardProps = Partial<Pick<WizardConfig, 'title' | 'subtitle' | 'availableSteps'>> &
  Pick<WizardConfig, 'items'> & {
    currentStep: number;
    onStepChange: (step: number) => void;
    onFinish: () => void;
    /** What Next reads on the last step (spec §4: 'Finish'). */
    finishLabel?: string;
    /** One child per step, in the order of items. */
    children: ReactNode;
  };

/**
 * A series of steps as tabs: tabs outside availableSteps are disabled, Previous is disabled on
 * the first step, and Next (never disabled) reads Finish on the last step (spec §4 "Widgets").
 * Next asks for the following step; the owner decides whether it becomes available.
 */
export function Wizard({
  currentStep,
  onStepChange,
  onFinish,
  finishLabel,
  children,
  ...config
}: WizardProps) {
  const styles = useStyles();
  const baseId = useId();
  const wizard = useMemo(
    () =>
      wizardSchema.parse({
        title: config.title,
        subtitle: config.subtitle,
        items: config.items,
        availableSteps: config.availableSteps,
      }),
    [config.title, config.subtitle, config.items, config.availableSteps],
  );
  const controls = wizardControls(wizard, currentStep);
  const disabled = new Set(controls.disabledSteps);
  const steps = Children.toArray(children);
  const isLast = controls.nextLabel === 'Finish';
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  return (
    <section className={styles.root} aria-labelledby={`${baseId}-title`}>
      <header>
        <Subtitle1 as="h2" id={`${baseId}-title`}>
          {wizard.title}
        </Subtitle1>
        <div>
          <Caption1>{wizard.subtitle}</Caption1>
        </div>
      </header>
      <TabList
        className={styles.tabs}
        selectedValue={currentStep}
        onTabSelect={(_, data) => onStepChange(Number(data.value))}
        aria-label={wizard.title}
      >
        {wizard.items.map((item, index) => (
          <Tab
            key={item}
            id={tabId(index)}
            value={index}
            disabled={disabled.has(index)}
            aria-controls={index === currentStep ? panelId : undefined}
          >
            {item}
          </Tab>
        ))}
      </TabList>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(currentStep)}
        className={styles.panel}
      >
        {steps[currentStep]}
      </div>
      <div className={styles.controls}>
        <Button disabled={controls.previousDisabled} onClick={() => onStepChange(currentStep - 1)}>
          Previous
        </Button>
        <ActionButton onClick={() => (isLast ? onFinish() : onStepChange(currentStep + 1))}>
          {isLast && finishLabel ? finishLabel : controls.nextLabel}
        </ActionButton>
      </div>
    </section>
  );
}
