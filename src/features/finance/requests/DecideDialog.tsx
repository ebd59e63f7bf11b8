import { Text } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, messageOfFailure } from '../../../api/client';
import { FormDialog, ReasonField } from '../../../components/form-dialog';
import { type RequestDecision, requestDecisionSchema } from '../../../domain/forms/requests';
import { notify } from '../../../state/ui';

/**
 * Approving or refusing a finance request, online (the decision can change the student's plan):
 * a reason is required to refuse, and the student reads it.
 */
export function DecideDialog({
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
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verb = decision === 'Approved' ? 'Approve' : 'Refuse';
  const submit = async () => {
    const parsed = requestDecisionSchema.safeParse({ decision, reason });
    if (!parsed.success) {
      setError(parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message);
      return;
    }
    try {
      await api.post(`finance/requests/${encodeURIComponent(requestId)}/decision`, {
        json: parsed.data,
      });
    } catch (failure) {
      setError(await messageOfFailure(failure));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['finance-requests'] });
    notify(
      `${label} ${decision === 'Approved' ? 'approved' : 'refused'}. The student is told by email.`,
      'success',
    );
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
