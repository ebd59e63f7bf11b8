import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ReadOnlyTable } from '../../components/read-only-table';
import { FactList } from '../../components/record-page';
import type { OrganisationRecordView } from '../../domain/organisations/organisations';
import { can } from '../../state/permissions';
import { notify } from '../../state/ui';
import { OrganisationDialog } from './OrganisationDialog';
import { useOrganisationRecord } from './queries';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type Alumnus = OrganisationRecordView['alumni'][number];
type Contact = OrganisationRecordView['contacts'][number];

/**
 * Organisations → one organisation (spec §2.4 organisations/{id}, issue 20): its partner type,
 * §4 status, hub, address and how to reach it; Edit; the alumni who serve there and its
 * contacts. Online only.
 */
export function OrganisationRecordPage() {
  const styles = useStyles();
  const { id = '' } = useParams();
  const query = useOrganisationRecord(id);
  const [editing, setEditing] = useState(false);
  const record = query.data;
  if (!record && !navigator.onLine)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>Organisations need a connection: they are not kept offline.</MessageBarBody>
      </MessageBar>
    );
  if (query.isError && !record)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  if (!record) return <Spinner label="Loading the organisation ..." />;
  const { organisation } = record;
  const address = [
    organisation.address1,
    organisation.address2,
    organisation.city,
    organisation.county,
    organisation.postCode,
  ].filter(Boolean);
  const facts: [string, string][] = [
    ['Name', organisation.name],
    ['Partner type', organisation.partnerType],
    ['Status', organisation.status],
    ['Hub', organisation.hubName ?? 'No hub'],
    ['Address', address.join(', ') || '—'],
    ['E-mail', organisation.email ?? '—'],
    ['Phone', organisation.phone ?? '—'],
    ['Website', organisation.website ?? '—'],
    ['Notes', organisation.notes ?? '—'],
  ];
  return (
    <div className={styles.page}>
      {can(['organisations:edit']) && (
        <div className={styles.actions}>
          <Button icon={<EditRegular />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        </div>
      )}
      <FactList label="Organisation" facts={facts} />
      <ReadOnlyTable
        caption={`Alumni serving here (${record.alumni.length})`}
        columns={[
          {
            header: 'Alumnus',
            cell: (row: Alumnus) =>
              can(['students:view']) ? (
                <RouterLink to={`/students/${encodeURIComponent(row.studentId)}`}>
                  {row.name}
                </RouterLink>
              ) : (
                row.name
              ),
            wide: true,
          },
          { header: 'Programme', cell: (row) => row.programmeCode },
          { header: 'Serving as', cell: (row) => row.servingAs ?? '—' },
        ]}
        rows={record.alumni}
        rowKey={(row) => row.studentId}
        empty="No alumni are recorded as serving here."
      />
      <ReadOnlyTable
        caption={`Contacts (${record.contacts.length})`}
        columns={[
          {
            header: 'Contact',
            cell: (row: Contact) =>
              can(['contacts:view']) ? (
                <RouterLink to={`/contacts/${encodeURIComponent(row.id)}`}>{row.name}</RouterLink>
              ) : (
                row.name
              ),
            wide: true,
          },
          { header: 'Role', cell: (row) => row.roleTitle ?? '—' },
          { header: 'Relationship', cell: (row) => row.relationship },
          { header: 'E-mail', cell: (row) => row.email ?? '—' },
          { header: 'Phone', cell: (row) => row.phone ?? '—' },
        ]}
        rows={record.contacts}
        rowKey={(row) => row.id}
        empty="No contacts at this organisation."
      />
      {editing && (
        <OrganisationDialog
          hubs={record.hubs}
          editing={organisation}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            notify(`${saved.name} saved`, 'success');
            void query.refetch();
          }}
        />
      )}
    </div>
  );
}
