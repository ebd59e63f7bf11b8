import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type DataColumn,
  type DataFilter,
  DataTable,
  type DataTableState,
} from '../../components/data-table';
import { AsOf, type ScreenProps } from '../../components/screen';
import { CONTACT_RELATIONSHIPS, type ContactRow } from '../../domain/records/contact';
import { can } from '../../state/permissions';
import { ContactFormDialog } from './ContactFormDialog';
import { useContacts, useOrganisationChoices } from './queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

// Unsortable columns: the rows come in spec §3 contact order, which the table keeps.
const COLUMNS: DataColumn<ContactRow>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, sortable: false },
  {
    id: 'relationship',
    header: 'Relationship',
    accessor: (row) => row.relationship,
    width: 140,
    sortable: false,
  },
  { id: 'roleTitle', header: 'Role', accessor: (row) => row.roleTitle, sortable: false },
  {
    id: 'organisation',
    header: 'Organisation',
    accessor: (row) => row.organisationName,
    sortable: false,
  },
  { id: 'email', header: 'E-mail', accessor: (row) => row.email, sortable: false },
  {
    id: 'donorId',
    header: 'Donor id',
    accessor: (row) => row.donorId,
    width: 110,
    sortable: false,
  },
];

const FILTERS: DataFilter<ContactRow>[] = [
  {
    id: 'relationship',
    label: 'Relationship',
    allLabel: 'All relationships',
    options: CONTACT_RELATIONSHIPS.map((value) => ({ value, label: value })),
    predicate: (row, value) => row.relationship === value,
  },
];

/**
 * Contacts → All (spec §2.3 `/contacts/all`, issue 20): referees, church leaders and supporters,
 * in spec §3 contact order (last name, preferred name, name). Online only.
 */
export function ContactListPage({ title }: ScreenProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ search: '', sort: null, filters: {} });
  const [creating, setCreating] = useState(false);
  // Asked for when the form opens: the organisations a contact can be linked to.
  const organisationChoices = useOrganisationChoices(creating);
  const query = useContacts();
  const list = query.data;
  if (!list && !navigator.onLine)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>Contacts need a connection: they are not kept offline.</MessageBarBody>
      </MessageBar>
    );
  if (query.isError && !list)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  const open = (id: string) => navigate(`/contacts/${encodeURIComponent(id)}`);
  return (
    <div className={styles.root}>
      <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !navigator.onLine} />
      {can(['contacts:edit']) && (
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => setCreating(true)}>
            New contact
          </Button>
        </div>
      )}
      <DataTable
        label={title}
        rows={list?.items}
        columns={COLUMNS}
        filters={FILTERS}
        getRowId={(row) => row.id}
        searchPlaceholder="Search by name, e-mail or organisation"
        state={state}
        onStateChange={setState}
        onRowClick={(row) => open(row.id)}
      />
      {creating && (
        <ContactFormDialog
          organisations={organisationChoices.data ?? []}
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            setCreating(false);
            void query.refetch();
            open(saved.id);
          }}
        />
      )}
    </div>
  );
}
