import { Field, Input, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { errorProps, FormDialog } from '../../../components/form-dialog';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { createPotentialStudent } from '../commands';
import { useLeadChoices } from '../useLeadChoices';
import { emptyNewLead, type NewLeadField, newLeadValues } from './new-lead';

const TEXT_FIELDS: readonly [NewLeadField, string][] = [
  ['name', 'Name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['postCode', 'Post code'],
];

/**
 * "New potential student": someone who enquired by phone or at a visit, added on this device
 * (offline too) and sent when online; whoever adds them follows them up.
 */
export function NewLeadDialog({
  me,
  onAdded,
  onClose,
}: {
  me: { id: string; name: string; hub?: string };
  onAdded: (id: string) => void;
  onClose: () => void;
}) {
  const engine = useOffline();
  const { hubs, programmes, firstHeard, firstContact } = useLeadChoices();
  const [values, setValues] = useState(() => emptyNewLead(me.hub || undefined));
  const [errors, setErrors] = useState<Partial<Record<NewLeadField, string>>>({});
  const set = (field: NewLeadField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes once it is changed; the others wait for the next Add.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const select = (
    field: NewLeadField,
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Field label={label} {...errorProps(errors[field])}>
      <Select value={values[field]} onChange={(_, data) => set(field)(data.value)}>
        <option value="">Not known</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );

  const submit = async () => {
    const outcome = newLeadValues(values, me);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return;
    }
    setErrors({});
    const id = crypto.randomUUID();
    const queued = await engine?.queue(createPotentialStudent, { id, values: outcome.values });
    if (queued) onAdded(id);
  };

  return (
    <FormDialog
      title="New potential student"
      submitLabel="Add potential student"
      onSubmit={submit}
      onClose={onClose}
      // Until the device's store is open nothing could be queued: never drop the form silently.
      submitDisabled={!engine}
    >
      {TEXT_FIELDS.map(([field, label]) => (
        <Field key={field} label={label} required={field === 'name'} {...errorProps(errors[field])}>
          <Input value={values[field]} onChange={(_, data) => set(field)(data.value)} />
        </Field>
      ))}
      {select('hubId', 'Hub', hubs)}
      {select('programme', 'Programme of interest', programmes)}
      {select('firstHeard', 'First heard', firstHeard)}
      {select('firstContact', 'First contact', firstContact)}
    </FormDialog>
  );
}
