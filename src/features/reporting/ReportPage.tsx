import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, messageOfFailure } from '../../api/client';
import { downloadExport, type ExportKind } from '../../api/entities';
import { AsOf, type ScreenProps } from '../../components/screen';
import {
  type ReportAnswer,
  type ReportParameter,
  reportAnswerSchema,
} from '../../domain/reporting/answers';
import { REPORT_KINDS, type ReportKind } from '../../domain/reporting/common';
import { session } from '../../state/session';
import { notify } from '../../state/ui';
import { ReportTableCard } from './ReportTableCard';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  parameters: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  },
  // A grid item is as wide as its content unless told otherwise: long programme names.
  parameter: { minWidth: 0 },
  select: { minWidth: 0, width: '100%', textOverflow: 'ellipsis' },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  exports: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  figures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, margin: 0 },
  figure: { display: 'flex', flexDirection: 'column' },
  figureValue: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    margin: 0,
  },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 460px), 1fr))',
  },
});

const LABELS: Record<ReportParameter, string> = {
  year: 'Academic year',
  hub: 'Hub',
  programme: 'Programme',
  cohort: 'Cohort',
  status: 'Status',
};
const EXPORTS: { kind: ExportKind; label: string }[] = [
  { kind: 'excel', label: 'Export Excel' },
  { kind: 'csv', label: 'Export CSV' },
  { kind: 'pdf', label: 'Export PDF' },
];

function isKind(value: unknown): value is ReportKind {
  return typeof value === 'string' && (REPORT_KINDS as readonly string[]).includes(value);
}

function optionsOf(
  answer: ReportAnswer,
  parameter: ReportParameter,
): { value: string; label: string }[] {
  const { choices } = answer;
  if (parameter === 'year') return choices.years.map((year) => ({ value: year, label: year }));
  if (parameter === 'hub') return choices.hubs.map((hub) => ({ value: hub.id, label: hub.name }));
  if (parameter === 'programme')
    return choices.programmes.map((p) => ({ value: p.id, label: `${p.id} – ${p.name}` }));
  const list = parameter === 'cohort' ? choices.cohorts : choices.statuses;
  return list.map((value) => ({ value, label: value }));
}

/**
 * Reporting → Students, Applications or Marketing (spec §2.3 /reporting, menu component
 * "Report" with props.kind): the parameters the report reads, its headline figures, and each
 * breakdown as a chart with its table; exported as Excel, CSV or PDF. Online only: the server
 * counts the records in the caller's scope.
 */
export function ReportPage(props: ScreenProps) {
  const kind = isKind(props.kind) ? props.kind : 'students';
  // A report of its own per kind: its parameters start afresh.
  return <ReportView key={kind} kind={kind} />;
}

function ReportView({ kind }: { kind: ReportKind }) {
  const styles = useStyles();
  const [chosen, setChosen] = useState<Partial<Record<ReportParameter, string>>>({});
  const searchParams = Object.fromEntries(
    Object.entries(chosen).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const query = useQuery({
    queryKey: ['reports', kind, searchParams, session.user?.id],
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      try {
        return reportAnswerSchema.parse(await api.get(`reports/${kind}`, { searchParams }).json());
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
  const report = query.data?.kind === kind ? query.data : undefined;
  if (!report && !navigator.onLine) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>The reports need a connection.</MessageBarBody>
      </MessageBar>
    );
  }
  if (query.isError && !report) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!report) return <Spinner label="Loading, please wait ..." />;
  const download = async (format: ExportKind) => {
    try {
      await downloadExport(`reports/${kind}`, format, searchParams);
    } catch (failure) {
      notify(await messageOfFailure(failure), 'error');
    }
  };
  return (
    <div className={styles.page}>
      <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !navigator.onLine} />
      <search className={styles.parameters} aria-label="Report parameters">
        {report.parameters.map((parameter) => (
          <Field key={parameter} label={LABELS[parameter]} className={styles.parameter}>
            <Select
              className={styles.parameter}
              select={{ className: styles.select }}
              value={
                parameter === 'year' ? (chosen.year ?? report.year) : (chosen[parameter] ?? '')
              }
              onChange={(_event, data) => setChosen((now) => ({ ...now, [parameter]: data.value }))}
            >
              {parameter === 'year' ? null : <option value="">All</option>}
              {optionsOf(report, parameter).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </search>
      <div className={styles.bar}>
        <dl className={styles.figures} aria-label="Summary">
          {report.figures.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt>
                <Text>{figure.label}</Text>
              </dt>
              <dd className={styles.figureValue}>{figure.value ?? '–'}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.exports}>
          {EXPORTS.map((item) => (
            <Button
              key={item.kind}
              icon={<ArrowDownloadRegular />}
              onClick={() => void download(item.kind)}
            >
              {item.label}
            </Button>
          ))}
        </div>
      </div>
      {query.isFetching ? <Spinner size="tiny" label="Updating the report ..." /> : null}
      <div className={styles.grid}>
        {report.tables.map((table) => (
          <ReportTableCard key={table.id} table={table} />
        ))}
      </div>
    </div>
  );
}
