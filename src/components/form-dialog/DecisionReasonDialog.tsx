import { Text } from '@fluentui/react-components';
import { useState } from 'react';
import { type RequestDecision, requestDecisionSchema } from '../../domain/forms/requests';
import { FormDialog } from './FormDialog';
import { ReasonField } from './ReasonField';

/** What deciding answers: done (the dialog closes), stay open as it is, or a sentence to show. */
export type DecisionOutcome = 'done' | 'stay' | { error: string };

/**
 * Approving or refusing a student's request: a reason is required to refuse (the student reads
 * it, by e-mail). `decide` sends the checked decision, online or through the outbox.
 */
export function DecisionReasonDialog({
  label,
  decision,
  refuseVerb,
  decide,
  onClose,
}: {
  /** What is decided, e.g. "Study break request". */
  label: string;
  decision: RequestDecision;
  /** The word of a refusal on the title and button: Reject, Refuse. */
  refuseVerb: string;
  decide: (body: {
    decision: RequestDecision;
    reason?: string | undefined;
  }) => Promise<DecisionOutcome>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verb = decision === 'Approved' ? 'Approve' : refuseVerb;
  const submit = async () => {
    const parsed = requestDecisionSchema.safeParse({ decision, reason });
    if (!parsed.success) {
      setError(parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message);
      return;
    }
    const outcome = await decide(parsed.data);
    if (outcome === 'done') onClose();
    else if (outcome !== 'stay') setError(outcome.error);
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
