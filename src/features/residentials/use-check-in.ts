import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { AttendanceMark, AttendanceMarkRecord } from '../../domain/residentials/attendance';
import { mergeMarks } from '../../domain/residentials/attendance';
import { discardEntry } from '../../offline/outbox-actions';
import { useOffline } from '../../offline-react/OfflineProvider';
import { session } from '../../state/session';
import { notify } from '../../state/ui';
import { markAttendance, newMark } from './commands';
import { deviceId } from './device';

/** A mark asked for on the screen. */
export interface MarkWanted {
  studentId: string;
  studentName: string;
  mark: AttendanceMark;
  reason?: string;
}

/** What undo needs of one mark made here: its outbox entry, its time and what it replaced. */
interface UndoStep {
  studentId: string;
  studentName: string;
  entryId: string;
  markedAt: string;
  previous: { mark: AttendanceMark; reason?: string } | null;
}

/** One thing done on the screen (a student marked, or "All present"), undone as a whole. */
export interface CheckInAction {
  label: string;
  steps: UndoStep[];
}

/**
 * The check-in screen's data and writes, all from the device: the residential, its pack, the
 * session's marks merged (mergeMarks: the latest by device time counts), and marking with undo.
 *
 * Undo takes back the last thing done on this screen. A student who had a mark before gets a new
 * mark restoring it (marks are never edited, so the history keeps all three). A student who had
 * none: the mark is withdrawn from the outbox while it waits there (nothing reaches the server);
 * once sent it cannot be withdrawn (there is no "unmarked" mark), and the screen says so.
 */
export function useCheckIn(residentialId: string, sessionId: string) {
  const engine = useOffline();
  const { user } = useSnapshot(session);
  const db = engine?.db;
  const residential = useLiveQuery(
    async () => (db ? ((await db.residentials.get(residentialId)) ?? null) : undefined),
    [db, residentialId],
  );
  const pack = useLiveQuery(
    async () => (db ? ((await db['residential-packs'].get(residentialId)) ?? null) : undefined),
    [db, residentialId],
  );
  const marks = useLiveQuery(
    async () =>
      db
        ? db['attendance-marks']
            .where('[residentialId+sessionId]')
            .equals([residentialId, sessionId])
            .toArray()
        : undefined,
    [db, residentialId, sessionId],
  );
  const current = useMemo(() => {
    const byStudent = new Map<string, AttendanceMarkRecord>();
    for (const merged of mergeMarks(marks ?? []).values()) {
      byStudent.set(merged.current.studentId, merged.current);
    }
    return byStudent;
  }, [marks]);
  const [actions, setActions] = useState<CheckInAction[]>([]);

  const by = useCallback(
    () => (user ? { userId: user.id, userName: user.name, deviceId: deviceId() } : undefined),
    [user],
  );

  /** Marks students (one, or a group) as one action that undo takes back. */
  const mark = useCallback(
    async (wanted: readonly MarkWanted[], label: string) => {
      const who = by();
      if (!engine || !who) return;
      const steps: UndoStep[] = [];
      for (const item of wanted) {
        const before = current.get(item.studentId);
        const input = newMark({ ...item, residentialId, sessionId }, who);
        const entry = await engine.queue(markAttendance, input);
        if (!entry) break;
        steps.push({
          studentId: item.studentId,
          studentName: item.studentName,
          entryId: entry.id,
          markedAt: input.markedAt,
          previous: before
            ? { mark: before.mark, ...(before.reason ? { reason: before.reason } : {}) }
            : null,
        });
      }
      if (steps.length > 0) setActions((done) => [...done, { label, steps }]);
    },
    [by, current, engine, residentialId, sessionId],
  );

  const undo = useCallback(async () => {
    const last = actions.at(-1);
    const who = by();
    if (!last || !engine || !who) return;
    setActions((done) => done.slice(0, -1));
    const stayed: string[] = [];
    for (const step of [...last.steps].reverse()) {
      if (step.previous) {
        // Strictly after the mark it takes back, so the merge never sees a tie.
        const at = new Date(Math.max(Date.now(), Date.parse(step.markedAt) + 1));
        const restore = { residentialId, sessionId, studentId: step.studentId, ...step.previous };
        await engine.queue(
          markAttendance,
          newMark({ ...restore, studentName: step.studentName }, who, at),
        );
      } else if (!(await discardEntry(engine.db, step.entryId))) {
        stayed.push(step.studentName);
      }
    }
    await engine.refreshCounts();
    if (stayed.length > 0) {
      notify(
        `${stayed.join(', ')} had no mark before, and the mark was already sent, so it stays. Choose the right mark instead.`,
        'warning',
      );
    }
  }, [actions, by, engine, residentialId, sessionId]);

  return {
    loading: residential === undefined || pack === undefined || marks === undefined,
    residential: residential ?? null,
    pack: pack ?? null,
    current,
    mark,
    undo,
    lastAction: actions.at(-1),
    canMark: engine !== null && user !== null,
  };
}
