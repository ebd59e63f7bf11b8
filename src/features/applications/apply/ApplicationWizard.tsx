import { makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DraftNote, FieldCells } from '../../../components/form-fields';
import { Wizard } from '../../../components/wizard';
import {
  applicationForm,
  applicationFormSchema,
  firstIncompleteStep,
  partsOfStep,
  REFEREE_SLOTS,
  stepsFor,
} from '../../../domain/applications/application-form';
import type { FormStep } from '../../../domain/forms/define';
import type { StoredApplication } from '../../../domain/records/application';
import { useChoiceLists } from '../../../offline-react/choice-lists';
import { useOffline } from '../../../offline-react/OfflineProvider';
import type { useDraft } from '../../../offline-react/useDraft';
import { notify } from '../../../state/ui';
import { intakeChoiceProblem, useApplicationChoices } from './choices';
import { submitApplication, updateApplication } from './commands';
import { EssayWordCount } from './EssayWordCount';
import { inviteSlot, RefereesStep } from './RefereesStep';
import { SubmitProblems } from './SubmitProblems';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '56rem' },
});

type Values = FieldValues;
const FORM = applicationForm();
// The renderer reads any form's values as plain field values (as StudentFormPage does).
const SCHEMA: z.ZodType<Values, Values> = applicationFormSchema;

/**
 * The application as a wizard: Next checks the step and saves its parts as a queued PATCH;
 * answers are drafted as the applicant types; Finish saves the last step and submits.
 */
export function ApplicationWizard({
  record,
  initial,
  draft,
}: {
  record: StoredApplication;
  initial: Values;
  draft: ReturnType<typeof useDraft<Values>>;
}) {
  const styles = useStyles();
  const engine = useOffline();
  const form = useForm<Values>({
    resolver: zodResolver(SCHEMA),
    defaultValues: initial,
  });
  const student = form.watch('profile.student') === true;
  const steps = useMemo(() => stepsFor({ profile: { student } }), [student]);
  const start = useMemo(() => firstIncompleteStep(steps, record), [steps, record]);
  const [current, setCurrent] = useState(start);
  const [reached, setReached] = useState(start);
  const hubs = useLiveQuery(async () => (engine ? engine.db.hubs.toArray() : []), [engine]);
  const hubOptions = (hubs ?? []).map((hub) => ({
    value: hub.id,
    label: hub.name,
  }));
  const lists = useChoiceLists();
  const choices = useApplicationChoices(lists, form.watch('course.course'), form.watch('intake'));
  const { save } = draft;
  useEffect(() => {
    const subscription = form.watch((values) => save(values));
    return () => subscription.unsubscribe();
  }, [form, save]);

  const saveStep = async (step: FormStep) => {
    if (!engine) return false;
    if (!(await form.trigger([...step.fields]))) return false;
    const values = form.getValues();
    // The intake must start the programme, by system data's list (the server checks it too).
    const problem = step.fields.includes('intake')
      ? intakeChoiceProblem(lists, record, values)
      : undefined;
    if (problem) {
      form.setError('intake', { message: problem }, { shouldFocus: true });
      return false;
    }
    const changes = Object.fromEntries(
      partsOfStep(step)
        .filter((part) => JSON.stringify(values[part]) !== JSON.stringify(record[part]))
        .map((part) => [part, values[part]]),
    );
    if (Object.keys(changes).length > 0) {
      const queued = await engine.queue(updateApplication, { id: record.id, changes });
      if (!queued) return false;
    }
    return true;
  };
  const goTo = async (index: number) => {
    const step = steps[current];
    if (index > current && step && !(await saveStep(step))) return;
    setCurrent(index);
    setReached((furthest) => Math.max(furthest, index));
  };
  const finish = async () => {
    const step = steps[current];
    if (!engine || (step && !(await saveStep(step)))) return;
    // Referees named but not yet invited are invited now; an empty slot is left for later.
    for (const index of REFEREE_SLOTS.keys()) {
      const named = Object.values(form.getValues(`referees.${index}`) ?? {}).some(Boolean);
      if (named && !(await inviteSlot(form, engine, record.id, index))) return;
    }
    const queued = await engine.queue(submitApplication, { id: record.id });
    if (!queued) return;
    await draft.discard();
    notify('Application submitted. It is sent when the connection allows.', 'success');
  };

  return (
    <form
      className={styles.form}
      aria-label={FORM.title}
      noValidate
      onSubmit={(e) => e.preventDefault()}
    >
      <SubmitProblems applicationId={record.id} />
      <Wizard
        title={FORM.title}
        subtitle={FORM.description}
        items={[...steps.map((step) => step.title), 'Referees']}
        availableSteps={[...steps.keys(), steps.length].filter((index) => index <= reached)}
        currentStep={Math.min(current, steps.length)}
        onStepChange={(index) => void goTo(index)}
        onFinish={() => void finish()}
        finishLabel="Submit application"
      >
        {steps.map((step) => (
          <div key={step.title}>
            <FieldCells
              fields={FORM.fields.filter((field) => step.fields.includes(field.name))}
              form={form}
              runtimeOptions={{ hubs: hubOptions, ...choices }}
            />
            {step.fields.includes('exegesis.essay') && <EssayWordCount form={form} />}
          </div>
        ))}
        <RefereesStep form={form} applicationId={record.id} short={student} />
      </Wizard>
      <DraftNote draft={draft} />
    </form>
  );
}
