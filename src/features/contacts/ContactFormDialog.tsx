import { Field, Input, Select, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { api, failureOf } from '../../api/client';
import { errorProps, FormDialog } from '../../components/form-dialog';
import { bodyList, bodyMessage } from '../../domain/errors/api-error-body';
import {
  CONTACT_RELATIONSHIPS,
  type ContactField,
  type ContactRow,
  contactFormValues,
  contactRecordSchema,
} from '../../domain/records/contact';
import type { OrganisationChoice } from './queries';

const TEXT_FIELDS: readonly [ContactField, string][] = [
  ['title', 'Title'],
  ['name', 'Full name'],
  ['preferredName', 'Preferred name'],
  ['lastName', 'Last name'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['roleTitle', 'Role at the organisation'],
  ['donorId', 'Donor id'],
  ['address1', 'Address line 1'],
  ['address2', 'Address line 2'],
  ['city', 'Town or city'],
  ['county', 'County'],
  ['postCode', 'Postcode'],
];

/**
 * New contact, or edit one (PUT with its version): the contact's one schema checks the form, and
 * the server's refusal (422) shows on the field it names.
 */
export function ContactFormDialog({
  contact,
  organisations,
  onSaved,
  onClose,
}: {
  contact?: ContactRow;
  /** The organisations to choose from (by name); none while they load. */
  organisations: readonly OrganisationChoice[];
  onSaved: (saved: ContactRow) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState(() => contactFormValues(contact));
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const set = (field: ContactField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    const parsed = contactRecordSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<ContactField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ContactField;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const saved = contact
        ? await api
            .put(`contacts/${encodeURIComponent(contact.id)}`, {
              json: parsed.data,
              headers: { 'If-Match': String(contact.version) },
            })
            .json<ContactRow>()
        : await api.post('contacts', { json: parsed.data }).json<ContactRow>();
      onSaved(saved);
    } catch (caught) {
      const failure = await failureOf(caught);
      const fielded: Partial<Record<ContactField, string>> = {};
      for (const detail of bodyList(failure.body, 'details')) {
        const { param, message } = (detail ?? {}) as { param?: unknown; message?: unknown };
        if (typeof param === 'string' && param in values && typeof message === 'string')
          fielded[param as ContactField] = message;
      }
      if (failure.status === 422 && Object.keys(fielded).length > 0) {
        setErrors(fielded);
        return;
      }
      throw new Error(bodyMessage(failure.body) ?? 'The contact could not be saved');
    }
  };

  return (
    <FormDialog
      title={contact ? `Edit ${contact.name}` : 'New contact'}
      submitLabel={contact ? 'Save contact' : 'Create contact'}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Relationship" required {...errorProps(errors.relationship)}>
        <Select value={values.relationship} onChange={(_, data) => set('relationship')(data.value)}>
          {CONTACT_RELATIONSHIPS.map((relationship) => (
            <option key={relationship}>{relationship}</option>
          ))}
        </Select>
      </Field>
      <Field label="Organisation" {...errorProps(errors.organisationId)}>
        <Select
          value={values.organisationId}
          onChange={(_, data) => set('organisationId')(data.value)}
        >
          <option value="">None</option>
          {/* The contact's own organisation stays choosable while the list loads. */}
          {values.organisationId &&
            !organisations.some((organisation) => organisation.id === values.organisationId) && (
              <option value={values.organisationId}>
                {contact?.organisationName ?? values.organisationId}
              </option>
            )}
          {organisations.map((organisation) => (
            <option key={organisation.id} value={organisation.id}>
              {organisation.name}
            </option>
          ))}
        </Select>
      </Field>
      {TEXT_FIELDS.map(([field, label]) => (
        <Field key={field} label={label} required={field === 'name'} {...errorProps(errors[field])}>
          <Input value={values[field]} onChange={(_, data) => set(field)(data.value)} />
        </Field>
      ))}
      <Field label="Notes" {...errorProps(errors.notes)}>
        <Textarea value={values.notes} onChange={(_, data) => set('notes')(data.value)} />
      </Field>
    </FormDialog>
  );
}
