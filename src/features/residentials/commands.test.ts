import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { mergeMarks } from '../../domain/residentials/attendance';
import { runCommand } from '../../offline/commands';
import { openUserDatabase } from '../../offline/database';
import { markAttendance, newMark } from './commands';
import { DEVICE_ID_KEY, deviceId } from './device';

const open = () => openUserDatabase(`residentials-${crypto.randomUUID()}`);
const place = { residentialId: 'residential-1', sessionId: 'session-1' };
const hd = { userId: 'user-hd', userName: 'Hana Director', deviceId: 'device-tablet-a' };

describe('markAttendance', () => {
  it('shows the mark on the device at once and queues one POST with the device time and id', async () => {
    const db = await open();
    const input = newMark(
      { ...place, studentId: 's1', studentName: 'Ada Lovelace', mark: 'late' },
      hd,
      new Date('2026-11-27T09:05:00.000Z'),
    );
    const entry = await runCommand(db, 'user-hd', markAttendance, input);
    expect(entry).toMatchObject({
      command: 'residentials.markAttendance',
      method: 'POST',
      path: '/api/residentials/residential-1/marks',
      entity: 'attendance-marks',
      recordId: input.id,
      label: 'Attendance — Ada Lovelace: late',
      body: {
        id: input.id,
        ...place,
        studentId: 's1',
        mark: 'late',
        markedAt: '2026-11-27T09:05:00.000Z',
        deviceId: 'device-tablet-a',
      },
    });
    // Who marked is the server's to say; the name is for the label only.
    expect(entry.body).not.toHaveProperty('markedBy');
    expect(entry.body).not.toHaveProperty('studentName');
    const local = await db['attendance-marks']
      .where('[residentialId+sessionId]')
      .equals(['residential-1', 'session-1'])
      .toArray();
    expect(local).toEqual([
      expect.objectContaining({ id: input.id, version: 0, mark: 'late', markedBy: 'user-hd' }),
    ]);
    expect(local[0]).not.toHaveProperty('studentName');
  });

  it('merges two marks of one student to the latest, keeping both', async () => {
    const db = await open();
    const first = newMark({ ...place, studentId: 's1', mark: 'absent' }, hd, new Date(1000));
    const second = newMark({ ...place, studentId: 's1', mark: 'present' }, hd, new Date(2000));
    // Queued out of order: the device time decides, not the order.
    await runCommand(db, 'user-hd', markAttendance, second);
    await runCommand(db, 'user-hd', markAttendance, first);
    const merged = mergeMarks(await db['attendance-marks'].toArray());
    expect(merged.size).toBe(1);
    expect(merged.get('session-1\u0000s1')?.current).toMatchObject({ mark: 'present' });
    expect(merged.get('session-1\u0000s1')?.history.map((m) => m.mark)).toEqual([
      'absent',
      'present',
    ]);
    expect(await db.outbox.count()).toBe(2);
  });

  it('refuses an excused mark without a reason, queueing nothing', async () => {
    const db = await open();
    const excused = newMark({ ...place, studentId: 's1', mark: 'excused', reason: '  ' }, hd);
    await expect(runCommand(db, 'user-hd', markAttendance, excused)).rejects.toThrow(
      'Give the reason the student is excused',
    );
    expect(await db.outbox.count()).toBe(0);
    expect(await db['attendance-marks'].count()).toBe(0);
    const given = newMark({ ...place, studentId: 's1', mark: 'excused', reason: ' Ill ' }, hd);
    const entry = await runCommand(db, 'user-hd', markAttendance, given);
    expect(entry).toMatchObject({
      body: { reason: 'Ill' },
      label: 'Attendance — s1: excused (Ill)',
    });
  });
});

describe('deviceId', () => {
  it('is made once per browser profile and kept', () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    };
    const made = deviceId(storage);
    expect(made).toMatch(/^device-[0-9a-f-]{36}$/);
    expect(deviceId(storage)).toBe(made);
    expect(kept.get(DEVICE_ID_KEY)).toBe(made);
  });
});
