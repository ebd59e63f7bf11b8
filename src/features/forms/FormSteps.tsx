import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FieldCells } from '../../components/form-fields';
import { Wizard } from '../../components/wizard';
import type { FormStep, StudentFormField } from '../../domain/forms/define';

/**
 * A form shown as a wizard (spec §3 Wizard): one step's fields at a time. Next checks the step's
 * fields with the form's schema before moving on; a later tab opens once every step before it
 * is valid; Finish submits the whole form.
 */
export function FormSteps({
  title,
  description,
  steps,
  fields,
  form,
  onFinish,
}: {
  title: string;
  description: string;
  steps: readonly FormStep[];
  fields: readonly StudentFormField[];
  form: UseFormReturn<FieldValues>;
  onFinish: () => void;
}) {
  const [current, setCurrent] = useState(0);
  const [reached, setReached] = useState(0);
  const goTo = async (step: number) => {
    if (step > current) {
      const valid = await form.trigger([...(steps[current]?.fields ?? [])]);
      if (!valid) return;
    }
    setCurrent(step);
    setReached((furthest) => Math.max(furthest, step));
  };
  return (
    <Wizard
      title={title}
      subtitle={description}
      items={steps.map((step) => step.title)}
      availableSteps={steps.map((_, index) => index).filter((index) => index <= reached)}
      currentStep={current}
      onStepChange={(step) => void goTo(step)}
      onFinish={onFinish}
    >
      {steps.map((step) => (
        <FieldCells
          key={step.title}
          fields={fields.filter((field) => step.fields.includes(field.name))}
          form={form}
        />
      ))}
    </Wizard>
  );
}
