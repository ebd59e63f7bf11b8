import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  ReferenceList,
  ReferenceListId,
  ReferenceListValues,
} from '../../../domain/admin/reference-lists';
import { notify } from '../../../state/ui';
import { call, useOnline } from './api';

/**
 * One reference list on the system data screen: the list as the server holds it, and a save
 * of new values on the version read (If-Match). A refused save keeps what was typed on screen
 * and its reason in `problem` (each field the server named, on its own line).
 */
export function useReferenceListEditor<K extends ReferenceListId>(id: K, title: string) {
  const client = useQueryClient();
  const query = useOnline<ReferenceList<K>>(['list', id], `system-data/lists/${id}`);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const save = async (values: ReferenceListValues[K]) => {
    if (!query.data) return;
    setBusy(true);
    try {
      await call('put', `system-data/lists/${id}`, {
        json: { values },
        version: query.data.version,
      });
      setProblem(undefined);
      // Read back before saying so: the editor shows the saved list once it arrives, so text typed
      // after "saved" is never replaced by the answer to this save.
      await client.invalidateQueries({ queryKey: ['admin'] });
      notify(`${title} saved`, 'success');
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return { query, save, busy, problem };
}

/** Text with one entry per line, as a list (blank lines and outer spaces dropped). */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
