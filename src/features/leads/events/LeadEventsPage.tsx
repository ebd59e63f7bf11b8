import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import type { z } from 'zod';
import {
  ImportActions,
  ImportColumnMapping,
  ImportPreviewTable,
  ImportRefusal,
} from '../../../components/imports';
import type { ScreenProps } from '../../../components/screen';
import type { importPreviewSchema, importReportSchema } from '../../../domain/leads/answers';
import { IMPORT_FIELDS, type ColumnMapping as Mapping } from '../../../domain/leads/event-import';
import { importFile, previewFile, type Refusal } from './events-api';
import { ImportReportTable } from './ImportReportTable';

type Preview = z.infer<typeof importPreviewSchema>;
type Report = z.infer<typeof importReportSchema>;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  fields: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  },
});

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Potential Students → Events (spec §2.3 leads/events, leads:import): an event's attendees
 * from a CSV or Excel file, mapped to fields, tried as a dry run, then imported; each row is
 * created, merged into the potential student it duplicates, or refused with the reason.
 */
export function LeadEventsPage(_props: ScreenProps) {
  const styles = useStyles();
  const fileId = useId();
  const [event, setEvent] = useState('');
  const [eventDate, setEventDate] = useState(today);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<Preview>();
  const [mapping, setMapping] = useState<Mapping>();
  const [report, setReport] = useState<Report>();
  const [refusal, setRefusal] = useState<Refusal>();
  const [busy, setBusy] = useState(false);

  const choose = async (chosen: File | undefined) => {
    setFile(chosen);
    setPreview(undefined);
    setReport(undefined);
    setRefusal(undefined);
    if (!chosen) return;
    setBusy(true);
    const answer = await previewFile(chosen);
    setBusy(false);
    if (answer.refusal) return setRefusal(answer.refusal);
    setPreview(answer.preview);
    setMapping(answer.preview?.mapping as Mapping);
  };
  const run = async (dryRun: boolean) => {
    if (!file || !mapping) return;
    setBusy(true);
    setRefusal(undefined);
    const answer = await importFile(file, { event: event.trim(), eventDate, mapping, dryRun });
    setBusy(false);
    if (answer.refusal) {
      setReport(undefined);
      return setRefusal(answer.refusal);
    }
    setReport(answer.report);
  };
  const changeMapping = (next: Mapping) => {
    setMapping(next);
    setReport(undefined);
  };
  const ready = Boolean(file && mapping?.name && event.trim() && eventDate) && !busy;
  const dryRunDone = report?.dryRun === true;

  return (
    <div className={styles.page}>
      <div className={styles.fields}>
        <Field label="Event" required>
          <Input value={event} onChange={(_e, data) => setEvent(data.value)} />
        </Field>
        <Field label="Event date" required>
          <Input type="date" value={eventDate} onChange={(_e, data) => setEventDate(data.value)} />
        </Field>
        <Field
          label={{ children: 'Attendees file', htmlFor: fileId }}
          hint="CSV or Excel (.xlsx), a header row first"
        >
          <input
            id={fileId}
            type="file"
            accept=".csv,.xlsx"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </Field>
      </div>
      {refusal && <ImportRefusal message={refusal.message} details={refusal.details} />}
      {preview && mapping && (
        <>
          <ImportPreviewTable
            caption={`First rows of ${file?.name ?? 'the file'} (${preview.total} in all)`}
            headers={preview.headers}
            rows={preview.rows}
          />
          <ImportColumnMapping
            fields={IMPORT_FIELDS}
            headers={preview.headers}
            mapping={mapping}
            onChange={changeMapping}
          />
          <ImportActions
            ready={ready}
            dryRunDone={dryRunDone}
            onRun={(dryRun) => void run(dryRun)}
            hint={dryRunDone || report ? undefined : 'Try a dry run first: it saves nothing.'}
          />
        </>
      )}
      {report && <ImportReportTable report={report} />}
    </div>
  );
}
