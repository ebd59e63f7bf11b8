import { Field, Input, Select, Text } from '@fluentui/react-components';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { api, failureOf } from '../../../api/client';
import { errorProps, FormDialog } from '../../../components/form-dialog';
import { DateInput } from '../../../components/form-fields';
import { bodyList, bodyMessage } from '../../../domain/errors/api-error-body';
import {
  type InvoiceRecordView,
  PAYMENT_FORM_FIELD,
  type PaymentFormValues,
  paymentOfForm,
} from '../../../domain/finance/invoice-record';
import { PAYMENT_METHODS, type PaymentBody } from '../../../domain/finance/payments';
import { formatMoney } from '../../../domain/format/numbers';

// The payment's own schema checks the typed form (paymentOfForm): the amount typed in pounds
// becomes pence; its problems show on the fields they concern.
const resolver: Resolver<PaymentFormValues> = async (values) => {
  const outcome = paymentOfForm(values);
  if (outcome.ok) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      Object.entries(outcome.errors).map(([field, message]) => [
        field,
        { type: 'validate', message },
      ]),
    ),
  };
};

const isPaymentField = (param: unknown): param is keyof PaymentBody =>
  typeof param === 'string' && param in PAYMENT_FORM_FIELD;

/**
 * "Record payment" (spec §2.3 Payments): amount in pounds, the day, the method and a reference.
 * The server's refusal (422: more than is due, a day after today) shows on the field it names.
 */
export function RecordPaymentDialog({
  invoice,
  today,
  onRecorded,
  onClose,
}: {
  invoice: InvoiceRecordView;
  today: string;
  onRecorded: (record: InvoiceRecordView) => void;
  onClose: () => void;
}) {
  const form = useForm<PaymentFormValues>({
    resolver,
    defaultValues: { amount: '', paidOn: today, method: 'Bank transfer', reference: '' },
  });
  const { errors } = form.formState;
  const submit = () =>
    form.handleSubmit(async (values) => {
      const outcome = paymentOfForm(values);
      if (!outcome.ok) return;
      try {
        const record = await api
          .post(`finance/invoices/${encodeURIComponent(invoice.id)}/payments`, {
            json: outcome.body,
          })
          .json<InvoiceRecordView>();
        onRecorded(record);
      } catch (caught) {
        const failure = await failureOf(caught);
        const fielded = bodyList(failure.body, 'details').flatMap((detail) => {
          const { param, message } = (detail ?? {}) as { param?: unknown; message?: unknown };
          return isPaymentField(param) && typeof message === 'string'
            ? [{ field: PAYMENT_FORM_FIELD[param], message }]
            : [];
        });
        if (failure.status === 422 && fielded.length > 0) {
          for (const [index, { field, message }] of fielded.entries()) {
            form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
          }
          return;
        }
        throw new Error(bodyMessage(failure.body) ?? 'The payment could not be recorded');
      }
    })();
  return (
    <FormDialog
      title={`Record a payment on ${invoice.number}`}
      submitLabel="Record payment"
      onSubmit={submit}
      onClose={onClose}
    >
      <Text as="p">
        {invoice.student.name} owes {formatMoney(invoice.balancePence)} on this invoice.
      </Text>
      <Controller
        control={form.control}
        name="amount"
        render={({ field }) => (
          <Field label="Amount (£)" required {...errorProps(errors.amount?.message)}>
            <Input
              {...field}
              inputMode="decimal"
              onChange={(_, data) => field.onChange(data.value)}
            />
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="paidOn"
        render={({ field }) => (
          <Field label="Paid on" required {...errorProps(errors.paidOn?.message)}>
            <DateInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <Field label="Method" required {...errorProps(errors.method?.message)}>
            <Select {...field} onChange={(_, data) => field.onChange(data.value)}>
              {PAYMENT_METHODS.map((method) => (
                <option key={method}>{method}</option>
              ))}
            </Select>
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="reference"
        render={({ field }) => (
          <Field label="Reference" {...errorProps(errors.reference?.message)}>
            <Input {...field} onChange={(_, data) => field.onChange(data.value)} />
          </Field>
        )}
      />
    </FormDialog>
  );
}
