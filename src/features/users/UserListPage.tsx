import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { messageOfFailure } from '../../api/client';
import { downloadCustomExport, downloadExport, fetchAll } from '../../api/entities';
import { ActionButton } from '../../components/action-button';
import { type DataColumn, DataTable, type DataTableState } from '../../components/data-table';
import { AsOf } from '../../components/screen';
import { useHubName } from '../../offline-react/useHubNames';
import { can } from '../../state/permissions';
import { session } from '../../state/session';
import { notify, tableState, ui } from '../../state/ui';
import type { UserAccount } from './api';
import { UserRowMenu } from './UserActions';
import { UserFormDialog } from './UserFormDialog';

type UserRow = UserAccount;

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** The list's columns (the hub by name) with the row menu (Edit, Deactivate, Send password reset, Log in as). */
const columnsOf = (
  hubName: (hubId: unknown) => string,
  onChanged: () => void,
): DataColumn<UserRow>[] => [
  { id: 'name', header: 'Name', accessor: (user) => user.name },
  { id: 'email', header: 'Email', accessor: (user) => user.email },
  { id: 'roles', header: 'Roles', accessor: (user) => user.roles.join(', ') },
  { id: 'hubId', header: 'Hub', accessor: (user) => (user.hubId ? hubName(user.hubId) : '') },
  { id: 'active', header: 'Active', accessor: (user) => (user.active ? 'Yes' : 'No'), width: 100 },
  {
    id: 'actions',
    header: 'Actions',
    accessor: () => '',
    sortable: false,
    width: 90,
    render: (user) => <UserRowMenu user={user} onChanged={onChanged} />,
  },
];

const EXPORT_FIELDS = [
  { id: 'name', label: 'Name' },
  { id: 'email', label: 'Email' },
  { id: 'roles', label: 'Roles' },
  { id: 'hubId', label: 'Hub' },
  { id: 'active', label: 'Active' },
];

const TABLE_ID = 'users';

/**
 * `/users/all`: every user account, searchable and sortable, with the server's exports; New
 * user, and each row's actions. A row opens the account's record (`/users/{id}`).
 */
export function UserListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const hubName = useHubName();
  const [creating, setCreating] = useState(false);
  const saved = useSnapshot(ui).tables[TABLE_ID];
  const query = useQuery({
    queryKey: ['users', session.user?.id],
    // A user created or changed a moment ago shows at once.
    staleTime: 0,
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
  const refresh = () => void query.refetch();
  return (
    <>
      <div className={styles.bar}>
        {can(['users:menu', 'admin:admin']) && (
          <ActionButton icon={<AddRegular />} onClick={() => setCreating(true)}>
            New user
          </ActionButton>
        )}
        <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !navigator.onLine} />
      </div>
      {creating && (
        <UserFormDialog
          onClose={() => setCreating(false)}
          onSaved={(user) => {
            setCreating(false);
            notify(`${user.name} created`, 'success');
            void navigate(`/users/${encodeURIComponent(user.id)}`);
          }}
        />
      )}
      <DataTable
        label="Users"
        rows={rows}
        columns={columnsOf(hubName, refresh)}
        onRowClick={(user) => void navigate(`/users/${encodeURIComponent(user.id)}`)}
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
