import { Text } from '@fluentui/react-components';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { NotLoaded } from '../../../components/screen';
import { formatDateTime } from '../../../domain/format/dates';
import { type HistoryEntry, useOnline } from './api';

/** One item of a changed list: a band as "M from 60", a dated period or hub by its name. */
function item(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const fields = value as Record<string, unknown>;
  if ('grade' in fields && 'minMark' in fields) return `${fields.grade} from ${fields.minMark}`;
  if (typeof fields.name === 'string') return fields.name;
  return JSON.stringify(value);
}

/** A value of a change as a person reads it (a list as its items). */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(item).join(', ');
  return item(value);
}

/** What changed, one clause per field: "name: Leeds → Leeds Centre". */
export function changeSummary(entry: HistoryEntry): string {
  const clauses = Object.entries(entry.changes).map(([field, change]) =>
    entry.action === 'create' && change.before === null
      ? `${field}: ${shown(change.after)}`
      : `${field}: ${shown(change.before)} → ${shown(change.after)}`,
  );
  return clauses.join('; ') || entry.action;
}

/** Who changed what of one kind of system data, and when (the audit log), newest first. */
export function HistoryPanel({
  entity,
  recordId,
  caption,
}: {
  entity: string;
  recordId?: string;
  caption: string;
}) {
  const query = useOnline<{ items: HistoryEntry[] }>(
    ['history', entity, recordId ?? ''],
    `system-data/history?entity=${entity}${recordId ? `&recordId=${encodeURIComponent(recordId)}` : ''}`,
  );
  if (!query.data) return <NotLoaded error={query.error} />;
  return (
    <ReadOnlyTable<HistoryEntry>
      caption={caption}
      rows={query.data.items}
      rowKey={(row) => String(row.id)}
      empty="No changes yet."
      columns={[
        { header: 'When', cell: (row) => formatDateTime(row.at) },
        {
          header: 'Who',
          cell: (row) =>
            row.actingAsName ? `${row.userName} (as ${row.actingAsName})` : row.userName,
        },
        { header: 'Record', cell: (row) => row.recordId },
        { header: 'Change', cell: (row) => <Text>{changeSummary(row)}</Text>, wide: true },
      ]}
    />
  );
}
