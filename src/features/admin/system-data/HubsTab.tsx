import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { NotLoaded } from '../../../components/screen';
import { notify } from '../../../state/ui';
import { call, type Hub, useOnline } from './api';
import { HistoryPanel } from './HistoryPanel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The hubs (local teaching centres): add one, rename one, and their history. */
export function HubsTab() {
  const styles = useStyles();
  const client = useQueryClient();
  const query = useOnline<{ items: Hub[] }>(['hubs'], 'hubs?pageSize=200&sort=name');
  const [editing, setEditing] = useState<Hub | 'new' | undefined>();
  if (!query.data) return <NotLoaded error={query.error} />;
  const saved = async (message: string) => {
    notify(message, 'success');
    setEditing(undefined);
    await client.invalidateQueries({ queryKey: ['admin'] });
  };
  return (
    <div className={styles.root}>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => setEditing('new')}>
          Add a hub
        </Button>
      </div>
      <ReadOnlyTable<Hub>
        caption="Hubs"
        rows={query.data.items}
        rowKey={(row) => row.id}
        empty="No hubs yet."
        columns={[
          { header: 'Code', cell: (row) => row.id },
          { header: 'Name', cell: (row) => row.name, wide: true },
          { header: 'City', cell: (row) => row.city },
          {
            header: 'Actions',
            cell: (row) => (
              <Button size="small" aria-label={`Edit ${row.name}`} onClick={() => setEditing(row)}>
                Edit
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <HubDialog
          hub={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={saved}
        />
      )}
      <HistoryPanel entity="hubs" caption="History of the hubs" />
    </div>
  );
}

function HubDialog({
  hub,
  onClose,
  onSaved,
}: {
  hub: Hub | undefined;
  onClose: () => void;
  onSaved: (message: string) => Promise<void>;
}) {
  const [name, setName] = useState(hub?.name ?? '');
  const [city, setCity] = useState(hub?.city ?? '');
  const [code, setCode] = useState('');
  const submit = async () => {
    if (hub) {
      await call('patch', `hubs/${encodeURIComponent(hub.id)}`, {
        json: { changes: { name, city } },
        version: hub.version,
      });
      await onSaved('Hub saved');
    } else {
      await call('post', 'hubs', {
        json: { ...(code.trim() ? { id: code.trim() } : {}), name, city },
      });
      await onSaved('Hub added');
    }
  };
  return (
    <FormDialog
      title={hub ? `Edit hub ${hub.name}` : 'Add a hub'}
      submitLabel="Save"
      onSubmit={submit}
      onClose={onClose}
    >
      {!hub && (
        <Field label="Code" hint="Left empty, one is made.">
          <Input value={code} onChange={(_, data) => setCode(data.value)} />
        </Field>
      )}
      <Field label="Name" required>
        <Input value={name} onChange={(_, data) => setName(data.value)} />
      </Field>
      <Field label="City" required>
        <Input value={city} onChange={(_, data) => setCity(data.value)} />
      </Field>
    </FormDialog>
  );
}
