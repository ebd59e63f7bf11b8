/**
 * Sessions ended by a change of their user (deactivation, deletion) must not live on in any
 * session cache of this process (context.ts keeps each session for up to 5 s). A mark per user:
 * a cached session of a marked user loaded before the mark (or within GRACE_MS after it, while the
 * deactivating transaction may not have committed yet) is read again from the database.
 * Other API processes (API_PROCESSES > 1) keep their own caches: there it takes up to 5 s.
 */
const marks = new Map<string, number>();
const GRACE_MS = 2000;
const KEEP_MS = 10_000;

/** Marks a user's sessions as ended for every session cache of this process. */
export function revokeUserSessions(userId: string, now = Date.now()): void {
  if (marks.size > 1000) {
    for (const [id, at] of marks) if (now - at > KEEP_MS) marks.delete(id);
  }
  marks.set(userId, now);
}

/** True when a session of one of these users, loaded at `loadedAt`, must be read again. */
export function revokedSince(userIds: readonly string[], loadedAt: number): boolean {
  return userIds.some((id) => {
    const mark = marks.get(id);
    return mark !== undefined && loadedAt <= mark + GRACE_MS;
  });
}
