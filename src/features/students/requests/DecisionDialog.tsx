import { DecisionReasonDialog } from '../../../components/form-dialog';
import type { RequestDecision } from '../../../domain/forms';
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
  return (
    <DecisionReasonDialog
      label={label}
      decision={decision}
      refuseVerb="Reject"
      onClose={onClose}
      decide={async (body) => {
        if (!engine) return 'stay';
        const queued = await engine.queue(decideRequest, { id: requestId, label, decision: body });
        if (!queued) return 'stay';
        notify(`${label} ${decision.toLowerCase()}. The student is told by email.`, 'success');
        return 'done';
      }}
    />
  );
}
