import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type DataColumn,
  type DataFilter,
  DataTable,
  type DataTableState,
} from '../../components/data-table';
import { AsOf, type ScreenProps } from '../../components/screen';
import { CONSENT_PERSON_KINDS, CONSENT_PURPOSES } from '../../domain/consents/consent';
import { type ConsentRow, consentState } from '../../domain/consents/records';
import { useConsents } from './queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

const today = () => new Date().toISOString().slice(0, 10);
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const WHO: Record<ConsentRow['personKind'], string> = {
  contact: 'Contact',
  student: 'Alumnus or student',
  'potential-student': 'Potential student',
};

const COLUMNS: DataColumn<ConsentRow>[] = [
  { id: 'personName', header: 'Person', accessor: (row) => row.personName },
  { id: 'personKind', header: 'Who', accessor: (row) => WHO[row.personKind], width: 150 },
  { id: 'purpose', header: 'Purpose', accessor: (row) => row.purpose, width: 160 },
  {
    id: 'state',
    header: 'State',
    accessor: (row) => consentState(row, today()),
    kind: 'status',
    width: 130,
  },
  { id: 'givenOn', header: 'Given', accessor: (row) => row.givenOn, kind: 'date', width: 120 },
  { id: 'source', header: 'Source', accessor: (row) => row.source, width: 150 },
  {
    id: 'withdrawnOn',
    header: 'Withdrawn',
    accessor: (row) => row.withdrawnOn,
    kind: 'date',
    width: 120,
  },
];

const FILTERS: DataFilter<ConsentRow>[] = [
  {
    id: 'purpose',
    label: 'Purpose',
    allLabel: 'All purposes',
    options: options(CONSENT_PURPOSES),
    predicate: (row, value) => row.purpose === value,
  },
  {
    id: 'state',
    label: 'State',
    allLabel: 'Any state',
    options: options(['Holds', 'Withdrawn', 'Not yet']),
    predicate: (row, value) => consentState(row, today()) === value,
  },
  {
    id: 'personKind',
    label: 'Who',
    allLabel: 'Everyone',
    options: CONSENT_PERSON_KINDS.map((value) => ({ value, label: WHO[value] })),
    predicate: (row, value) => row.personKind === value,
  },
];

/**
 * Contacts → Consents (spec §2.3 `/contacts/consents`, role:manager, issue 20): every GDPR
 * consent, withdrawn ones kept; a row opens the consent, where the manager withdraws it.
 */
export function ConsentListPage({ title }: ScreenProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ search: '', sort: null, filters: {} });
  const query = useConsents();
  const list = query.data;
  if (!list && !navigator.onLine)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>Consents need a connection: they are not kept offline.</MessageBarBody>
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
      <DataTable
        label={title}
        rows={list?.items}
        columns={COLUMNS}
        filters={FILTERS}
        getRowId={(row) => row.id}
        searchPlaceholder="Search by name"
        state={state}
        onStateChange={setState}
        onRowClick={(row) => navigate(`/consents/${encodeURIComponent(row.id)}`)}
      />
    </div>
  );
}
