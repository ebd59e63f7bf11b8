import { Field, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { api, failureOf } from '../../api/client';
import { errorProps, FormDialog } from '../../components/form-dialog';
import { bodyList, bodyMessage } from '../../domain/errors/api-error-body';
import { GIFT_IMPORT_COLUMNS, type GiftImportResult } from '../../domain/fundraising/gift-import';

/**
 * "Import giving history": a donor-system export of gifts (CSV or Excel with the columns
 * donorId, date, amount, fund). A file with a bad line is refused whole, its lines listed.
 */
export function GiftImportDialog({
  onImported,
  onClose,
}: {
  onImported: (result: GiftImportResult) => void;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<string | undefined>();
  const [lines, setLines] = useState<string[]>([]);
  const submit = async () => {
    setLines([]);
    if (!file) {
      setMissing('Choose the gifts file');
      return;
    }
    setMissing(undefined);
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      onImported(await api.post('fundraising/gifts/import', { body }).json<GiftImportResult>());
    } catch (caught) {
      const failure = await failureOf(caught);
      const problems = bodyList(failure.body, 'details').flatMap((detail) => {
        const { param, message } = (detail ?? {}) as { param?: unknown; message?: unknown };
        return typeof param === 'string' && typeof message === 'string'
          ? [`${param[0]?.toUpperCase()}${param.slice(1)}: ${message}`]
          : [];
      });
      if (failure.status === 422 && problems.length > 0) {
        setLines(problems);
        return;
      }
      throw new Error(bodyMessage(failure.body) ?? 'The gifts could not be imported');
    }
  };
  return (
    <FormDialog
      title="Import giving history"
      submitLabel="Import gifts"
      onSubmit={submit}
      onClose={onClose}
    >
      <Text as="p">
        {`A CSV or Excel export from the donor system, with the columns ${GIFT_IMPORT_COLUMNS.join(', ')} (date as YYYY-MM-DD, amount in pounds). Gifts already imported are not added twice.`}
      </Text>
      <Field label="Gifts file" required {...errorProps(missing)}>
        {/* A native control: the Field hands it its id and label through the render function. */}
        {(fieldProps) => (
          <input
            {...fieldProps}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      {lines.length > 0 && (
        <MessageBar intent="error">
          <MessageBarBody>
            Nothing was imported: correct these lines and import the file again.
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
    </FormDialog>
  );
}
