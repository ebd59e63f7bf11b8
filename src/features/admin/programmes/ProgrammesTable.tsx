import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { NotLoaded } from '../../../components/screen';
import { formatMoney } from '../../../domain/format/numbers';
import { notify } from '../../../state/ui';
import { type ProgrammeList, type ProgrammeRow, useOnline } from '../system-data/api';
import { HistoryPanel } from '../system-data/HistoryPanel';
import { ProgrammeDialog } from './ProgrammeDialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

function years(row: ProgrammeRow): string {
  return `PT ${row.yearsPartTime}, other ${row.yearsOtherPaces ?? '–'}`;
}

/**
 * The programmes with their levels, credits, years by pace, exit awards, transferability and fee
 * (spec §9); an administrator edits name, levels and fee, everyone else reads.
 */
export function ProgrammesTable() {
  const styles = useStyles();
  const client = useQueryClient();
  const query = useOnline<ProgrammeList>(['programmes'], 'system-data/programmes');
  const [editing, setEditing] = useState<ProgrammeRow | undefined>();
  if (!query.data) return <NotLoaded error={query.error} />;
  const { editable, items } = query.data;
  return (
    <div className={styles.root}>
      <Text as="p">
        Fees are kept per programme: each level of a programme costs the programme's yearly
        full-time fee (part time pays half, extended two thirds). Credits are 60 a level. Years are
        given part time (PT) and at the other paces, which spec §9 sets only for the MA.
        {editable ? '' : ' You can read this table; changing it needs an administrator.'}
      </Text>
      <ReadOnlyTable<ProgrammeRow>
        caption="Programmes"
        rows={items}
        rowKey={(row) => row.id}
        empty="No programmes."
        columns={[
          { header: 'Code', cell: (row) => row.id },
          { header: 'Name', cell: (row) => row.name, wide: true },
          { header: 'Levels', cell: (row) => row.levels.join(', ') },
          { header: 'Credits', cell: (row) => row.credits, numeric: true },
          { header: 'Years by pace', cell: years },
          { header: 'Exit awards', cell: (row) => row.exitAwards.join(', ') || 'none' },
          {
            header: 'Transferable at end',
            cell: (row) =>
              `${row.transferableAtEnd ? 'Yes' : 'No'}${row.nonStandard ? ' (non-standard)' : ''}`,
          },
          {
            header: 'Fee per level',
            cell: (row) =>
              row.fullTimePence === null
                ? 'not set'
                : `${formatMoney(row.fullTimePence)} (${row.feeType ?? 'normal'})`,
            numeric: true,
          },
          ...(editable
            ? [
                {
                  header: 'Actions',
                  cell: (row: ProgrammeRow) => (
                    <Button
                      size="small"
                      aria-label={`Edit ${row.id}`}
                      onClick={() => setEditing(row)}
                    >
                      Edit
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <ProgrammeDialog
          programme={editing}
          onClose={() => setEditing(undefined)}
          onSaved={async () => {
            notify('Programme saved', 'success');
            setEditing(undefined);
            await client.invalidateQueries({ queryKey: ['admin'] });
          }}
        />
      )}
      <HistoryPanel entity="programmes" caption="History of the programmes" />
      <HistoryPanel entity="tuition_fees" caption="History of the fees" />
    </div>
  );
}
