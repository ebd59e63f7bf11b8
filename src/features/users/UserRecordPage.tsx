import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useParams } from 'react-router';
import { ReadOnlyTable } from '../../components/read-only-table';
import { FactList } from '../../components/record-page';
import { formatDateTime } from '../../domain/format/dates';
import { claimsOf, ROLES } from '../../domain/users/roles';
import type { UserHistoryEntry } from '../../domain/users/schemas';
import { templateOfRoles } from '../../domain/users/templates';
import { useUserAccount, useUserChoices, useUserHistory } from './api';
import { useUserActions } from './UserActions';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  claims: { overflowWrap: 'anywhere' },
});

const roleLabel = (role: string) =>
  role in ROLES ? ROLES[role as keyof typeof ROLES].label : role;

/**
 * Users → one account (`/users/{id}`, issue 21): name, e-mail, roles and the template they
 * match, hub or programme, extra permissions and every permission they give; the actions
 * (Edit, Deactivate/Reactivate, Send password reset, Log in as); the history from the audit log.
 */
export function UserRecordPage() {
  const styles = useStyles();
  const { id = '' } = useParams();
  const query = useUserAccount(id);
  const history = useUserHistory(id);
  const choices = useUserChoices();
  const user = query.data;
  const { actions, dialogs } = useUserActions(user, () => {
    void query.refetch();
    void history.refetch();
  });
  if (query.isError && !user)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  if (!user) return <Spinner label="Loading the user ..." />;
  const hub = choices.data?.hubs.find((option) => option.id === user.hubId);
  const facts: [string, string][] = [
    ['Name', user.name],
    ['Email', user.email],
    ['Status', user.active ? 'Active' : 'Deactivated'],
    ['Role template', templateOfRoles(user.roles)?.label ?? 'None (roles set one by one)'],
    ['Roles', user.roles.map(roleLabel).join(', ') || 'None'],
    ['Hub', hub?.name ?? user.hubId ?? '—'],
    ['Programme', user.programme || '—'],
    ['Extra permissions', user.claims.join(' ') || 'None'],
    ['All permissions', claimsOf(user).join(' ') || 'None'],
  ];
  return (
    <div className={styles.page}>
      <div className={styles.actions}>
        {actions.map((action) => (
          <Button key={action.key} onClick={action.run}>
            {action.label}
          </Button>
        ))}
      </div>
      <div className={styles.claims}>
        <FactList label="User" facts={facts} />
      </div>
      <ReadOnlyTable
        caption="History"
        columns={[
          { header: 'When', cell: (row: UserHistoryEntry) => formatDateTime(row.at) },
          { header: 'What', cell: (row) => row.summary, wide: true },
          {
            header: 'By',
            cell: (row) =>
              row.actingAsName && row.actingAsName !== user.name
                ? `${row.byName ?? 'System'} (acting as ${row.actingAsName})`
                : (row.byName ?? 'System'),
          },
        ]}
        rows={history.data ?? []}
        rowKey={(row) => String(row.id)}
        empty={history.isError ? history.error.message : 'No changes recorded yet.'}
      />
      {dialogs}
    </div>
  );
}
