import type { CollegiumDb } from './database';
import type { Draft } from './types';

/** Saves a form's values under its key, stamped with the time (for "Draft saved <time>"). */
export async function saveDraft(
  db: CollegiumDb,
  key: string,
  values: unknown,
  now: Date = new Date(),
): Promise<Draft> {
  const draft: Draft = { key, values, savedAt: now.toISOString() };
  await db.drafts.put(draft);
  return draft;
}

/** The saved draft of a form, if any (restored on reload, crash or sign-in again). */
export function loadDraft(db: CollegiumDb, key: string): Promise<Draft | undefined> {
  return db.drafts.get(key);
}

/** Forgets a form's draft ("Discard draft"; after submit, runCommand's `draftKey` does it). */
export async function clearDraft(db: CollegiumDb, key: string): Promise<void> {
  await db.drafts.delete(key);
}

/** A debounced saver for one form. */
export interface DraftSaver {
  /** Schedules a save of these values (the latest values win). */
  save(values: unknown): void;
  /** Saves the scheduled values now (tab hidden, route change); resolves when written (undefined if nothing was scheduled). */
  flush(): Promise<Draft | undefined>;
  /** Drops the scheduled save (before submitting, so a late save cannot revive the draft). */
  cancel(): void;
}

/**
 * Saves at most once per `delayMs` of quiet typing. Writes are chained so they land in order and
 * flush() waits for the one in flight; timers are the global ones, so it works in the service
 * worker too.
 */
export function createDraftSaver(
  db: CollegiumDb,
  key: string,
  delayMs = 500,
  options: { now?: () => Date; onError?: (error: unknown) => void } = {},
): DraftSaver {
  const clock = options.now ?? (() => new Date());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduled: { values: unknown } | undefined;
  let writing: Promise<Draft | undefined> = Promise.resolve(undefined);

  function stopTimer(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function write(): Promise<Draft | undefined> {
    stopTimer();
    const next = scheduled;
    scheduled = undefined;
    // Nothing new: wait for the write in flight (its error went to its own caller or onError).
    if (!next)
      return writing.then(
        () => undefined,
        () => undefined,
      );
    // A failed write must not stop later saves; its error still reaches flush()'s caller.
    const run = writing.catch(() => undefined).then(() => saveDraft(db, key, next.values, clock()));
    writing = run;
    return run;
  }

  return {
    save(values) {
      scheduled = { values };
      stopTimer();
      timer = setTimeout(() => {
        // A timed save has no caller to reject to: report it, so the form can say so.
        write().catch((error: unknown) => options.onError?.(error));
      }, delayMs);
    },
    flush: write,
    cancel() {
      stopTimer();
      scheduled = undefined;
    },
  };
}
