import { Field, Input, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { errorProps, FormDialog } from '../../components/form-dialog';
import { organisationStatuses } from '../../domain/leads/organisations';
import {
  EMPTY_ORGANISATION_FORM,
  formOfOrganisation,
  type OrganisationForm,
  withPartnerType,
} from '../../domain/organisations/form';
import type { HubOption, OrganisationView } from '../../domain/organisations/organisations';
import { PARTNER_TYPES } from '../../domain/records/organisation';
import { OrganisationFormErrors, saveOrganisation } from './queries';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalXS },
});

type TextField = Exclude<keyof OrganisationForm, 'partnerType' | 'status' | 'hubId'>;

/**
 * New organisation, or Edit (spec §3 Organisation and Address): the status list follows the
 * partner type (a church has its own, §4); the server's refusal shows on the field it names.
 */
export function OrganisationDialog({
  hubs,
  editing,
  onSaved,
  onClose,
}: {
  hubs: readonly HubOption[];
  editing?: OrganisationView;
  onSaved: (organisation: OrganisationView) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [form, setForm] = useState<OrganisationForm>(
    editing ? formOfOrganisation(editing) : EMPTY_ORGANISATION_FORM,
  );
  const [errors, setErrors] = useState<Partial<Record<keyof OrganisationForm, string>>>({});
  const partnerTypes = PARTNER_TYPES.some((type) => type === form.partnerType)
    ? PARTNER_TYPES
    : [form.partnerType, ...PARTNER_TYPES];

  const text = (field: TextField, label: string, required = false) => (
    <Field label={label} required={required} {...errorProps(errors[field])}>
      <Input
        value={form[field]}
        onChange={(_, data) => setForm({ ...form, [field]: data.value })}
        type={field === 'email' ? 'email' : field === 'website' ? 'url' : 'text'}
      />
    </Field>
  );

  const submit = async () => {
    try {
      setErrors({});
      onSaved(await saveOrganisation(form, editing));
    } catch (caught) {
      if (caught instanceof OrganisationFormErrors) {
        setErrors(caught.errors);
        return;
      }
      throw caught;
    }
  };

  return (
    <FormDialog
      title={editing ? `Edit ${editing.name}` : 'New organisation'}
      submitLabel={editing ? 'Save' : 'Create organisation'}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={styles.grid}>
        {text('name', 'Name', true)}
        <Field label="Partner type" required {...errorProps(errors.partnerType)}>
          <Select
            value={form.partnerType}
            onChange={(_, data) => setForm(withPartnerType(form, data.value))}
          >
            {partnerTypes.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </Select>
        </Field>
        <Field label="Status" required {...errorProps(errors.status)}>
          <Select
            value={form.status}
            onChange={(_, data) => setForm({ ...form, status: data.value })}
          >
            {organisationStatuses(form.partnerType).map((status) => (
              <option key={status}>{status}</option>
            ))}
          </Select>
        </Field>
        <Field label="Hub" {...errorProps(errors.hubId)}>
          <Select
            value={form.hubId}
            onChange={(_, data) => setForm({ ...form, hubId: data.value })}
          >
            <option value="">No hub</option>
            {hubs.map((hub) => (
              <option key={hub.id} value={hub.id}>
                {hub.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Address</legend>
        <div className={styles.grid}>
          {text('address1', 'Address line 1')}
          {text('address2', 'Address line 2')}
          {text('city', 'Town or city')}
          {text('county', 'County')}
          {text('postCode', 'Post code')}
        </div>
      </fieldset>
      <div className={styles.grid}>
        {text('email', 'E-mail')}
        {text('phone', 'Phone')}
        {text('website', 'Website')}
      </div>
      <Field label="Notes" {...errorProps(errors.notes)}>
        <Textarea
          value={form.notes}
          onChange={(_, data) => setForm({ ...form, notes: data.value })}
        />
      </Field>
    </FormDialog>
  );
}
