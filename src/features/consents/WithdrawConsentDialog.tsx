import { Field, Text, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { api, failureOf } from '../../api/client';
import { errorProps, FormDialog } from '../../components/form-dialog';
import { DateInput } from '../../components/form-fields';
import { type ConsentRow, withdrawalBodySchema } from '../../domain/consents/records';
import { bodyList, bodyMessage } from '../../domain/errors/api-error-body';

type WithdrawalField = 'withdrawnOn' | 'reason';

/**
 * "Withdraw consent" (role:manager): the day and the reason. The consent keeps its row; from
 * that day the person leaves every list and export that needs it.
 */
export function WithdrawConsentDialog({
  consent,
  onWithdrawn,
  onClose,
}: {
  consent: ConsentRow;
  onWithdrawn: () => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Record<WithdrawalField, string>>({
    withdrawnOn: new Date().toISOString().slice(0, 10),
    reason: '',
  });
  const [errors, setErrors] = useState<Partial<Record<WithdrawalField, string>>>({});
  const set = (field: WithdrawalField) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const submit = async () => {
    const parsed = withdrawalBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])),
      );
      return;
    }
    try {
      await api.post(`consents/${encodeURIComponent(consent.id)}/withdraw`, {
        json: parsed.data,
        headers: { 'If-Match': String(consent.version) },
      });
      onWithdrawn();
    } catch (caught) {
      const failure = await failureOf(caught);
      const fielded = bodyList(failure.body, 'details').flatMap((detail) => {
        const { param, message } = (detail ?? {}) as { param?: unknown; message?: unknown };
        return typeof param === 'string' && param in values && typeof message === 'string'
          ? [[param, message] as const]
          : [];
      });
      if (failure.status === 422 && fielded.length > 0) {
        setErrors(Object.fromEntries(fielded));
        return;
      }
      throw new Error(bodyMessage(failure.body) ?? 'The consent could not be withdrawn');
    }
  };
  return (
    <FormDialog
      title={`Withdraw ${consent.personName}'s ${consent.purpose} consent`}
      submitLabel="Withdraw consent"
      onSubmit={submit}
      onClose={onClose}
    >
      <Text as="p">
        The consent stays on record as withdrawn; from that day they are left out of every list and
        export that needs it.
      </Text>
      <Field label="Withdrawn on" required {...errorProps(errors.withdrawnOn)}>
        <DateInput value={values.withdrawnOn} onChange={set('withdrawnOn')} />
      </Field>
      <Field label="Reason" required {...errorProps(errors.reason)}>
        <Textarea value={values.reason} onChange={(_, data) => set('reason')(data.value)} />
      </Field>
    </FormDialog>
  );
}
