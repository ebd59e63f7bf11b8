import { Text } from '@fluentui/react-components';
import { type ReadOnlyColumn, ReadOnlyTable } from '../../components/read-only-table';
import type { ReportResult } from '../../domain/custom-reports/definition';
import { GroupTable } from './GroupTable';

type Rows = Extract<ReportResult, { kind: 'rows' }>;

const count = (n: number) => n.toLocaleString('en-GB');

function RowTable({ result, title }: { result: Rows; title: string }) {
  const columns = result.columns.map(
    (column): ReadOnlyColumn<Record<string, string>> => ({
      header: column.label,
      cell: (row) => row[column.field] ?? '',
    }),
  );
  const shown = result.rows.length;
  return (
    <>
      <ReadOnlyTable
        caption={`${title}: ${count(result.total)} records`}
        columns={columns}
        rows={result.rows}
        rowKey={(_, index) => String(index)}
        empty="No records match this report."
      />
      {shown < result.total && (
        <Text size={200}>
          The first {count(shown)} are shown; the export holds all {count(result.total)}.
        </Text>
      )}
    </>
  );
}

/** A run's result: the records, or the groups with their counts and sums. */
export function ReportResultTable({ result, title }: { result: ReportResult; title: string }) {
  return result.kind === 'groups' ? (
    <GroupTable result={result} title={title} />
  ) : (
    <RowTable result={result} title={title} />
  );
}
