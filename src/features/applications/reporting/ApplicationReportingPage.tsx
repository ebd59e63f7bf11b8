import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { messageOfFailure } from '../../../api/client';
import { downloadCustomExport } from '../../../api/entities';
import { ActionButton } from '../../../components/action-button';
import { type DataColumn, DataTable } from '../../../components/data-table';
import type { ScreenProps } from '../../../components/screen';
import {
  matchesReport,
  REPORT_FIELDS,
  reportQuery,
  reportValue,
} from '../../../domain/applications/reporting';
import { APPLICATION_STATUSES } from '../../../domain/applications/statuses';
import { FIRST_HEARD_GROUPS } from '../../../domain/leads/sources';
import { PROGRAMME_CODES } from '../../../domain/programmes/programmes';
import type { StoredApplication } from '../../../domain/records/application';
import { useChoiceLists } from '../../../offline-react/choice-lists';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { notify } from '../../../state/ui';
import { ReportColumns } from './ReportColumns';
import { type FilterOptions, ReportFilterFields } from './ReportFilterFields';
import { useReportChoice } from './useReportChoice';

const PREVIEW_ROWS = 25;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * Application reporting (spec §2.3, applications:admin): choose the columns and filters, preview
 * the first matching applications from this device, and export every match as Excel.
 */
export function ApplicationReportingPage(_props: ScreenProps) {
  const styles = useStyles();
  const { firstHeard } = useChoiceLists();
  const engine = useOffline();
  const [choice, setChoice] = useReportChoice();
  const data = useLiveQuery(
    async () =>
      engine
        ? {
            applications: await engine.db.applications.toArray(),
            hubs: await engine.db.hubs.toArray(),
          }
        : undefined,
    [engine],
  );
  const options = useMemo<FilterOptions>(() => {
    const intakes = new Set((data?.applications ?? []).map((a) => a.intake));
    return {
      status: { label: 'Status', options: asOptions(APPLICATION_STATUSES) },
      intake: {
        label: 'Intake',
        options: asOptions(
          [...intakes]
            .filter((i): i is string => typeof i === 'string')
            .sort()
            .reverse(),
        ),
      },
      programme: { label: 'Programme', options: asOptions(PROGRAMME_CODES) },
      hub: {
        label: 'Hub',
        options: (data?.hubs ?? []).map((hub) => ({
          value: hub.id,
          label: hub.name,
        })),
      },
      firstHeard: { label: 'First heard', options: asOptions(FIRST_HEARD_GROUPS) },
    };
  }, [data]);
  const matches = useMemo(
    () => data?.applications.filter((record) => matchesReport(record, choice.filters, firstHeard)),
    [data, choice.filters, firstHeard],
  );
  const columns = useMemo<DataColumn<StoredApplication>[]>(
    () =>
      REPORT_FIELDS.filter((f) => choice.fields.includes(f.field)).map((f) => ({
        id: f.field,
        header: f.label,
        accessor: (row) => reportValue(row, f.field),
        kind: f.field === 'intake' || f.field === 'createdAt' ? 'date' : undefined,
      })),
    [choice.fields],
  );
  const exportReport = async () => {
    try {
      const filters = reportQuery(choice.filters, firstHeard);
      await downloadCustomExport('applications', [...choice.fields], 'excel', filters);
    } catch (failure) {
      notify(await messageOfFailure(failure), 'error');
    }
  };
  if (!engine || !matches) return <Spinner label="Loading, please wait ..." />;
  const count = matches.length;
  return (
    <div className={styles.page}>
      <ReportColumns
        fields={choice.fields}
        onChange={(fields) => setChoice({ ...choice, fields })}
      />
      <ReportFilterFields
        filters={choice.filters}
        options={options}
        onChange={(filters) => setChoice({ ...choice, filters })}
      />
      <div className={styles.actions}>
        <ActionButton
          icon={<ArrowDownloadRegular />}
          disabled={choice.fields.length === 0 || count === 0}
          onClick={() => void exportReport()}
        >
          Export to Excel
        </ActionButton>
        <Text role="status">
          {count} {count === 1 ? 'application matches' : 'applications match'}; the export holds
          them all.
        </Text>
      </div>
      <h2 className={styles.heading}>Preview</h2>
      <DataTable
        label={`Preview: the first ${Math.min(PREVIEW_ROWS, count)} of ${count} applications`}
        rows={matches.slice(0, PREVIEW_ROWS)}
        columns={columns}
        getRowId={(row) => row.id}
        height={360}
      />
    </div>
  );
}
