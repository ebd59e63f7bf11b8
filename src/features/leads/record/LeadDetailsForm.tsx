import type { FormField } from '../../../components/record-page';
import { AGE_RANGES } from '../../../domain/leads/sources';
import {
  leadDisplayName,
  type StoredPotentialStudent,
} from '../../../domain/records/potential-student';
import { OfflineRecordForm } from '../../../offline-react/OfflineRecordForm';
import { type LeadChoices, useLeadChoices } from '../useLeadChoices';
import { detailsOf, type LeadDetails, leadDetailsSchema } from './lead-details';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const fieldsOf = ({
  hubs,
  programmes,
  firstHeard,
  firstContact,
}: LeadChoices): FormField<LeadDetails>[] => [
  { name: 'name', label: 'Name', required: true, cols: 4 },
  { name: 'preferredName', label: 'Preferred name', cols: 4 },
  { name: 'lastName', label: 'Last name', cols: 4 },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone' },
  { name: 'postCode', label: 'Post code', cols: 4 },
  { name: 'hubId', label: 'Hub', type: 'select', options: hubs, cols: 4 },
  {
    name: 'programme',
    label: 'Programme of interest',
    type: 'select',
    options: programmes,
    cols: 4,
  },
  { name: 'ageRange', label: 'Age range', type: 'select', options: options(AGE_RANGES), cols: 4 },
  { name: 'nextActionOn', label: 'Next action', type: 'date', cols: 4 },
  {
    name: 'firstContact',
    label: 'First contact',
    type: 'select',
    options: firstContact,
    cols: 4,
  },
  { name: 'firstHeard', label: 'First heard', type: 'select', options: firstHeard },
  { name: 'sourceEvent', label: 'Event' },
  { name: 'notes', label: 'Notes', type: 'textarea', cols: 12 },
];

/**
 * The potential student's own fields, hub and programme of interest, and next action date, saved as a queued change
 * (`potential-students.update`; works offline, the draft survives reloads).
 */
export function LeadDetailsForm({ lead }: { lead: StoredPotentialStudent }) {
  const choices = useLeadChoices();
  return (
    <OfflineRecordForm
      entity="potential-students"
      record={lead}
      current={detailsOf(lead)}
      schema={leadDetailsSchema}
      fields={fieldsOf(choices)}
      label="Potential student details"
      changeLabel={`Potential student — ${leadDisplayName(lead)}`}
      draftKey={`potential-students:${lead.id}:details`}
    />
  );
}
