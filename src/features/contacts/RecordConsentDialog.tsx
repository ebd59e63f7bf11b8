import { Field, Select, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { api, failureOf } from '../../api/client';
import { errorProps, FormDialog } from '../../components/form-dialog';
import { DateInput } from '../../components/form-fields';
import { CONSENT_PURPOSES, type ConsentPersonKind } from '../../domain/consents/consent';
import { CONSENT_SOURCES, consentBodySchema } from '../../domain/consents/records';
import { bodyList, bodyMessage } from '../../domain/errors/api-error-body';

type ConsentField = 'purpose' | 'source' | 'givenOn';

/** "Record a consent" (role:manager): the purpose, where it was given and the day. */
export function RecordConsentDialog({
  person,
  onRecorded,
  onClose,
}: {
  person: { kind: ConsentPersonKind; id: string; name: string };
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
    try {
      await api.post('consents', { json: parsed.data });
      onRecorded();
    } catch (caught) {
      const failure = await failureOf(caught);
      const fielded = bodyList(failure.body, 'details').flatMap((detail) => {
        const { param, message } = (detail ?? {}) as { param?: unknown; message?: unknown };
        return typeof param === 'string' && param in values && typeof message === 'string'
          ? [[param, message] as const]
          : [];
      });
      if (failure.status === 422 && fielded.length > 0) {
        setErrors(Object.fromEntries(fielded));
        return;
      }
      throw new Error(bodyMessage(failure.body) ?? 'The consent could not be recorded');
    }
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
