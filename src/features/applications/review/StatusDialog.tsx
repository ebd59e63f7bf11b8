import { Field, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog, ReasonField } from '../../../components/form-dialog';
import {
  statusCommandSchema as statusChangeSchema,
  needsReason as statusNeedsReason,
} from '../../../domain/applications/admissions';
import { SETTABLE_STATUSES } from '../../../domain/applications/decisions';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { notify } from '../../../state/ui';
import { setApplicationStatus } from './commands';

/** Changing an application's status; refusals (rejected, declined, deferred) need a reason. */
export function StatusDialog({
  applicationId,
  applicant,
  status: currentStatus,
  onClose,
}: {
  applicationId: string;
  applicant: string;
  status: string;
  onClose: () => void;
}) {
  const engine = useOffline();
  const [status, setStatus] = useState(currentStatus);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    const parsed = statusChangeSchema.safeParse({ status, reason: reason || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message);
      return;
    }
    if (!engine) return;
    const queued = await engine.queue(setApplicationStatus, {
      id: applicationId,
      applicant,
      ...parsed.data,
    });
    if (!queued) return;
    notify(`${applicant}: ${parsed.data.status}`, 'success');
    onClose();
  };
  return (
    <FormDialog
      title={`Change the status of ${applicant}'s application`}
      submitLabel="Change status"
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Status" required>
        <Select value={status} onChange={(_, data) => setStatus(data.value)}>
          {SETTABLE_STATUSES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </Select>
      </Field>
      <ReasonField
        value={reason}
        onChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
        hint={statusNeedsReason(status) ? 'The applicant is told why.' : 'Optional.'}
        required={statusNeedsReason(status)}
        error={error}
      />
    </FormDialog>
  );
}
