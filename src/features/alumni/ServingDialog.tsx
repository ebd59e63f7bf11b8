import { Button, Field, Input, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { api, failureOf } from '../../api/client';
import { errorProps, FormDialog } from '../../components/form-dialog';
import {
  type AlumnusRow,
  alumnusRowSchema,
  type ServingBody,
  servingBodySchema,
} from '../../domain/alumni/alumni';
import { bodyList, bodyMessage } from '../../domain/errors/api-error-body';

type Errors = Partial<Record<keyof ServingBody, string>>;

function errorsOf(details: readonly unknown[]): Errors {
  const errors: Errors = {};
  for (const detail of details) {
    const { param, message } = (detail ?? {}) as { param?: unknown; message?: unknown };
    if ((param === 'organisationId' || param === 'servingAs') && typeof message === 'string')
      errors[param] = message;
  }
  return errors;
}

/** Where an alumnus serves: the organisation and their role there (issue 20). */
export function ServingDialog({
  alumnus,
  organisations,
  onSaved,
  onClose,
  onRecordConsent,
}: {
  alumnus: AlumnusRow;
  organisations: readonly { id: string; name: string }[];
  onSaved: (row: AlumnusRow) => void;
  onClose: () => void;
  /** Opens "Record a consent" for them instead (offered to role:manager). */
  onRecordConsent?: () => void;
}) {
  const [organisationId, setOrganisationId] = useState(alumnus.organisationId ?? '');
  const [servingAs, setServingAs] = useState(alumnus.servingAs ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const parsed = servingBodySchema.safeParse({
      organisationId: organisationId || null,
      servingAs,
    });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues.map((i) => ({ ...i, param: i.path.join('.') }))));
      return;
    }
    setErrors({});
    try {
      const saved = await api
        .put(`alumni/${encodeURIComponent(alumnus.studentId)}/serving`, { json: parsed.data })
        .json();
      onSaved(alumnusRowSchema.parse(saved));
    } catch (caught) {
      const failure = await failureOf(caught);
      const fielded = errorsOf(bodyList(failure.body, 'details'));
      if (failure.status === 422 && Object.keys(fielded).length > 0) {
        setErrors(fielded);
        return;
      }
      throw new Error(bodyMessage(failure.body) ?? 'Where they serve could not be saved');
    }
  };

  return (
    <FormDialog
      title={`Where ${alumnus.name} serves`}
      submitLabel="Save"
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Organisation" {...errorProps(errors.organisationId)}>
        <Select value={organisationId} onChange={(_, data) => setOrganisationId(data.value)}>
          <option value="">Not recorded</option>
          {organisations.map((organisation) => (
            <option key={organisation.id} value={organisation.id}>
              {organisation.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Serving as"
        hint="Their role there, e.g. Curate"
        {...errorProps(errors.servingAs)}
      >
        <Input value={servingAs} onChange={(_, data) => setServingAs(data.value)} />
      </Field>
      {onRecordConsent && (
        <div>
          <Button appearance="secondary" onClick={onRecordConsent}>
            Record a consent of {alumnus.name}
          </Button>
        </div>
      )}
    </FormDialog>
  );
}
