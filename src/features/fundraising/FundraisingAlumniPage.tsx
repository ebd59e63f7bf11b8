import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, messageOfFailure } from '../../api/client';
import { downloadExport } from '../../api/entities';
import {
  type DataColumn,
  type DataFilter,
  DataTable,
  type DataTableState,
  serverQueryOf,
} from '../../components/data-table';
import { DateInput } from '../../components/form-fields';
import { AsOf, type ScreenProps } from '../../components/screen';
import {
  type FundraisingList,
  type FundraisingRow,
  fundraisingListSchema,
  matchesSegment,
} from '../../domain/fundraising/segments';
import { can } from '../../state/permissions';
import { notify } from '../../state/ui';
import { GiftImportDialog } from './GiftImportDialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalL,
  },
});

const COLUMNS: DataColumn<FundraisingRow>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name },
  {
    id: 'kind',
    header: 'Alumnus or supporter',
    accessor: (row) => (row.kind === 'alumnus' ? 'Alumnus' : 'Supporter'),
    width: 170,
  },
  { id: 'hubId', header: 'Hub', accessor: (row) => row.hubId, width: 90 },
  { id: 'email', header: 'E-mail', accessor: (row) => row.email },
  {
    id: 'totalPence',
    header: 'Total given',
    accessor: (row) => row.totalPence,
    kind: 'money',
    width: 120,
  },
  { id: 'giftCount', header: 'Gifts', accessor: (row) => row.giftCount, kind: 'number', width: 80 },
  {
    id: 'lastGiftOn',
    header: 'Last gift',
    accessor: (row) => row.lastGiftOn,
    kind: 'date',
    width: 120,
  },
];

// Filter ids are the server's query names: the export asks for the same rows.
function filters(list: FundraisingList | undefined): DataFilter<FundraisingRow>[] {
  return [
    {
      id: 'segment',
      label: 'Segment',
      allLabel: 'Alumni and supporters',
      options: [
        { value: 'alumni', label: 'Alumni' },
        { value: 'supporters', label: 'Supporters' },
      ],
      predicate: (row, segment) => matchesSegment(row, { segment: segment as 'alumni' }),
    },
    {
      id: 'giving',
      label: 'Giving',
      allLabel: 'Given or not',
      options: [
        { value: 'given', label: 'Has given' },
        { value: 'never', label: 'Never given' },
      ],
      predicate: (row, giving) => matchesSegment(row, { giving: giving as 'given' }),
    },
    {
      id: 'hub',
      label: 'Hub',
      allLabel: 'All hubs',
      options: (list?.options.hubs ?? []).map((value) => ({ value, label: value })),
      predicate: (row, hub) => row.hubId === hub,
    },
  ];
}

/**
 * Fundraising → Alumni (spec §2.3 `/fundraising/alumni`, issue 20): alumni and supporters whose
 * Fundraising consent holds today, with their giving, by segment; the mailing export holds the
 * same rows (asked of the server, so a consent withdrawn a moment ago is already left out).
 */
export function FundraisingAlumniPage({ title }: ScreenProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ search: '', sort: null, filters: {} });
  const [lastGiftBefore, setLastGiftBefore] = useState('');
  const [importing, setImporting] = useState(false);
  const query = useQuery({
    queryKey: ['fundraising-alumni'],
    retry: false,
    staleTime: 0,
    queryFn: async () => {
      try {
        return fundraisingListSchema.parse(await api.get('fundraising/alumni').json());
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
  const list = query.data;
  const tableFilters = useMemo(() => filters(list), [list]);
  const rows = useMemo(
    () =>
      lastGiftBefore
        ? list?.items.filter((row) => matchesSegment(row, { lastGiftBefore }))
        : list?.items,
    [list, lastGiftBefore],
  );
  if (!list && !navigator.onLine)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          Fundraising lists need a connection: they are not kept offline.
        </MessageBarBody>
      </MessageBar>
    );
  if (query.isError && !list)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  const serverQuery = () => ({
    ...serverQueryOf(state),
    ...(lastGiftBefore ? { lastGiftBefore } : {}),
  });
  return (
    <div className={styles.root}>
      <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !navigator.onLine} />
      <div className={styles.bar}>
        <Field label="Last gift before">
          <DateInput value={lastGiftBefore} onChange={setLastGiftBefore} />
        </Field>
        {can(['fundraising:menu']) && (
          <Button onClick={() => setImporting(true)}>Import giving history</Button>
        )}
      </div>
      <DataTable
        label={title}
        rows={rows}
        columns={COLUMNS}
        filters={tableFilters}
        getRowId={(row) => `${row.personKind}:${row.personId}`}
        searchPlaceholder="Search by name, e-mail or donor id"
        state={state}
        onStateChange={setState}
        onRowClick={(row) =>
          navigate(
            row.personKind === 'contact'
              ? `/contacts/${encodeURIComponent(row.personId)}`
              : `/students/${encodeURIComponent(row.personId)}`,
          )
        }
        exports={{
          onExport: (format) =>
            void downloadExport('fundraising/alumni', format, serverQuery()).catch(
              async (failure: unknown) => notify(await messageOfFailure(failure), 'error'),
            ),
        }}
      />
      {importing && (
        <GiftImportDialog
          onClose={() => setImporting(false)}
          onImported={(result) => {
            setImporting(false);
            notify(
              `Imported ${result.imported} gift(s) of ${result.donors} donor(s); ${result.alreadyThere} were already there.`,
              'success',
            );
            void query.refetch();
          }}
        />
      )}
    </div>
  );
}
