import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearDraft, createDraftSaver, loadDraft } from '../offline/drafts';
import type { Draft } from '../offline/types';
import { useOffline } from './OfflineProvider';

/**
 * A form's draft (architecture §5): loaded once, saved as the user types, cleared only after the
 * change is safely in the outbox. `draft` is undefined while loading, null when there is none.
 */
export function useDraft<T>(key: string) {
  const engine = useOffline();
  const db = engine?.db;
  // The engine keeps the latest values in memory too, so a store lost under the page gets them back.
  const copy = engine?.copy;
  const [draft, setDraft] = useState<Draft | null | undefined>(undefined);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const saver = useMemo(() => (db ? createDraftSaver(db, key) : undefined), [db, key]);
  // Counts the saves, so that a submit discards only what it sent (see `discard`).
  const edits = useRef(0);

  useEffect(() => {
    if (!db) return;
    let live = true;
    void loadDraft(db, key).then((found) => {
      if (!live) return;
      if (found) copy?.keepDraft(found);
      setDraft(found ?? null);
      setSavedAt(found?.savedAt ?? null);
    });
    return () => {
      live = false;
    };
  }, [db, key, copy]);

  // Leaving the page (or the tab) writes what is pending at once.
  useEffect(() => () => void saver?.flush(), [saver]);

  const save = useCallback(
    (values: T) => {
      edits.current += 1;
      saver?.save(values);
      const savedAt = new Date().toISOString();
      copy?.keepDraft({ key, values, savedAt });
      setSavedAt(savedAt);
    },
    [saver, copy, key],
  );

  /** How many edits were saved so far: a submit passes it to `discard`. */
  const mark = useCallback(() => edits.current, []);

  /**
   * Forgets the draft. Given the `mark` taken when a submit began, it keeps the draft when the
   * user typed on while the change was being queued: that text is not in the change.
   */
  const discard = useCallback(
    async (upTo?: number) => {
      if (upTo !== undefined && edits.current !== upTo) return;
      saver?.cancel();
      copy?.forgetDraft(key);
      if (db) await clearDraft(db, key);
      setDraft(null);
      setSavedAt(null);
    },
    [db, key, saver, copy],
  );

  return {
    loading: draft === undefined,
    values: (draft?.values ?? undefined) as T | undefined,
    savedAt,
    save,
    mark,
    discard,
  };
}
