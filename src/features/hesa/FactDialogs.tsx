import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { errorProps, FormDialog } from '../../components/form-dialog';
import type {
  FactKind,
  HubFacts,
  ModuleFacts,
  ProgrammeFacts,
} from '../../domain/hesa/reference-facts';
import { slugOf } from '../../domain/hesa/reference-facts';
import { FactErrors, type FactRow, saveFacts } from './facts-api';
import { draftsOf, SharesField, sharesOf } from './SharesField';

// The edit dialogs of the "Courses, modules and venues" tab: one per kind of record, each
// saving with PUT hesa/facts/:kind/:refId and showing a 422's messages under their fields.

type Errors = Record<string, string>;
interface DialogProps<F> {
  row: FactRow<F>;
  onSaved: () => void;
  onClose: () => void;
}

/** Saves; field refusals go under their fields (the dialog stays open), others to the dialog. */
function useSave(kind: FactKind, refId: string, what: string, onSaved: () => void) {
  const [errors, setErrors] = useState<Errors>({});
  const save = async (facts: object) => {
    setErrors({});
    try {
      await saveFacts(kind, refId, facts, what);
      onSaved();
    } catch (caught) {
      if (caught instanceof FactErrors && Object.keys(caught.fields).length > 0) {
        setErrors(caught.fields);
        return;
      }
      throw caught;
    }
  };
  return { errors, save };
}

/** Text typed, or nothing: an empty field is not sent (the fact is then missing). */
const given = (value: string) => (value.trim() === '' ? undefined : value.trim());

export function ProgrammeDialog({ row, onSaved, onClose }: DialogProps<ProgrammeFacts>) {
  const [qualcat, setQualcat] = useState(row.facts.qualcat ?? '');
  const [awardingBody, setAwardingBody] = useState(row.facts.awardingBody ?? '');
  const [subjects, setSubjects] = useState(draftsOf(row.facts.subjects));
  const [fundingBody, setFundingBody] = useState(row.facts.fundingBody ?? '');
  const { errors, save } = useSave('programme', row.id, row.name, onSaved);
  return (
    <FormDialog
      title={`HESA facts of ${row.name}`}
      submitLabel="Save"
      onClose={onClose}
      onSubmit={() =>
        save({
          qualcat: given(qualcat),
          awardingBody: given(awardingBody),
          subjects: sharesOf(subjects),
          fundingBody: given(fundingBody),
        })
      }
    >
      <Field
        label="Qualification category (QUALCAT)"
        hint="From the coding manual, e.g. M0002"
        {...errorProps(errors.qualcat)}
      >
        <Input value={qualcat} onChange={(_, d) => setQualcat(d.value)} />
      </Field>
      <Field
        label="Awarding body UKPRN (AWARDINGBODYID)"
        hint="The partner university's 8-digit UKPRN"
        {...errorProps(errors.awardingBody)}
      >
        <Input value={awardingBody} onChange={(_, d) => setAwardingBody(d.value)} />
      </Field>
      <SharesField
        legend="Subjects (QualificationSubject)"
        thing="HECoS subject"
        noun="HECoS subject"
        hint="6 digits"
        drafts={subjects}
        onChange={setSubjects}
        error={errors.subjects}
      />
      <Field
        label="Funding body (FUNDINGBODY), optional"
        hint="Written on each student course session of this programme"
        {...errorProps(errors.fundingBody)}
      >
        <Input value={fundingBody} onChange={(_, d) => setFundingBody(d.value)} />
      </Field>
    </FormDialog>
  );
}

export function ModuleDialog({ row, onSaved, onClose }: DialogProps<ModuleFacts>) {
  const [costCentres, setCostCentres] = useState(draftsOf(row.facts.costCentres));
  const [subjects, setSubjects] = useState(draftsOf(row.facts.subjects));
  const { errors, save } = useSave('module', row.id, row.name, onSaved);
  return (
    <FormDialog
      title={`HESA facts of ${row.id} ${row.name}`}
      submitLabel="Save"
      onClose={onClose}
      onSubmit={() => save({ costCentres: sharesOf(costCentres), subjects: sharesOf(subjects) })}
    >
      <SharesField
        legend="Cost centres (ModuleCostCentre)"
        thing="Cost centre"
        noun="cost centre"
        hint="3 digits, e.g. 142 Theology & religious studies"
        drafts={costCentres}
        onChange={setCostCentres}
        error={errors.costCentres}
      />
      <SharesField
        legend="Subjects (ModuleSubject)"
        thing="HECoS subject"
        noun="HECoS subject"
        hint="6 digits"
        drafts={subjects}
        onChange={setSubjects}
        error={errors.subjects}
      />
    </FormDialog>
  );
}

export function HubDialog({ row, onSaved, onClose }: DialogProps<HubFacts>) {
  const [postcode, setPostcode] = useState(row.facts.postcode ?? '');
  const { errors, save } = useSave('hub', row.id, row.name, onSaved);
  return (
    <FormDialog
      title={`Venue of ${row.name}`}
      submitLabel="Save"
      onClose={onClose}
      onSubmit={() => save({ postcode: given(postcode) })}
    >
      <Field label="Postcode (POSTCODE)" {...errorProps(errors.postcode)}>
        <Input value={postcode} onChange={(_, d) => setPostcode(d.value)} />
      </Field>
    </FormDialog>
  );
}

/** A residential venue: a new one gets its id from its name. */
export function VenueDialog({
  venue,
  taken,
  onSaved,
  onClose,
}: {
  venue?: { id: string; name: string; postcode: string };
  /** Ids of the venues listed: a new venue must not take one. */
  taken: readonly string[];
  onSaved: () => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(venue?.name ?? '');
  const [postcode, setPostcode] = useState(venue?.postcode ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const submit = async () => {
    if (name.trim() === '') {
      setErrors({ name: 'Give the venue a name' });
      return;
    }
    if (!venue && taken.includes(slugOf(name))) {
      setErrors({ name: 'A venue of that name is listed: edit it instead' });
      return;
    }
    setErrors({});
    try {
      await saveFacts('venue', venue?.id ?? slugOf(name), { name, postcode }, name);
      onSaved();
    } catch (caught) {
      if (caught instanceof FactErrors && Object.keys(caught.fields).length > 0) {
        setErrors(caught.fields);
        return;
      }
      throw caught;
    }
  };
  return (
    <FormDialog
      title={venue ? `Residential venue ${venue.name}` : 'Add a residential venue'}
      submitLabel="Save"
      onClose={onClose}
      onSubmit={submit}
    >
      <Field label="Name (VENUENAME)" required {...errorProps(errors.name ?? errors.refId)}>
        <Input value={name} onChange={(_, d) => setName(d.value)} />
      </Field>
      <Field label="Postcode (POSTCODE)" required {...errorProps(errors.postcode)}>
        <Input value={postcode} onChange={(_, d) => setPostcode(d.value)} />
      </Field>
    </FormDialog>
  );
}
