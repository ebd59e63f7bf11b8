import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ActionButton } from '../../../components/action-button';
import { FormFieldInput } from '../../../components/form-fields';
import { college } from '../../../deployment';
import { policiesAgreedForm } from '../../../domain/forms';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { notify } from '../../../state/ui';
import { agreePolicies } from './commands';
import { SendState } from './SendState';

// The form reads the fields by name; the values are parsed with the same schema on submit.
const schema = policiesAgreedForm.schema as unknown as z.ZodType<FieldValues, FieldValues>;

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '48rem' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** Step 2: the four policies ticked, with the version shown (spec §5: all four required). */
export function PoliciesStep({
  studentId,
  saved,
  onAgreed,
}: {
  studentId: string;
  saved: Record<string, unknown> | undefined;
  onAgreed: () => void;
}) {
  const styles = useStyles();
  const engine = useOffline();
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...Object.fromEntries(policiesAgreedForm.fields.map((field) => [field.name, false])),
      ...saved,
      // The texts shown now are the ones agreed to.
      policyVersion: college.policyVersion,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    if (!engine) return;
    const queued = await engine.queue(agreePolicies, {
      studentId,
      data: policiesAgreedForm.schema.parse(values),
    });
    if (!queued) return;
    notify('Policies agreed. It is sent when the connection allows.', 'success');
    onAgreed();
  });
  return (
    <form className={styles.form} aria-label="Agree to the policies" noValidate onSubmit={submit}>
      <Text>{policiesAgreedForm.description}</Text>
      <Text size={200}>{`Policy version ${college.policyVersion}`}</Text>
      {policiesAgreedForm.fields.map((field) => (
        <FormFieldInput
          key={field.name}
          field={field}
          name={field.name}
          control={form.control}
          error={form.formState.errors[field.name]?.message as string | undefined}
        />
      ))}
      <div className={styles.actions}>
        <ActionButton type="submit" disabled={form.formState.isSubmitting}>
          Agree to the policies
        </ActionButton>
        <SendState recordId={`${studentId}:policies-agreed`} saved={saved !== undefined} />
      </div>
    </form>
  );
}
