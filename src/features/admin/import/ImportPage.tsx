import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import {
  ImportActions,
  ImportColumnMapping,
  ImportPreviewTable,
  ImportRefusal,
} from '../../../components/imports';
import type { ScreenProps } from '../../../components/screen';
import {
  type AdminImportPreview,
  type AdminImportReport,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  type ImportKind,
} from '../../../domain/imports/kinds';
import type { ColumnMap } from '../../../domain/imports/mapping';
import { ImportResults } from './ImportResults';
import { previewImport, type Refusal, runImport } from './import-api';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  fields: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  },
});

const isKind = (value: string): value is ImportKind =>
  (IMPORT_KINDS as readonly string[]).includes(value);

/**
 * Admin → Import (spec §2.3 admin/import, admin:sysadmin): students, applicants, contacts or
 * organisations from a CSV or Excel file: the columns mapped (guessed from the headers), the
 * first rows shown, a dry run, then the import, all or nothing, with every row's result.
 */
export function ImportPage(_props: ScreenProps) {
  const styles = useStyles();
  const fileId = useId();
  const [kind, setKind] = useState<ImportKind>('contacts');
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<AdminImportPreview>();
  const [mapping, setMapping] = useState<ColumnMap>({});
  const [report, setReport] = useState<AdminImportReport>();
  const [refusal, setRefusal] = useState<Refusal>();
  const [busy, setBusy] = useState(false);

  const read = async (chosenKind: ImportKind, chosen: File | undefined) => {
    setPreview(undefined);
    setReport(undefined);
    setRefusal(undefined);
    if (!chosen) return;
    setBusy(true);
    const answer = await previewImport(chosenKind, chosen);
    setBusy(false);
    if (answer.refusal) return setRefusal(answer.refusal);
    setPreview(answer.preview);
    setMapping(answer.preview?.mapping ?? {});
  };
  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setRefusal(undefined);
    const answer = await runImport(kind, file, mapping, dryRun);
    setBusy(false);
    setReport(answer.report);
    setRefusal(answer.refusal);
  };
  const changeMapping = (next: ColumnMap) => {
    setMapping(next);
    setReport(undefined);
  };
  const unmapped = (preview?.fields ?? []).filter((f) => f.required && !mapping[f.field]);
  const ready = Boolean(file && preview) && unmapped.length === 0 && !busy;
  const dryRunDone = report?.dryRun === true;

  return (
    <div className={styles.page}>
      <div className={styles.fields}>
        <Field label="What to import" required>
          <Select
            value={kind}
            onChange={(_event, data) => {
              if (!isKind(data.value)) return;
              setKind(data.value);
              void read(data.value, file);
            }}
          >
            {IMPORT_KINDS.map((k) => (
              <option key={k} value={k}>
                {IMPORT_KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={{ children: 'File', htmlFor: fileId }}
          hint="CSV or Excel (.xlsx), a header row first; up to 2,000 rows"
          required
        >
          <input
            id={fileId}
            type="file"
            accept=".csv,.xlsx"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setFile(chosen);
              void read(kind, chosen);
            }}
          />
        </Field>
      </div>
      {refusal && <ImportRefusal message={refusal.message} details={refusal.details} />}
      {preview && (
        <>
          <ImportPreviewTable
            caption={`First rows of ${file?.name ?? 'the file'} (${preview.total} in all)`}
            headers={preview.headers}
            rows={preview.rows}
          />
          <ImportColumnMapping
            fields={preview.fields}
            headers={preview.headers}
            mapping={mapping}
            onChange={changeMapping}
          />
          <ImportActions
            ready={ready}
            dryRunDone={dryRunDone}
            onRun={(dryRun) => void run(dryRun)}
            hint={
              unmapped.length > 0
                ? `Choose the column of: ${unmapped.map((f) => f.label).join(', ')}.`
                : report
                  ? undefined
                  : 'Try a dry run first: it saves nothing.'
            }
          />
        </>
      )}
      {report && <ImportResults report={report} />}
    </div>
  );
}
