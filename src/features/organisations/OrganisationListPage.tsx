import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOfFailure } from '../../api/client';
import { downloadExport } from '../../api/entities';
import {
  type DataColumn,
  type DataFilter,
  DataTable,
  type DataTableState,
  serverQueryOf,
} from '../../components/data-table';
import { AsOf, type ScreenProps } from '../../components/screen';
import { ORGANISATION_STATUSES } from '../../domain/leads/organisations';
import type { OrganisationList, OrganisationView } from '../../domain/organisations/organisations';
import { can } from '../../state/permissions';
import { notify } from '../../state/ui';
import { OrganisationDialog } from './OrganisationDialog';
import { useOrganisationList } from './queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const COLUMNS: DataColumn<OrganisationView>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name },
  { id: 'partnerType', header: 'Partner type', accessor: (row) => row.partnerType, width: 150 },
  { id: 'status', header: 'Status', accessor: (row) => row.status, kind: 'status', width: 150 },
  { id: 'hub', header: 'Hub', accessor: (row) => row.hubName ?? '', width: 170 },
  { id: 'city', header: 'Town or city', accessor: (row) => row.city ?? '', width: 160 },
  { id: 'email', header: 'E-mail', accessor: (row) => row.email ?? '' },
];

// Filter ids are the server's query names: the export asks for the same rows.
function filters(list: OrganisationList | undefined): DataFilter<OrganisationView>[] {
  return [
    {
      id: 'status',
      label: 'Status',
      allLabel: 'All statuses',
      options: ORGANISATION_STATUSES.map((value) => ({ value, label: value })),
      predicate: (row, value) => row.status === value,
    },
    {
      id: 'partnerType',
      label: 'Partner type',
      allLabel: 'All partner types',
      options: (list?.options.partnerTypes ?? []).map((value) => ({ value, label: value })),
      predicate: (row, value) => row.partnerType === value,
    },
    {
      id: 'hub',
      label: 'Hub',
      allLabel: 'All hubs',
      options: (list?.options.hubs ?? []).map((hub) => ({ value: hub.id, label: hub.name })),
      predicate: (row, value) => row.hubId === value,
    },
  ];
}

/**
 * Organisations → All (spec §2.3 /organisations, issue 20): churches and partners with their
 * §4 status, partner type and hub; New organisation; export. Online only.
 */
export function OrganisationListPage({ title }: ScreenProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ search: '', sort: null, filters: {} });
  const [creating, setCreating] = useState(false);
  const query = useOrganisationList();
  const list = query.data;
  const tableFilters = useMemo(() => filters(list), [list]);
  const mayEdit = can(['organisations:edit']);

  if (!list && !navigator.onLine)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>Organisations need a connection: they are not kept offline.</MessageBarBody>
      </MessageBar>
    );
  if (query.isError && !list)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  return (
    <div className={styles.root}>
      <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !navigator.onLine} />
      {mayEdit && (
        <div className={styles.actions}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
            New organisation
          </Button>
        </div>
      )}
      <DataTable
        label={title}
        rows={list?.items}
        columns={COLUMNS}
        filters={tableFilters}
        getRowId={(row) => row.id}
        searchPlaceholder="Search by name, town or post code"
        state={state}
        onStateChange={setState}
        onRowClick={(row) => navigate(`/organisations/${encodeURIComponent(row.id)}`)}
        exports={{
          onExport: (format) =>
            void downloadExport('organisations', format, serverQueryOf(state)).catch(
              async (failure: unknown) => notify(await messageOfFailure(failure), 'error'),
            ),
        }}
      />
      {creating && list && (
        <OrganisationDialog
          hubs={list.options.hubs}
          onClose={() => setCreating(false)}
          onSaved={(organisation) => {
            setCreating(false);
            notify(`${organisation.name} created`, 'success');
            navigate(`/organisations/${encodeURIComponent(organisation.id)}`);
          }}
        />
      )}
    </div>
  );
}
