import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { messageOfFailure } from '../../../api/client';
import { downloadCustomExport, downloadExport } from '../../../api/entities';
import { type DataColumn, DataTable } from '../../../components/data-table';
import {
  leadDisplayName,
  type StoredPotentialStudent,
} from '../../../domain/records/potential-student';
import { notify } from '../../../state/ui';
import { leadFilters, ownerLabel } from './pipeline';

// The server's export columns (server/entities/potential-students.ts).
const EXPORT_FIELDS = [
  { id: 'name', label: 'Name' },
  { id: 'lastName', label: 'Last name' },
  { id: 'email', label: 'Email' },
  { id: 'phone', label: 'Phone' },
  { id: 'postCode', label: 'Post code' },
  { id: 'hubId', label: 'Hub' },
  { id: 'programme', label: 'Programme' },
  { id: 'stage', label: 'Stage' },
  { id: 'firstHeard', label: 'First heard' },
  { id: 'firstContact', label: 'First contact' },
  { id: 'nextActionOn', label: 'Next action' },
];

async function report(work: Promise<void>) {
  try {
    await work;
  } catch (failure) {
    notify(await messageOfFailure(failure), 'error');
  }
}

/** The pipeline as a table from the device's copy: filters by stage, hub and owner; exports. */
export function LeadTable({
  label,
  leads,
  hubName,
  me,
}: {
  label: string;
  leads: readonly StoredPotentialStudent[] | undefined;
  hubName: (hubId: unknown) => string;
  me: string | undefined;
}) {
  const navigate = useNavigate();
  const columns = useMemo(
    (): DataColumn<StoredPotentialStudent>[] => [
      { id: 'name', header: 'Name', accessor: (row) => leadDisplayName(row) },
      {
        id: 'stage',
        header: 'Stage',
        accessor: (row) => row.stage,
        kind: 'status',
        width: 240,
      },
      { id: 'hub', header: 'Hub', accessor: (row) => hubName(row.hubId), width: 170 },
      { id: 'programme', header: 'Programme', accessor: (row) => row.programme, width: 120 },
      { id: 'owner', header: 'Owner', accessor: (row) => ownerLabel(row, me), width: 130 },
      {
        id: 'nextActionOn',
        header: 'Next action',
        accessor: (row) => row.nextActionOn,
        kind: 'date',
        width: 130,
      },
      { id: 'firstHeard', header: 'First heard', accessor: (row) => row.firstHeard, width: 150 },
    ],
    [hubName, me],
  );
  const filters = useMemo(() => leadFilters(leads ?? [], hubName, me), [leads, hubName, me]);
  return (
    <DataTable
      label={label}
      rows={leads}
      columns={columns}
      getRowId={(row) => row.id}
      searchPlaceholder="Search potential students"
      filters={filters}
      exports={{
        onExport: (format) => void report(downloadExport('potential-students', format)),
        fields: EXPORT_FIELDS,
        onCustomExport: (fields) => void report(downloadCustomExport('potential-students', fields)),
      }}
      onRowClick={(row) => navigate(`/leads/${encodeURIComponent(row.id)}`)}
    />
  );
}
