import { Field, Select, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { CONSENT_PURPOSES, type ConsentPersonKind } from '../../domain/consents/consent';
import {
  CONSENT_SOURCES,
  type ConsentBody,
  consentBodySchema,
} from '../../domain/consents/records';
import { errorProps, FormDialog } from '../form-dialog';
import { DateInput } from '../form-fields';

type ConsentField = 'purpose' | 'source' | 'givenOn';
type FieldMessages = Partial<Record<ConsentField, string>>;

/**
 * "Record a consent" (role:manager): the purpose, where it was given and the day, for a contact,
 * an alumnus or a potential student. `save` sends it: nothing back when recorded, the message of
 * each field the server refused, or it throws with the server's message.
 */
export function RecordConsentDialog({
  person,
  save,
  onRecorded,
  onClose,
}: {
  person: { kind: ConsentPersonKind; id: string; name: string };
  save: (body: ConsentBody) => Promise<FieldMessages | undefined>;
  onRecorded: () => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Record<ConsentField, string>>({
    purpose: 'Fundraising',
    source: CONSENT_SOURCES[0],
    givenOn: new Date().toISOString().slice(0, 10),
  });
  const [errors, setErrors] = useState<Partial<Record<ConsentField, string>>>({});
  const set = (field: ConsentField) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const submit = async () => {
    const parsed = consentBodySchema.safeParse({
      personKind: person.kind,
      personId: person.id,
      ...values,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])),
      );
      return;
    }
    const refused = await save(parsed.data);
    if (refused) setErrors(refused);
    else onRecorded();
  };
  return (
    <FormDialog
      title={`Record a consent of ${person.name}`}
      submitLabel="Record consent"
      onSubmit={submit}
      onClose={onClose}
    >
      <Text as="p">A consent holds from the day it was given until it is withdrawn.</Text>
      <Field label="Purpose" required {...errorProps(errors.purpose)}>
        <Select value={values.purpose} onChange={(_, data) => set('purpose')(data.value)}>
          {CONSENT_PURPOSES.map((purpose) => (
            <option key={purpose}>{purpose}</option>
          ))}
        </Select>
      </Field>
      <Field label="Source" required {...errorProps(errors.source)}>
        <Select value={values.source} onChange={(_, data) => set('source')(data.value)}>
          {CONSENT_SOURCES.map((source) => (
            <option key={source}>{source}</option>
          ))}
        </Select>
      </Field>
      <Field label="Given on" required {...errorProps(errors.givenOn)}>
        <DateInput value={values.givenOn} onChange={set('givenOn')} />
      </Field>
    </FormDialog>
  );
}
