import { useLiveQuery } from 'dexie-react-hooks';
import { byCreatedAt } from '../../../offline/local-records';
import type { OutboxEntry } from '../../../offline/types';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { can } from '../../../state/permissions';
import { session } from '../../../state/session';

/** What the current user may do on an application (spec §2.3; hub directors review their hub). */
export function reviewRights(): { review: boolean; decide: boolean } {
  const decide = can(['applications:admin']);
  return { decide, review: decide || can(['myapplicants:view']) };
}

/** Who acts, for the optimistic change: the signed-in user, now. */
export function actorNow(): { by: string; byName: string; at: string } {
  return {
    by: session.user?.id ?? '',
    byName: session.user?.name ?? '',
    at: new Date().toISOString(),
  };
}

/** The outbox entries still queued for one application, oldest first (live). */
export function useQueuedFor(id: string): OutboxEntry[] {
  const engine = useOffline();
  return (
    useLiveQuery(
      async () =>
        (
          await engine?.db.outbox.where('[entity+recordId]').equals(['applications', id]).toArray()
        )?.toSorted(byCreatedAt) ?? [],
      [engine, id],
    ) ?? []
  );
}

/** The section a queued review is about. */
export function sectionOf(entry: OutboxEntry): string | undefined {
  if (entry.command !== 'applications.reviewSection') return undefined;
  const section = (entry.body as { section?: unknown } | undefined)?.section;
  return typeof section === 'string' ? section : undefined;
}
