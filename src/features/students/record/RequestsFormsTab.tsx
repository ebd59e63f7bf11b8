import { ReadOnlyTable } from '../../../components/read-only-table';
import { formatDateTime } from '../../../domain/format/dates';
import { intentionsForm, STUDENT_FORMS } from '../../../domain/forms';
import type { StoredStudentForm } from '../../../domain/records/student-form';
import type { StoredStudentRequest } from '../../../domain/records/student-request';
import { RequestsSection } from '../requests/RequestsSection';

const TITLES: Record<string, string> = {
  ...Object.fromEntries(Object.values(STUDENT_FORMS).map((form) => [form.id, form.title])),
  [intentionsForm.id]: intentionsForm.title,
  'policies-agreed': 'Policies agreed',
};

/** The requests the student made, with staff decisions, and the forms they submitted. */
export function RequestsFormsTab({
  requests,
  forms,
  mayDecide,
}: {
  requests: StoredStudentRequest[];
  forms: StoredStudentForm[];
  mayDecide: boolean;
}) {
  return (
    <>
      <RequestsSection requests={requests} mayDecide={mayDecide} />
      <ReadOnlyTable<StoredStudentForm>
        caption="Forms submitted"
        rows={forms}
        rowKey={(row) => row.id}
        empty="The student has not submitted any forms."
        columns={[
          { header: 'Form', cell: (row) => TITLES[row.formId] ?? row.formId, wide: true },
          {
            header: 'Last saved',
            cell: (row) => (row.updatedAt ? formatDateTime(row.updatedAt) : 'Not sent yet'),
          },
        ]}
      />
    </>
  );
}
