import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { recordConsent } from '../../api/consents';
import { RecordConsentDialog } from '../../components/consents';
import { ReadOnlyTable } from '../../components/read-only-table';
import { FactList } from '../../components/record-page';
import { consentState } from '../../domain/consents/records';
import { formatDate } from '../../domain/format/dates';
import { can } from '../../state/permissions';
import { ContactFormDialog } from './ContactFormDialog';
import { type HeldConsent, useContactRecord, useOrganisationChoices } from './queries';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A contact's record (spec §2.4 `contacts/{id}`, contacts:view, issue 20): who they are, their
 * organisation (a link to it), their address, a link to their donor record when they give, and
 * their consents. Online only.
 */
export function ContactRecordPage() {
  const styles = useStyles();
  const { id = '' } = useParams();
  const query = useContactRecord(id);
  const [editing, setEditing] = useState(false);
  // Asked for when the form opens: the organisations a contact can be linked to.
  const organisationChoices = useOrganisationChoices(editing);
  const [recording, setRecording] = useState(false);
  const record = query.data;
  if (!record && !navigator.onLine)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>Contacts need a connection: they are not kept offline.</MessageBarBody>
      </MessageBar>
    );
  if (query.isError && !record)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  if (!record) return <Spinner label="Loading the contact ..." />;
  const { contact } = record;
  const address = [
    contact.address1,
    contact.address2,
    contact.city,
    contact.county,
    contact.postCode,
  ]
    .filter(Boolean)
    .join(', ');
  const facts: [string, ReactNode][] = [
    ['Name', [contact.title, contact.name].filter(Boolean).join(' ')],
    ['Preferred name', contact.preferredName ?? '—'],
    ['Relationship', contact.relationship],
    ['Role', contact.roleTitle ?? '—'],
    [
      'Organisation',
      contact.organisationId ? (
        <RouterLink
          key="organisation"
          to={`/organisations/${encodeURIComponent(contact.organisationId)}`}
        >
          {contact.organisationName ?? contact.organisationId}
        </RouterLink>
      ) : (
        '—'
      ),
    ],
    ['E-mail', contact.email ?? '—'],
    ['Phone', contact.phone ?? '—'],
    ['Address', address || '—'],
    [
      'Donor record',
      contact.donorId ? (
        <RouterLink key="donor" to={`/donors/${encodeURIComponent(contact.donorId)}`}>
          {`Donor ${contact.donorId}`}
        </RouterLink>
      ) : (
        'Not a donor'
      ),
    ],
    ['Notes', contact.notes ?? '—'],
  ];
  return (
    <div className={styles.page}>
      <FactList label="Contact" facts={facts} />
      <div className={styles.actions}>
        {can(['contacts:edit']) && <Button onClick={() => setEditing(true)}>Edit contact</Button>}
        {can(['role:manager']) && (
          <Button onClick={() => setRecording(true)}>Record a consent</Button>
        )}
      </div>
      {record.consents && (
        <ReadOnlyTable
          caption={`Consents (${record.consents.length})`}
          columns={[
            {
              header: 'Purpose',
              cell: (consent: HeldConsent) => (
                <RouterLink to={`/consents/${encodeURIComponent(consent.id)}`}>
                  {consent.purpose}
                </RouterLink>
              ),
            },
            { header: 'State', cell: (consent) => consentState(consent, today()) },
            { header: 'Given', cell: (consent) => formatDate(consent.givenOn) },
            { header: 'Source', cell: (consent) => consent.source },
            {
              header: 'Withdrawn',
              cell: (consent) =>
                consent.withdrawnOn
                  ? `${formatDate(consent.withdrawnOn)}: ${consent.withdrawnReason ?? ''}`
                  : '—',
              wide: true,
            },
          ]}
          rows={record.consents}
          rowKey={(consent) => consent.id}
          empty="No consents recorded."
        />
      )}
      {editing && (
        <ContactFormDialog
          organisations={organisationChoices.data ?? []}
          contact={contact}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void query.refetch();
          }}
        />
      )}
      {recording && (
        <RecordConsentDialog
          person={{ kind: 'contact', id: contact.id, name: contact.name }}
          save={recordConsent}
          onClose={() => setRecording(false)}
          onRecorded={() => {
            setRecording(false);
            void query.refetch();
          }}
        />
      )}
    </div>
  );
}
