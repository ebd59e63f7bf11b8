import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ColumnKind, DataColumn, ExportFormat } from '../../components/data-table';
import { DataTable } from '../../components/data-table';
import type { ScreenProps } from '../../components/screen';
import {
  ADHOC_MAX_ROWS,
  ADHOC_MAX_SECONDS,
  type AdhocColumnKind,
  type AdhocResult,
  cellText,
} from '../../domain/reporting/adhoc';
import { offline } from '../../offline-react/state';
import { AdhocViews } from './AdhocViews';
import { downloadAdhoc, runAdhoc } from './adhoc-api';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) 16rem' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  sql: { fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  summary: { color: tokens.colorNeutralForeground2, margin: 0 },
  result: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type Row = Record<string, unknown> & { id: string };

const KINDS: Record<AdhocColumnKind, ColumnKind> = {
  text: 'text',
  boolean: 'text',
  number: 'number',
  date: 'date',
  datetime: 'datetime',
};

const EXAMPLE = 'select status, count(*) as engagements\nfrom engagements\ngroup by status';

/**
 * Reporting → Ad hoc (spec §2.3 `/reporting/adhoc`, admin:sysadmin): one SELECT over the
 * reporting views, run read-only by the server with a time limit and a row cap; the result as a
 * table, exported as Excel, CSV or PDF. Anything but one SELECT is refused before it runs.
 */
export function AdhocReportPage(_props: ScreenProps) {
  const styles = useStyles();
  const { online } = useSnapshot(offline);
  const [sql, setSql] = useState(EXAMPLE);
  // The SQL of the result shown: exports run that, even after the text is edited.
  const [ranSql, setRanSql] = useState('');
  const [exportError, setExportError] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: (text: string) => runAdhoc(text),
    onMutate: (text) => {
      setRanSql(text);
      setExportError(null);
    },
  });
  const result: AdhocResult | undefined = run.data;

  const columns = useMemo<DataColumn<Row>[]>(
    () =>
      (result?.columns ?? []).map((column, index) => ({
        id: `c${index}`,
        header: column.name,
        kind: KINDS[column.kind],
        accessor: (row: Row) =>
          column.kind === 'boolean' ? cellText(row[`c${index}`]) : row[`c${index}`],
      })),
    [result],
  );
  const rows = useMemo<Row[]>(
    () =>
      (result?.rows ?? []).map((cells, rowIndex) => ({
        id: String(rowIndex),
        ...Object.fromEntries(cells.map((cell, index) => [`c${index}`, cell])),
      })),
    [result],
  );

  const onExport = (format: ExportFormat) => {
    setExportError(null);
    downloadAdhoc(ranSql, format).catch((error: Error) => setExportError(error.message));
  };

  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <form
          className={styles.main}
          onSubmit={(event) => {
            event.preventDefault();
            run.mutate(sql);
          }}
        >
          <Field
            label="SQL query"
            hint={`One SELECT over the views listed. It runs read-only, for at most ${ADHOC_MAX_SECONDS} seconds, and shows at most ${ADHOC_MAX_ROWS} rows. Every run is recorded in the audit log.`}
          >
            <Textarea
              textarea={{ className: styles.sql }}
              value={sql}
              onChange={(_, data) => setSql(data.value)}
              rows={8}
              resize="vertical"
              spellCheck={false}
            />
          </Field>
          <div className={styles.actions}>
            <Button
              type="submit"
              appearance="primary"
              icon={<PlayRegular />}
              disabled={!online || run.isPending || sql.trim() === ''}
            >
              Run
            </Button>
            {run.isPending && <Spinner size="tiny" label="Running…" />}
            {!online && <Text>Ad hoc reports need a connection.</Text>}
          </div>
        </form>
        {run.error && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{run.error.message}</MessageBarBody>
          </MessageBar>
        )}
        {exportError && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{exportError}</MessageBarBody>
          </MessageBar>
        )}
        {result && !run.isPending && (
          <section aria-labelledby="adhoc-result" className={styles.result}>
            <Text as="h2" id="adhoc-result" size={400} weight="semibold">
              Result
            </Text>
            <Text as="p" className={styles.summary} role="status">
              {result.truncated
                ? `The first ${result.rowCount} rows: the result was cut at ${result.maxRows} rows.`
                : `${result.rowCount} ${result.rowCount === 1 ? 'row' : 'rows'}`}{' '}
              in {result.ms} ms.
            </Text>
            <DataTable
              label="Query result"
              rows={rows}
              columns={columns}
              getRowId={(row) => row.id}
              exports={{ onExport }}
              height={400}
            />
          </section>
        )}
      </div>
      <AdhocViews />
    </div>
  );
}
