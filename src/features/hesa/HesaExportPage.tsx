import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { downloadFile } from '../../api/entities';
import { NotLoaded } from '../../components/screen';
import { notify } from '../../state/ui';
import { type BuildSummary, type ExportChoices, hesaCall, useHesa } from './api';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'end' },
  table: { maxWidth: '48rem' },
});

const COUNT_LABELS: [keyof BuildSummary['counts'], string][] = [
  ['students', 'Students'],
  ['engagements', 'Engagements'],
  ['sessions', 'Student course sessions'],
  ['courses', 'Courses'],
  ['modules', 'Modules'],
  ['venues', 'Venues'],
];

function XsdMessage({ xsd }: { xsd: BuildSummary['xsd'] }) {
  if (!xsd.checked) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          XSD validation was skipped: no HESA schema (.xsd) is in the server's data folder
          (DATA_DIR/hesa). Only our own rule checks ran.
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent={xsd.valid ? 'success' : 'error'}>
      <MessageBarBody>
        {xsd.valid
          ? `Valid against ${xsd.file}.`
          : `Not valid against ${xsd.file}: ${xsd.errors.slice(0, 5).join('; ')}`}
      </MessageBarBody>
    </MessageBar>
  );
}

function Summary({ summary }: { summary: BuildSummary }) {
  const styles = useStyles();
  return (
    <>
      <Text as="h2" size={500} weight="semibold">
        {summary.year} return (collection {summary.collection})
      </Text>
      <XsdMessage xsd={summary.xsd} />
      <Table className={styles.table} aria-label="What the return holds">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Entity</TableHeaderCell>
            <TableHeaderCell>Count</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {COUNT_LABELS.map(([key, label]) => (
            <TableRow key={key}>
              <TableCell>{label}</TableCell>
              <TableCell>{summary.counts[key]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {summary.problems.length === 0 ? (
        <Text as="p">Our rule checks found no problem.</Text>
      ) : (
        <Table className={styles.table} aria-label="Rule problems">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Problem</TableHeaderCell>
              <TableHeaderCell>Records</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {summary.problems.map((problem) => (
              <TableRow key={problem.rule}>
                <TableCell>{problem.message}</TableCell>
                <TableCell>{problem.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

/**
 * `hesa/export` (hesa:menu): builds the HESA Data Futures XML of an academic year from our
 * records, shows what it holds, our rule problems and the XSD's answer, and downloads it.
 */
export function HesaExportPage() {
  const styles = useStyles();
  const query = useHesa<ExportChoices>(['export'], 'export');
  const [chosen, setChosen] = useState<string | undefined>();
  const [summary, setSummary] = useState<BuildSummary | undefined>();
  const [busy, setBusy] = useState(false);
  if (!query.data) return <NotLoaded error={query.error} />;
  const year = chosen ?? query.data.years[0]?.year ?? '';
  const build = async () => {
    setBusy(true);
    try {
      setSummary(await hesaCall<BuildSummary>('post', 'export', { year }));
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), 'error');
    } finally {
      setBusy(false);
    }
  };
  const download = async () => {
    try {
      await downloadFile(`hesa/export/${year}/file`, {}, 'xml');
    } catch {
      notify('The file could not be downloaded: build it again', 'error');
    }
  };
  return (
    <div className={styles.root}>
      <Text as="p">
        The return is built from our records as they are now: courses, modules, the session year,
        each student with an engagement running in the year (engagements, course sessions, modules,
        load, status, support over £50, study location) and the hubs as venues.
        {query.data.xsd
          ? ` It is checked against ${query.data.xsd}.`
          : ' No HESA schema is in place, so only our own rules check it.'}
      </Text>
      <div className={styles.row}>
        <Field label="Academic year">
          <Select
            value={year}
            onChange={(_event, data) => {
              setChosen(data.value);
              setSummary(undefined);
            }}
          >
            {query.data.years.map((y) => (
              <option key={y.year} value={y.year}>
                {y.year}
              </option>
            ))}
          </Select>
        </Field>
        <Button appearance="primary" disabled={busy || !year} onClick={() => void build()}>
          Build the return
        </Button>
        {summary && summary.year === year && (
          <Button onClick={() => void download()}>Download XML</Button>
        )}
      </div>
      {busy && <Spinner label="Building the return…" />}
      {summary && <Summary summary={summary} />}
    </div>
  );
}
