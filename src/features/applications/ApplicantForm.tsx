import type { z } from 'zod';
import type { FormField } from '../../components/record-page';
import { applicationRecordSchema, type StoredApplication } from '../../domain/records/application';
import { OfflineRecordForm } from '../../offline-react/OfflineRecordForm';

const applicantSchema = applicationRecordSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
});
type Applicant = z.input<typeof applicantSchema>;

const FIELDS: FormField<Applicant>[] = [
  { name: 'firstName', label: 'First name', required: true },
  { name: 'lastName', label: 'Last name', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true },
];

/** The applicant's details, saved as a queued change (works offline; the draft survives reloads). */
export function ApplicantForm({ application }: { application: StoredApplication }) {
  const current: Applicant = {
    firstName: application.firstName,
    lastName: application.lastName,
    email: application.email,
  };
  return (
    <OfflineRecordForm
      entity="applications"
      record={application}
      current={current}
      schema={applicantSchema}
      fields={FIELDS}
      label="Applicant details"
      changeLabel={`Application — ${current.firstName} ${current.lastName}`}
      draftKey={`applications:${application.id}:applicant`}
    />
  );
}
