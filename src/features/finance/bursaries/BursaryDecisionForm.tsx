import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { api, messageOfFailure } from '../../../api/client';
import { type FormField, RecordForm } from '../../../components/record-page';
import { BURSARY_TYPES } from '../../../domain/finance/bursaries';
import {
  BURSARY_OUTCOMES,
  bursaryDecisionFormSchema,
  type BursaryDecisionForm as DecisionValues,
  decisionBodyOf,
} from '../../../domain/finance/bursary-review';
import { formatMoney } from '../../../domain/format/numbers';
import { notify } from '../../../state/ui';
import type { BursaryRecord } from './types';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '48rem' },
});

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Pence as the pounds the amount box shows: 150050 → '1500.50'. */
const poundsText = (pence: number | null) =>
  pence === null ? '' : `${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;

/**
 * The decision on a bursary application (spec §4 outcomes, §9 bursary types): an approved
 * amount becomes credit notes on the student's invoices of the year. Needs a connection.
 */
export function BursaryDecisionForm({ record }: { record: BursaryRecord }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const online = navigator.onLine;
  const feesHint = record.finance
    ? `In pounds; at most the year's fees, ${formatMoney(record.finance.feesPence)}`
    : 'In pounds';
  const fields: FormField<DecisionValues>[] = [
    { name: 'outcome', label: 'Outcome', type: 'select', options: options(BURSARY_OUTCOMES) },
    {
      name: 'bursaryType',
      label: 'Bursary type',
      type: 'select',
      options: options(BURSARY_TYPES),
      hint: 'For an approved application',
    },
    { name: 'amountPounds', label: 'Amount awarded (£)', hint: feesHint },
    {
      name: 'comment',
      label: 'Comment to the student',
      type: 'textarea',
      cols: 12,
      hint: 'Needed when rejecting or asking for more information',
    },
  ];
  const decision = record.decision;
  const defaults: DecisionValues = {
    outcome: decision?.outcome ?? record.outcome,
    bursaryType:
      (decision?.bursaryType as DecisionValues['bursaryType'] | null) ??
      (record.applicationType as DecisionValues['bursaryType'] | null) ??
      '',
    amountPounds: poundsText(decision?.amountPence ?? record.soughtPence),
    comment: decision?.comment ?? '',
  };

  async function save(values: DecisionValues) {
    try {
      const saved = await api
        .post(`finance/bursaries/${encodeURIComponent(record.id)}/decision`, {
          json: decisionBodyOf(values),
          headers: record.version > 0 ? { 'if-match': String(record.version) } : {},
        })
        .json<BursaryRecord>();
      queryClient.setQueryData(['finance-bursary', record.id], saved);
      await queryClient.invalidateQueries({ queryKey: ['finance-bursaries'] });
      notify(`Decision saved: ${saved.outcome}`, 'success');
    } catch (failure) {
      throw new Error(await messageOfFailure(failure));
    }
  }

  if (!record.studentId) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>
          The applicant is not a student yet: the decision is made once their place is confirmed.
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <div className={styles.root}>
      {!online && (
        <MessageBar intent="warning">
          <MessageBarBody>Deciding needs a connection: you are offline.</MessageBarBody>
        </MessageBar>
      )}
      <RecordForm
        key={record.version}
        label="Decision"
        schema={bursaryDecisionFormSchema}
        fields={fields}
        defaultValues={defaults}
        onSubmit={save}
        submitLabel="Save decision"
      />
    </div>
  );
}
