import { Button, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { api, messageOfFailure } from '../../../api/client';
import { downloadFile } from '../../../api/entities';
import { FormDialog } from '../../../components/form-dialog';
import type { InvoiceRecordView } from '../../../domain/finance/invoice-record';
import { notify } from '../../../state/ui';

/** "Download PDF" and "Email to student" (with a confirmation) on the invoice record. */
export function InvoiceDocumentActions({
  invoice,
  onSent,
}: {
  invoice: InvoiceRecordView;
  onSent: (record: InvoiceRecordView) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const path = `finance/invoices/${encodeURIComponent(invoice.id)}`;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(`${path}/pdf`, {}, 'pdf');
    } catch (failure) {
      notify(await messageOfFailure(failure), 'error');
    } finally {
      setDownloading(false);
    }
  };
  const send = async () => {
    try {
      const record = await api.post(`${path}/email`).json<InvoiceRecordView>();
      onSent(record);
      setConfirming(false);
      notify(`Invoice ${invoice.number} sent to ${invoice.student.email}`, 'success');
    } catch (failure) {
      throw new Error(await messageOfFailure(failure));
    }
  };
  return (
    <>
      <Button onClick={() => void download()} disabled={downloading}>
        Download PDF
      </Button>
      <Button onClick={() => setConfirming(true)}>Email to student</Button>
      {confirming && (
        <FormDialog
          title={`Email ${invoice.number} to the student?`}
          submitLabel="Send"
          onSubmit={send}
          onClose={() => setConfirming(false)}
        >
          <Text as="p">
            {invoice.student.name} ({invoice.student.email}) receives the invoice's figures and a
            link to read it in Fees.
            {invoice.sentOn ? '' : ' The invoice is a draft: sending it marks it sent today.'}
          </Text>
        </FormDialog>
      )}
    </>
  );
}
