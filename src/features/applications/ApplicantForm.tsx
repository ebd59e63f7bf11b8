import { Button, Spinner, Text } from '@fluentui/react-components';
import { useCallback } from 'react';
import type { z } from 'zod';
import { useOffline } from '../../app/offline/OfflineProvider';
import { queueRecordChanges } from '../../app/offline/queue-record-changes';
import { useDraft } from '../../app/offline/useDraft';
import { type FormField, RecordForm } from '../../components/record-page';
import { formatTimeOfDay } from '../../domain/format/dates';
import { applicationRecordSchema } from '../../domain/records/application-records';
import type { SyncedRecord } from '../../offline/types';
import { session } from '../../state/session';
import { notify } from '../../state/ui';

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
export function ApplicantForm({ application }: { application: SyncedRecord }) {
  const engine = useOffline();
  const draft = useDraft<Applicant>(`applications:${application.id}:applicant`);
  const onValuesChange = useCallback((values: Applicant) => draft.save(values), [draft.save]);
  if (!engine || draft.loading) return <Spinner label="Loading, please wait ..." />;
  const current: Applicant = {
    firstName: String(application.firstName ?? ''),
    lastName: String(application.lastName ?? ''),
    email: String(application.email ?? ''),
  };
  return (
    <RecordForm
      key={`${application.id}-${draft.values ? 'draft' : 'record'}`}
      label="Applicant details"
      schema={applicantSchema}
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
          'applications',
          application,
          current,
          values,
          `Application — ${current.firstName} ${current.lastName}`,
        );
        await draft.discard();
        notify(
          queued ? 'Saved. The change is sent when the connection allows.' : 'Nothing changed.',
          'success',
        );
      }}
    />
  );
}
