import { useQueryClient } from '@tanstack/react-query';
import { api, messageOfFailure } from '../../../api/client';
import { DecisionReasonDialog } from '../../../components/form-dialog';
import type { RequestDecision } from '../../../domain/forms/requests';
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
  return (
    <DecisionReasonDialog
      label={label}
      decision={decision}
      refuseVerb="Refuse"
      onClose={onClose}
      decide={async (body) => {
        try {
          await api.post(`finance/requests/${encodeURIComponent(requestId)}/decision`, {
            json: body,
          });
        } catch (failure) {
          return { error: await messageOfFailure(failure) };
        }
        await queryClient.invalidateQueries({ queryKey: ['finance-requests'] });
        notify(
          `${label} ${decision === 'Approved' ? 'approved' : 'refused'}. The student is told by email.`,
          'success',
        );
        return 'done';
      }}
    />
  );
}
