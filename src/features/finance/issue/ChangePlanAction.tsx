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
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowRepeatAllRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { api, messageOfFailure } from '../../../api/client';
import { formatMoney } from '../../../domain/format/numbers';
import { offline } from '../../../offline-react/state';
import type { PlanAnswer, PlanChangeAnswer } from './types';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** What the action needs of the invoice: its engagement, year and term. */
export interface PlannedInvoice {
  engagementId: string | null;
  sessionId: string;
  paymentTerm: string | null;
}

/**
 * "Change payment plan" on a tuition invoice (spec §2.3): a term among those the programme's
 * fee type offers (and the loan reference for Student Loan). The server credits what is still
 * open on the year's invoices and issues a new one on the new plan; the dialog shows both.
 */
export function ChangePlanAction({ invoice }: { invoice: PlannedInvoice }) {
  const styles = useStyles();
  const { online } = useSnapshot(offline);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState(invoice.paymentTerm ?? '');
  const [loanReference, setLoanReference] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [result, setResult] = useState<PlanChangeAnswer>();
  const url = `finance/payment-plans/${encodeURIComponent(invoice.engagementId ?? '')}/${invoice.sessionId}`;
  const plan = useQuery({
    queryKey: ['finance-payment-plan', invoice.engagementId, invoice.sessionId],
    enabled: open,
    staleTime: 0,
    queryFn: () => api.get(url).json<PlanAnswer>(),
  });
  if (!invoice.engagementId || !invoice.paymentTerm) return null;

  const save = async () => {
    setSaving(true);
    setFailure(undefined);
    try {
      const json = { paymentTerm: term, ...(loanReference.trim() ? { loanReference } : {}) };
      setResult(await api.put(url, { json }).json<PlanChangeAnswer>());
      await queryClient.invalidateQueries({ queryKey: ['finance-invoice'] });
      await queryClient.invalidateQueries({ queryKey: ['finance-invoices'] });
    } catch (error) {
      setFailure(await messageOfFailure(error, 'The plan could not be changed; try again.'));
    } finally {
      setSaving(false);
    }
  };
  const close = () => {
    setOpen(false);
    setResult(undefined);
    setFailure(undefined);
  };

  return (
    <>
      <Button
        icon={<ArrowRepeatAllRegular />}
        onClick={() => {
          setTerm(invoice.paymentTerm ?? '');
          setOpen(true);
        }}
      >
        Change payment plan
      </Button>
      <Dialog open={open} onOpenChange={(_event, data) => !data.open && close()}>
        <DialogSurface aria-describedby={undefined}>
          <DialogBody>
            <DialogTitle>Change payment plan for {invoice.sessionId}</DialogTitle>
            <DialogContent className={styles.content}>
              {!online && (
                <MessageBar intent="warning">
                  <MessageBarBody>
                    Changing a plan needs a connection: you are offline.
                  </MessageBarBody>
                </MessageBar>
              )}
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
              {!result && !plan.data && <Spinner label="Loading, please wait ..." />}
              {!result && plan.data && (
                <>
                  <Text>
                    What is still open on this year's invoices is credited, and the rest is invoiced
                    again on the new plan. A sent invoice is never changed.
                  </Text>
                  <Field label="Payment term" required>
                    <Select value={term} onChange={(_event, data) => setTerm(data.value)}>
                      {plan.data.offeredTerms.map((offered) => (
                        <option key={offered} value={offered}>
                          {offered}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  {term === 'Student Loan' && (
                    <Field label="Loan reference" required hint="The Student Loans Company's">
                      <Input
                        value={loanReference}
                        onChange={(_event, data) => setLoanReference(data.value)}
                      />
                    </Field>
                  )}
                </>
              )}
              {result && <PlanResult result={result} listClass={styles.list} onOpen={close} />}
            </DialogContent>
            <DialogActions>
              {!result && (
                <Button
                  appearance="primary"
                  disabled={!online || saving || !plan.data || !term}
                  onClick={save}
                >
                  Change plan
                </Button>
              )}
              <Button onClick={close}>{result ? 'Close' : 'Cancel'}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}

function PlanResult({
  result,
  listClass,
  onOpen,
}: {
  result: PlanChangeAnswer;
  listClass: string;
  onOpen: () => void;
}) {
  if (result.outcome !== 'reissued') {
    return (
      <Text role="status">
        {result.outcome === 'not-invoiced'
          ? 'The plan is saved; the year is not invoiced yet.'
          : 'The plan is saved; the invoices already follow it.'}
      </Text>
    );
  }
  return (
    <div role="status">
      <Text weight="semibold">The plan is changed.</Text>
      <ul className={listClass} aria-label="Credit notes">
        {result.creditNotes.map((note) => (
          <li key={note.id}>
            Credit note {note.number}: {formatMoney(note.amountPence)}
          </li>
        ))}
      </ul>
      {result.invoice && (
        <Text>
          New invoice{' '}
          <Link to={`/finance/invoices/${encodeURIComponent(result.invoice.id)}`} onClick={onOpen}>
            {result.invoice.number}
          </Link>{' '}
          for {formatMoney(result.invoice.amountPence)} ({result.invoice.paymentTerm})
        </Text>
      )}
    </div>
  );
}
