import { Button, Spinner, Text } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useOffline } from '../../app/offline/OfflineProvider';
import { queueRecordChanges } from '../../app/offline/queue-record-changes';
import { useDraft } from '../../app/offline/useDraft';
import { type FormField, RecordForm } from '../../components/record-page';
import { formatTimeOfDay } from '../../domain/format/dates';
import type { SyncedRecord } from '../../offline/types';
import { session } from '../../state/session';
import { notify } from '../../state/ui';
import { type StudentDetails, studentDetailsSchema } from './schemas';

const FIELDS: FormField<StudentDetails>[] = [
  { name: 'firstName', label: 'First name', required: true },
  { name: 'lastName', label: 'Last name', required: true },
  { name: 'preferredName', label: 'Preferred name' },
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'phone', label: 'Phone' },
];

function detailsOf(student: SyncedRecord): StudentDetails {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    firstName: text(student.firstName),
    lastName: text(student.lastName),
    preferredName: text(student.preferredName),
    email: text(student.email),
    phone: text(student.phone),
  };
}

/** The student's own fields, saved as a queued change (works offline; the draft survives reloads). */
export function StudentDetailsForm({ student }: { student: SyncedRecord }) {
  const engine = useOffline();
  const draft = useDraft<StudentDetails>(`students:${student.id}:details`);
  const onValuesChange = useCallback((values: StudentDetails) => draft.save(values), [draft.save]);

  if (!engine || draft.loading) return <Spinner label="Loading, please wait ..." />;
  const current = detailsOf(student);
  return (
    <RecordForm
      key={`${student.id}-${draft.values ? 'draft' : 'record'}`}
      label="Student details"
      schema={studentDetailsSchema}
      fields={FIELDS}
      defaultValues={draft.values ?? current}
      // Without a draft, a sync that changes the record shows in the untouched fields.
      values={draft.values ? undefined : current}
      onValuesChange={onValuesChange}
      status={
        draft.savedAt && (
          <Text size={200}>
            Draft saved {formatTimeOfDay(draft.savedAt)}{' '}
            <Button size="small" appearance="subtle" onClick={() => void draft.discard()}>
              Discard draft
            </Button>
          </Text>
        )
      }
      onSubmit={async (values) => {
        const queued = await queueRecordChanges(
          engine,
          session.user?.id ?? '',
          'students',
          student,
          current,
          values,
          `Student — ${current.firstName} ${current.lastName}`,
        );
        // The draft goes only once the change is safely in the outbox.
        await draft.discard();
        notify(
          queued ? 'Saved. The change is sent when the connection allows.' : 'Nothing changed.',
          'success',
        );
      }}
    />
  );
}
