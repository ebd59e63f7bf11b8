import { describe, expect, it } from 'vitest';
import { absencesByStudent, markText, rateText, sessionHeader } from './report-view';

describe('the attendance report', () => {
  it('reads a mark as words, with its reason, and a missing one as not marked', () => {
    expect(markText({ mark: 'present' })).toBe('Present');
    expect(markText({ mark: 'excused', reason: 'Unwell' })).toBe('Excused: Unwell');
    expect(markText({ mark: 'absent', reason: null })).toBe('Absent');
    expect(markText(undefined)).toBe('Not marked');
  });

  it('gives a rate as its percentage and the sessions it counts', () => {
    expect(rateText({ attended: 3, absent: 1, excused: 1, unmarked: 0, percent: 75 })).toBe(
      '75.0% (3 of 4)',
    );
    expect(rateText({ attended: 0, absent: 0, excused: 2, unmarked: 0, percent: null })).toBe(
      'No sessions counted',
    );
  });

  it('gathers the absences without a reason by student, by name, sessions in time order', () => {
    const grouped = absencesByStudent([
      {
        studentId: 's2',
        name: 'Zoe Adams',
        sessionTitle: 'Greek',
        startsAt: '2026-10-17T09:00:00Z',
      },
      {
        studentId: 's1',
        name: 'Amy Brown',
        sessionTitle: 'Hebrew',
        startsAt: '2026-10-17T14:00:00Z',
      },
      {
        studentId: 's1',
        name: 'Amy Brown',
        sessionTitle: 'Greek',
        startsAt: '2026-10-16T09:00:00Z',
      },
    ]);
    expect(grouped).toEqual([
      {
        studentId: 's1',
        name: 'Amy Brown',
        sessions: ['Greek (2026-10-16 09:00)', 'Hebrew (2026-10-17 14:00)'],
      },
      { studentId: 's2', name: 'Zoe Adams', sessions: ['Greek (2026-10-17 09:00)'] },
    ]);
  });

  it('heads a column by its session title, with the start when two share a title', () => {
    const sessions = [
      { id: 'a', title: 'Seminar groups', startsAt: '2026-10-17T14:00:00Z' },
      { id: 'b', title: 'Lecture', startsAt: '2026-10-18T09:00:00Z' },
      { id: 'c', title: 'Seminar groups', startsAt: '2026-10-18T14:00:00Z' },
    ];
    expect(sessions.map((session) => sessionHeader(session, sessions))).toEqual([
      'Seminar groups (2026-10-17 14:00)',
      'Lecture',
      'Seminar groups (2026-10-18 14:00)',
    ]);
  });
});
