import { Text } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog, ReasonField } from '../../../components/form-dialog';
import { type RequestDecision, requestDecisionSchema } from '../../../domain/forms';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { notify } from '../../../state/ui';
import { decideRequest } from './commands';

/** Approving or rejecting a request: a reason is required to reject (the student reads it). */
export function DecisionDialog({
  requestId,
  label,
  decision,
  onClose,
}: {
  requestId: string;
  label: string;
  decision: RequestDecision;
  onClose: () => void;
}) {
  const engine = useOffline();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verb = decision === 'Approved' ? 'Approve' : 'Reject';
  const submit = async () => {
    const parsed = requestDecisionSchema.safeParse({ decision, reason });
    if (!parsed.success) {
      setError(parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message);
      return;
    }
    if (!engine) return;
    const queued = await engine.queue(decideRequest, {
      id: requestId,
      label,
      decision: parsed.data,
    });
    if (!queued) return;
    notify(`${label} ${decision.toLowerCase()}. The student is told by email.`, 'success');
    onClose();
  };
  return (
    <FormDialog
      title={`${verb} the ${label.toLowerCase()}`}
      submitLabel={verb}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text as="p">
        {decision === 'Approved'
          ? 'The student is told by email. A reason is optional.'
          : 'The student is told by email, with your reason.'}
      </Text>
      <ReasonField
        value={reason}
        onChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
        required={decision === 'Rejected'}
        error={error}
      />
    </FormDialog>
  );
}
