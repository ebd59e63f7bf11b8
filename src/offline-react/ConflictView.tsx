import {
  Button,
  makeStyles,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { applyConflictResolution, conflictRows } from '../offline/conflict';
import type { OutboxEntry } from '../offline/types';
import { humanise } from './labels';
import { useOffline } from './OfflineProvider';

const useStyles = makeStyles({
  // A phone: the table scrolls inside the card rather than past the screen's edge.
  scroll: { overflowX: 'auto' },
  keep: { '@media (max-width: 640px)': { flexDirection: 'column', alignItems: 'flex-start' } },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalS,
    flexWrap: 'wrap',
  },
});

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Mine against theirs, field by field: keep mine, take theirs, or choose per field (architecture §5). */
export function ConflictView({
  entry,
  onResolved,
}: {
  entry: OutboxEntry;
  onResolved: () => void;
}) {
  const styles = useStyles();
  const engine = useOffline();
  const { rows, perField } = conflictRows(entry);
  const fields = rows.map((row) => row.field);
  const [choices, setChoices] = useState<Record<string, 'mine' | 'theirs'>>(() =>
    Object.fromEntries(fields.map((field) => [field, 'mine'])),
  );

  const resolve = async (choice: 'mine' | 'theirs' | Record<string, 'mine' | 'theirs'>) => {
    if (!engine) return;
    await applyConflictResolution(engine.db, entry, choice);
    onResolved();
  };

  return (
    <div>
      <div className={styles.scroll}>
        <Table aria-label={`Conflict: ${entry.label}`} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Field</TableHeaderCell>
              <TableHeaderCell>Mine</TableHeaderCell>
              <TableHeaderCell>Theirs (on the server)</TableHeaderCell>
              {perField && <TableHeaderCell>Keep</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ field, mine, theirs }) => (
              <TableRow key={field}>
                <TableCell>{humanise(field)}</TableCell>
                <TableCell>{show(mine)}</TableCell>
                <TableCell>{show(theirs)}</TableCell>
                {perField && (
                  <TableCell>
                    <RadioGroup
                      className={styles.keep}
                      layout="horizontal"
                      aria-label={`Keep for ${humanise(field)}`}
                      value={choices[field]}
                      onChange={(_, data) =>
                        setChoices((current) => ({
                          ...current,
                          [field]: data.value === 'theirs' ? 'theirs' : 'mine',
                        }))
                      }
                    >
                      <Radio value="mine" label="Mine" />
                      <Radio value="theirs" label="Theirs" />
                    </RadioGroup>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => void resolve('mine')}>
          Keep mine
        </Button>
        <Button onClick={() => void resolve('theirs')}>Take theirs</Button>
        {perField && <Button onClick={() => void resolve(choices)}>Keep my choices</Button>}
      </div>
    </div>
  );
}
