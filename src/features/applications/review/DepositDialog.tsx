import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
} from '@fluentui/react-components';
import { useState } from 'react';
import { errorProps, FormDialog } from '../../../components/form-dialog';
import { DateInput } from '../../../components/form-fields';
import {
  depositCommandSchema as depositSchema,
  unmetConditions,
} from '../../../domain/applications/admissions';
import { penceOf } from '../../../domain/applications/decisions';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { useFeatures } from '../../../state/features';
import { notify } from '../../../state/ui';
import { recordDeposit } from './commands';

type Errors = Partial<Record<'amount' | 'paidOn', string>>;

/** Recording the deposit: confirms the place, and the server creates the student record. */
export function DepositDialog({
  applicationId,
  applicant,
  conditions,
  onClose,
}: {
  applicationId: string;
  applicant: string;
  /** The offer's conditions: while one is unmet the deposit cannot be recorded. */
  conditions: unknown;
  onClose: () => void;
}) {
  const engine = useOffline();
  const features = useFeatures();
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(() => new Date().toISOString().slice(0, 10));
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // The server refuses it too (409); with conditional offers off there are no conditions.
  const unmet = features.conditionalOffers ? unmetConditions(conditions) : [];
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
    const queued = await engine.queue(recordDeposit, {
      id: applicationId,
      applicant,
      deposit: parsed.data,
    });
    if (!queued) return;
    notify(`${applicant}: deposit recorded, place confirmed`, 'success');
    onClose();
  };
  return (
    <FormDialog
      title={`Record ${applicant}'s deposit`}
      submitLabel="Record deposit"
      onSubmit={submit}
      onClose={onClose}
      submitDisabled={unmet.length > 0}
    >
      {unmet.length > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>The deposit waits for the conditions of the offer</MessageBarTitle>
            <div>Mark them met on the Conditions tab first. Still unmet:</div>
            <ul aria-label="Unmet conditions">
              {unmet.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <Text as="p">The place is confirmed and a student record is made for the applicant.</Text>
          <Field label="Amount (£)" required {...errorProps(errors.amount)}>
            <Input
              inputMode="decimal"
              value={amount}
              onChange={(_, data) => setAmount(data.value)}
            />
          </Field>
          <Field label="Paid on" required {...errorProps(errors.paidOn)}>
            <DateInput value={paidOn} onChange={setPaidOn} />
          </Field>
          <Field label="Payment reference">
            <Input value={reference} onChange={(_, data) => setReference(data.value)} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
