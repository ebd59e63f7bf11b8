import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api, messageOfFailure } from '../../api/client';
import { recordConsent } from '../../api/consents';
import { downloadExport } from '../../api/entities';
import { RecordConsentDialog } from '../../components/consents';
import {
  type DataColumn,
  type DataFilter,
  DataTable,
  type DataTableState,
  serverQueryOf,
} from '../../components/data-table';
import { AsOf, type ScreenProps } from '../../components/screen';
import {
  type AlumniList,
  type AlumnusRow,
  alumniListSchema,
  CONSENT_FILTERS,
} from '../../domain/alumni/alumni';
import { can } from '../../state/permissions';
import { notify } from '../../state/ui';
import { ServingDialog } from './ServingDialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
  },
  noWrap: { flexShrink: 0, whiteSpace: 'nowrap' },
});

const COLUMNS: DataColumn<AlumnusRow>[] = [
  { id: 'name', header: 'Alumnus', accessor: (row) => row.name, width: 190 },
  { id: 'programme', header: 'Programme', accessor: (row) => row.programmeCode, width: 110 },
  { id: 'award', header: 'Award', accessor: (row) => row.award, width: 110 },
  { id: 'year', header: 'Year completed', accessor: (row) => row.yearCompleted ?? '', width: 110 },
  { id: 'hub', header: 'Hub', accessor: (row) => row.hubName, width: 150 },
  { id: 'servesAt', header: 'Serves at', accessor: (row) => row.organisationName ?? '' },
  { id: 'servingAs', header: 'Serving as', accessor: (row) => row.servingAs ?? '', width: 140 },
  { id: 'email', header: 'E-mail', accessor: (row) => row.email },
  { id: 'phone', header: 'Phone', accessor: (row) => row.phone ?? '', width: 140 },
  {
    id: 'consent',
    header: 'May be contacted for',
    accessor: (row) => row.consents.join(', ') || 'No consent',
  },
];

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

// Filter ids are the server's query names: the exports ask for the same rows.
function filters(list: AlumniList | undefined): DataFilter<AlumnusRow>[] {
  return [
    {
      id: 'programme',
      label: 'Programme',
      allLabel: 'All programmes',
      options: options(list?.options.programmes ?? []),
      predicate: (row, value) => row.programmeCode === value,
    },
    {
      id: 'year',
      label: 'Year completed',
      allLabel: 'All years',
      options: options(list?.options.years ?? []),
      predicate: (row, value) => row.yearCompleted === value,
    },
    {
      id: 'hub',
      label: 'Hub',
      allLabel: 'All hubs',
      options: (list?.options.hubs ?? []).map((hub) => ({ value: hub.id, label: hub.name })),
      predicate: (row, value) => row.hubId === value,
    },
    {
      id: 'consent',
      label: 'Consent',
      allLabel: 'Any consent',
      options: options(CONSENT_FILTERS),
      predicate: (row, value) => (value === 'Consented') === row.consents.length > 0,
    },
  ];
}

const onFailure = async (failure: unknown) => notify(await messageOfFailure(failure), 'error');

/**
 * Alumni → All (spec §2.3 /alumni, issue 20): students with a Completed engagement, their award,
 * where they serve (set from here) and what they consented to be contacted for; exports, one
 * of them for mailing (only those with a Post or Marketing e-mail consent). Online only.
 */
export function AlumniListPage({ title }: ScreenProps) {
  const styles = useStyles();
  const [state, setState] = useState<DataTableState>({ search: '', sort: null, filters: {} });
  const [serving, setServing] = useState<AlumnusRow | null>(null);
  const [consenting, setConsenting] = useState<AlumnusRow | null>(null);
  const query = useQuery({
    queryKey: ['alumni'],
    retry: false,
    queryFn: async () => {
      try {
        return alumniListSchema.parse(await api.get('alumni').json());
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
  const list = query.data;
  const tableFilters = useMemo(() => filters(list), [list]);

  if (!list && !navigator.onLine)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>Alumni need a connection: they are not kept offline.</MessageBarBody>
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
      <div className={styles.actions}>
        <Button
          className={styles.noWrap}
          icon={<MailRegular />}
          onClick={() =>
            void downloadExport('alumni', 'csv', {
              ...serverQueryOf(state),
              for: 'mailing',
            }).catch(onFailure)
          }
        >
          Export for mailing
        </Button>
        <Text>
          Only alumni who agreed to post or marketing e-mail. Open a row to set where they serve or
          to record a consent.
        </Text>
      </div>
      <DataTable
        label={title}
        rows={list?.items}
        columns={COLUMNS}
        filters={tableFilters}
        getRowId={(row) => row.studentId}
        searchPlaceholder="Search by name, id, e-mail or organisation"
        state={state}
        onStateChange={setState}
        onRowClick={setServing}
        exports={{
          onExport: (format) =>
            void downloadExport('alumni', format, serverQueryOf(state)).catch(onFailure),
        }}
      />
      {serving && list && (
        <ServingDialog
          alumnus={serving}
          organisations={list.options.organisations}
          onClose={() => setServing(null)}
          {...(can(['role:manager'])
            ? {
                onRecordConsent: () => {
                  setConsenting(serving);
                  setServing(null);
                },
              }
            : {})}
          onSaved={(row) => {
            setServing(null);
            notify(
              row.organisationName
                ? `${row.name} serves at ${row.organisationName}`
                : `Where ${row.name} serves is cleared`,
              'success',
            );
            void query.refetch();
          }}
        />
      )}
      {consenting && (
        <RecordConsentDialog
          person={{ kind: 'student', id: consenting.studentId, name: consenting.name }}
          save={recordConsent}
          onClose={() => setConsenting(null)}
          onRecorded={() => {
            setConsenting(null);
            notify(`The consent of ${consenting.name} is recorded`, 'success');
            void query.refetch();
          }}
        />
      )}
    </div>
  );
}
