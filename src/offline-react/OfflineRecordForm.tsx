import { Spinner } from '@fluentui/react-components';
import { useCallback, useEffect } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { DraftNote } from '../components/form-fields';
import { type FormField, RecordForm } from '../components/record-page';
import type { RecordTypes, SyncedEntity } from '../offline/types';
import { notify } from '../state/ui';
import { useOffline } from './OfflineProvider';
import { queueRecordChanges } from './queue-record-changes';
import { RecordConflictNotice } from './RecordConflictNotice';
import { useDraft } from './useDraft';

export interface OfflineRecordFormProps<T extends FieldValues, E extends SyncedEntity> {
  entity: E;
  record: RecordTypes[E];
  /** The record's values as the form shows them. */
  current: T;
  schema: z.ZodType<T, T>;
  fields: readonly FormField<T>[];
  /** Accessible name of the form. */
  label: string;
  /** How the queued change is named to people, e.g. "Student — Ada Lovelace". */
  changeLabel: string;
  /** Where the form's draft is kept (stable across releases, so drafts survive an update). */
  draftKey: string;
}

/**
 * A record's own fields edited on the device (architecture §5): a draft is kept as the user types, and
 * saving queues the changed fields through the outbox; the draft goes only once the change is in.
 */
export function OfflineRecordForm<T extends FieldValues, E extends SyncedEntity>(
  props: OfflineRecordFormProps<T, E>,
) {
  const { entity, record, current } = props;
  const engine = useOffline();
  const draft = useDraft<T>(props.draftKey);
  const { save } = draft;
  const onValuesChange = useCallback((values: T) => save(values), [save]);
  // The engine holds the record on screen: if the store is lost, the form stays with its text.
  useEffect(() => {
    engine?.copy.keepRecord(entity, record);
    return () => engine?.copy.forgetRecord(entity, record.id);
  }, [engine, entity, record]);
  if (!engine || draft.loading) return <Spinner label="Loading, please wait ..." />;
  return (
    <>
      <RecordConflictNotice entity={entity} recordId={record.id} />
      <RecordForm
        key={`${record.id}-${draft.values ? 'draft' : 'record'}`}
        label={props.label}
        schema={props.schema}
        fields={props.fields}
        // A full set of values is a valid partial one; TypeScript cannot see it for a generic T.
        defaultValues={(draft.values ?? current) as DefaultValues<T>}
        // Without a draft, a sync that changes the record shows in the untouched fields.
        values={draft.values ? undefined : current}
        onValuesChange={onValuesChange}
        onCancel={() => void draft.discard()}
        status={<DraftNote draft={draft} />}
        onSubmit={async (values) => {
          const typed = draft.mark();
          const queued = await queueRecordChanges(
            engine,
            entity,
            record,
            current,
            values,
            props.changeLabel,
          );
          await draft.discard(typed);
          notify(
            queued ? 'Saved. The change is sent when the connection allows.' : 'Nothing changed.',
            'success',
          );
        }}
      />
    </>
  );
}
