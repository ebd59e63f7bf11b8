import { Button, Field, Input, Select } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { messageOfFailure } from '../../../api/client';
import { downloadFile } from '../../../api/entities';
import { FormDialog } from '../../../components/form-dialog';

/**
 * "Download for Xero": a year's invoices as Xero's invoice import file, for a college that
 * imports by hand (Sales → Invoices → Import). The sales account and tax rate are the college's
 * Xero chart's; a year of more than 500 invoices comes in several files.
 */
export function XeroDownload({
  sessions,
  session,
}: {
  sessions: readonly string[];
  session?: string;
}) {
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(session ?? sessions[0] ?? '');
  const [accountCode, setAccountCode] = useState('200');
  const [taxType, setTaxType] = useState('No VAT');
  const download = async () => {
    const query = { session: year, accountCode, taxType };
    try {
      await downloadFile('finance/xero-export', query, 'csv');
    } catch (failure) {
      throw new Error(await messageOfFailure(failure, 'The file could not be made; try again.'));
    }
    setOpen(false);
  };
  return (
    <>
      <Button
        icon={<ArrowDownloadRegular />}
        onClick={() => {
          // The year the list shows, when it is filtered to one.
          setYear(session ?? sessions[0] ?? '');
          setOpen(true);
        }}
      >
        Download for Xero
      </Button>
      {open && (
        <FormDialog
          title="Download invoices for Xero"
          submitLabel="Download"
          onSubmit={download}
          onClose={() => setOpen(false)}
          submitDisabled={!year || !accountCode.trim() || !taxType.trim()}
        >
          <Field label="Academic year" required>
            <Select value={year} onChange={(_event, data) => setYear(data.value)}>
              {sessions.map((title) => (
                <option key={title} value={title}>
                  {title}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Sales account code"
            hint="As in the college's Xero chart of accounts"
            required
          >
            <Input value={accountCode} onChange={(_event, data) => setAccountCode(data.value)} />
          </Field>
          <Field label="Tax rate" hint="Its name in Xero, e.g. No VAT" required>
            <Input value={taxType} onChange={(_event, data) => setTaxType(data.value)} />
          </Field>
        </FormDialog>
      )}
    </>
  );
}
