import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Text,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useOffline } from '../../../app/offline/OfflineProvider';
import { ActionButton } from '../../../components/action-button';
import { depositCommandSchema as depositSchema } from '../../../domain/applications/admissions';
import { penceOf } from '../../../domain/applications/decisions';
import { runCommand } from '../../../offline/commands';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';
import { recordDeposit } from './commands';

type Errors = Partial<Record<'amount' | 'paidOn', string>>;

/** Recording the deposit: confirms the place, and the server creates the student record. */
export function DepositDialog({
  applicationId,
  applicant,
  onClose,
}: {
  applicationId: string;
  applicant: string;
  onClose: () => void;
}) {
  const engine = useOffline();
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(() => new Date().toISOString().slice(0, 10));
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = async () => {
    const parsed = depositSchema.safeParse({
      amountPence: penceOf(amount) ?? 0,
      paidOn,
      reference: reference || undefined,
    });
    if (!parsed.success) {
      const of = (field: string) =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({
        amount: of('amountPence') && 'Give the amount paid in pounds, e.g. 250.00',
        paidOn: of('paidOn'),
      });
      return;
    }
    if (!engine) return;
    await runCommand(engine.db, session.user?.id ?? '', recordDeposit, {
      id: applicationId,
      applicant,
      deposit: parsed.data,
    });
    await engine.afterQueued();
    notify(`${applicant}: deposit recorded, place confirmed`, 'success');
    onClose();
  };
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-describedby={undefined}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{`Record ${applicant}'s deposit`}</DialogTitle>
            <DialogContent>
              <Text as="p">
                The place is confirmed and a student record is made for the applicant.
              </Text>
              <Field
                label="Amount (£)"
                required
                validationMessage={errors.amount}
                validationState={errors.amount ? 'error' : 'none'}
              >
                <Input
                  inputMode="decimal"
                  value={amount}
                  onChange={(_, data) => setAmount(data.value)}
                />
              </Field>
              <Field
                label="Paid on"
                required
                validationMessage={errors.paidOn}
                validationState={errors.paidOn ? 'error' : 'none'}
              >
                <Input type="date" value={paidOn} onChange={(_, data) => setPaidOn(data.value)} />
              </Field>
              <Field label="Payment reference">
                <Input value={reference} onChange={(_, data) => setReference(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <ActionButton type="submit">Record deposit</ActionButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
