import {
  Button,
  Checkbox,
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ExportKind } from '../../api/entities';
import type { ScreenProps } from '../../components/screen';
import { Surface } from '../../components/screen';
import type {
  ReportEntity,
  ReportResult,
  SavedReport,
} from '../../domain/custom-reports/definition';
import { offline } from '../../offline-react/state';
import { deleteReport, exportReport, listReports, readCatalog, runReport, saveReport } from './api';
import { definitionOf, draftOf, emptyDraft, type ReportDraft } from './draft';
import { ReportBuilder } from './ReportBuilder';
import { ReportResultTable } from './ReportResultTable';
import { SavedReports } from './SavedReports';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)',
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  main: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  name: { flexGrow: 1, maxWidth: '28rem', minWidth: 'min(16rem, 100%)' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

const EXPORTS: { kind: ExportKind; label: string }[] = [
  { kind: 'excel', label: 'Excel' },
  { kind: 'csv', label: 'CSV' },
  { kind: 'pdf', label: 'PDF' },
  { kind: 'xml', label: 'XML' },
];

type Notice = { intent: 'success' | 'error'; text: string } | undefined;

/**
 * Reporting → Custom (students:admin or applications:admin, issue 22): build a report on an
 * entity from the fields the server offers (only those the person may read), filter, sort and
 * group it with counts and sums, run it on the server in their scope, save it (private or
 * shared) and export its records in any export type. Online only.
 */
export function CustomReportPage(_props: ScreenProps) {
  const styles = useStyles();
  const client = useQueryClient();
  const { online } = useSnapshot(offline);
  const catalog = useQuery({ queryKey: ['custom-reports-catalog'], queryFn: readCatalog });
  const saved = useQuery({ queryKey: ['custom-reports'], queryFn: listReports });
  const [draft, setDraft] = useState<ReportDraft>();
  const [opened, setOpened] = useState<SavedReport>();
  const [result, setResult] = useState<{ result: ReportResult; title: string }>();
  const [format, setFormat] = useState<ExportKind>('excel');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();

  const entities = catalog.data?.entities;
  if (!entities && !online) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>Custom reports are built when you are back online.</MessageBarBody>
      </MessageBar>
    );
  }
  const failure = catalog.error ?? saved.error;
  if (failure && (!entities || !saved.data)) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{failure.message}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!entities || !saved.data) return <Spinner label="Loading, please wait ..." />;
  const first = entities[0];
  if (!first) return <Text>You cannot read the records of any report entity.</Text>;
  const current = draft ?? emptyDraft(first);

  // Runs an action, showing its failure (or success) above the builder.
  const act = async (action: () => Promise<string | undefined>) => {
    setBusy(true);
    setNotice(undefined);
    try {
      const text = await action();
      if (text) setNotice({ intent: 'success', text });
    } catch (error) {
      setNotice({ intent: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const checked = (target: ReportDraft) => {
    const outcome = definitionOf(target);
    if ('problem' in outcome) throw new Error(outcome.problem);
    return outcome.definition;
  };
  const run = (target: ReportDraft, title: string) =>
    act(async () => {
      setResult({ result: await runReport(target.entity, checked(target)), title });
      return undefined;
    });
  const chooseEntity = (name: ReportEntity) => {
    const entity = entities.find((item) => item.name === name) ?? first;
    setDraft({ ...emptyDraft(entity), name: current.name, shared: current.shared });
    setResult(undefined);
  };
  const open = (report: SavedReport) => {
    const next = draftOf(report);
    setDraft(next);
    setOpened(report);
    void run(next, report.name);
  };
  const save = () =>
    act(async () => {
      const input = {
        name: current.name,
        entity: current.entity,
        shared: current.shared,
        definition: checked(current),
      };
      const mine = opened?.mine && opened.name === current.name.trim() ? opened : undefined;
      const stored = await saveReport(input, mine);
      setOpened(stored);
      await client.invalidateQueries({ queryKey: ['custom-reports'] });
      return `Saved "${stored.name}"${stored.shared ? ', shared with colleagues' : ''}.`;
    });
  const remove = (report: SavedReport) =>
    act(async () => {
      await deleteReport(report);
      if (opened?.id === report.id) setOpened(undefined);
      await client.invalidateQueries({ queryKey: ['custom-reports'] });
      return `Deleted "${report.name}".`;
    });
  const download = () =>
    act(async () => {
      await exportReport(current.entity, checked(current), format, current.name.trim());
      return undefined;
    });

  return (
    <div className={styles.root}>
      <Surface>
        <h2 className={styles.heading}>Saved reports</h2>
        <SavedReports
          reports={saved.data}
          catalog={entities}
          openId={opened?.id}
          busy={busy}
          onOpen={open}
          onDelete={(report) => void remove(report)}
        />
      </Surface>
      <div className={styles.main}>
        <Surface>
          <h2 className={styles.heading}>Build a report</h2>
          <ReportBuilder
            catalog={entities}
            draft={current}
            onChange={setDraft}
            onEntity={chooseEntity}
          />
          <div className={styles.actions}>
            <Button
              appearance="primary"
              disabled={busy}
              onClick={() => void run(current, 'Result')}
            >
              Run report
            </Button>
            <Field label="Export type">
              <Select value={format} onChange={(_, data) => setFormat(data.value as ExportKind)}>
                {EXPORTS.map((option) => (
                  <option key={option.kind} value={option.kind}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Button disabled={busy} onClick={() => void download()}>
              Export report
            </Button>
          </div>
          <div className={styles.actions}>
            <Field className={styles.name} label="Report name">
              <Input
                value={current.name}
                onChange={(_, data) => setDraft({ ...current, name: data.value })}
              />
            </Field>
            <Checkbox
              label="Share with colleagues"
              checked={current.shared}
              onChange={(_, data) => setDraft({ ...current, shared: data.checked === true })}
            />
            <Button disabled={busy} onClick={() => void save()}>
              Save report
            </Button>
          </div>
          {notice && (
            <MessageBar
              intent={notice.intent}
              role={notice.intent === 'error' ? 'alert' : 'status'}
            >
              <MessageBarBody>{notice.text}</MessageBarBody>
            </MessageBar>
          )}
        </Surface>
        {result && (
          <Surface>
            <ReportResultTable result={result.result} title={result.title} />
          </Surface>
        )}
      </div>
    </div>
  );
}
