import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { messageOfFailure } from '../../api/client';
import { downloadCustomExport, downloadExport, fetchAll } from '../../api/entities';
import { type DataColumn, DataTable, type DataTableState } from '../../components/data-table';
import { AsOf } from '../../components/screen';
import { session } from '../../state/session';
import { notify, tableState, ui } from '../../state/ui';

/** A user account as the API lists it. */
interface UserRow {
  id: string;
  name: string;
  email: string;
  roles: string[];
  hubId: string | null;
  active: boolean;
}

const COLUMNS: DataColumn<UserRow>[] = [
  { id: 'name', header: 'Name', accessor: (user) => user.name },
  { id: 'email', header: 'Email', accessor: (user) => user.email },
  { id: 'roles', header: 'Roles', accessor: (user) => user.roles.join(', ') },
  { id: 'hubId', header: 'Hub', accessor: (user) => user.hubId },
  { id: 'active', header: 'Active', accessor: (user) => (user.active ? 'Yes' : 'No'), width: 100 },
];

const EXPORT_FIELDS = [
  { id: 'name', label: 'Name' },
  { id: 'email', label: 'Email' },
  { id: 'roles', label: 'Roles' },
  { id: 'hubId', label: 'Hub' },
  { id: 'active', label: 'Active' },
];

const TABLE_ID = 'users';

/** `/users/all`: every user account, searchable and sortable, with the server's exports. */
export function UserListPage() {
  const saved = useSnapshot(ui).tables[TABLE_ID];
  const query = useQuery({
    queryKey: ['users', session.user?.id],
    queryFn: () =>
      fetchAll<UserRow>('users').catch(async (failure: unknown) => {
        throw new Error(await messageOfFailure(failure));
      }),
  });
  const rows = query.data;
  const error = rows ? null : (query.error?.message ?? null);

  const report = async (work: Promise<void>) => {
    try {
      await work;
    } catch (failure) {
      notify(await messageOfFailure(failure), 'error');
    }
  };

  if (error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{error}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <>
      <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !navigator.onLine} />
      <DataTable
        label="Users"
        rows={rows}
        columns={COLUMNS}
        getRowId={(user) => user.id}
        searchPlaceholder="Search users"
        state={{ search: saved?.search ?? '' }}
        onStateChange={(state: DataTableState) => {
          tableState(TABLE_ID).search = state.search;
        }}
        exports={{
          onExport: (format) => void report(downloadExport('users', format)),
          fields: EXPORT_FIELDS,
          onCustomExport: (fields) => void report(downloadCustomExport('users', fields)),
        }}
      />
    </>
  );
}
