import type { FormField } from '../../../components/record-page';
import type { StoredStudent } from '../../../domain/records/student';
import { OfflineRecordForm } from '../../../offline-react/OfflineRecordForm';
import { type StudentDetails, studentDetailsSchema } from '../schemas';

const FIELDS: FormField<StudentDetails>[] = [
  { name: 'firstName', label: 'First name', required: true },
  { name: 'lastName', label: 'Last name', required: true },
  { name: 'preferredName', label: 'Preferred name' },
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'phone', label: 'Phone' },
  { name: 'dateOfBirth', label: 'Date of birth', type: 'date' },
  { name: 'partnerId', label: 'Partner ID', hint: 'Partner-institution students only: 7 digits' },
];

// The form shows an empty optional field as empty text (and saves empty text as no value).
function detailsOf(student: StoredStudent): StudentDetails {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    preferredName: student.preferredName ?? '',
    email: student.email,
    phone: student.phone ?? '',
    dateOfBirth: student.dateOfBirth ?? '',
    partnerId: student.partnerId ?? '',
  };
}

/** The student's own fields, saved as a queued change (works offline; the draft survives reloads). */
export function StudentDetailsForm({ student }: { student: StoredStudent }) {
  const current = detailsOf(student);
  return (
    <OfflineRecordForm
      entity="students"
      record={student}
      current={current}
      schema={studentDetailsSchema}
      fields={FIELDS}
      label="Student details"
      changeLabel={`Student — ${current.firstName} ${current.lastName}`}
      draftKey={`students:${student.id}:details`}
    />
  );
}
