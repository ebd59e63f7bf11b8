import { describe, expect, it } from 'vitest';
import { sessionWhen, signInSheetDocument, WALK_IN_ROWS } from './sign-in-sheet';

const sheet = {
  collegeName: 'Collegium College',
  residentialTitle: 'Advent hub residential',
  venue: { name: 'Hothorpe Hall', address: 'Theddingworth', postcode: 'LE17 6QX' },
  session: {
    title: 'Opening lecture',
    startsAt: '2026-12-04T09:00:00Z',
    endsAt: '2026-12-04T10:30:00Z',
    room: 'Oak room',
  },
  tutorName: 'Faculty Member',
  students: [
    { id: 's1', name: 'Amos Brown' },
    { id: 's2', name: 'Ruth Clark' },
  ],
};

describe('the sign-in sheet', () => {
  it('gives the day and times as the timetable has them', () => {
    expect(sessionWhen(sheet.session)).toBe('2026-12-04, 09:00–10:30');
    expect(
      sessionWhen({ startsAt: '2026-12-04T21:00:00+00:00', endsAt: '2026-12-05T01:00:00+00:00' }),
    ).toBe('2026-12-04 21:00 – 2026-12-05 01:00');
  });

  it('lists the session’s details and a line per student, then blank lines for walk-ins', () => {
    const document = signInSheetDocument(sheet);
    const text = JSON.stringify(document.content);
    for (const expected of [
      'Sign-in sheet: Opening lecture',
      'Advent hub residential',
      'Hothorpe Hall, Theddingworth, LE17 6QX',
      'Oak room',
      'Faculty Member',
      '2026-12-04, 09:00–10:30',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const table = (document.content as { table?: { body: { text: string }[][] } }[]).find(
      (part) => part.table,
    )?.table;
    const names = table?.body.slice(1).map((row) => row[1]?.text);
    expect(names).toEqual(['Amos Brown', 'Ruth Clark', ...Array(WALK_IN_ROWS).fill(' ')]);
  });
});
