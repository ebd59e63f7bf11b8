import { describe, expect, it } from 'vitest';
import type { StoredResidential } from '../../domain/records/residential';
import {
  checkResidential,
  emptySession,
  fieldErrorsOf,
  formValuesOf,
  fromLocalInput,
  matchesQuery,
  moduleChoicesFor,
  moduleInstanceName,
  toLocalInput,
} from './residential-form';

const stored = {
  id: 'residential-1',
  version: 3,
  title: 'Advent hub residential',
  startDate: '2026-12-04',
  endDate: '2026-12-05',
  hubId: 'hub-1',
  venue: {
    name: 'Hothorpe Hall',
    wifiNetwork: 'Hothorpe-Guest',
    mapUrl: 'https://example.org/map',
  },
  moduleInstanceIds: ['BIB101-2026-27', 'THE102-2026-27'],
  sessions: [
    {
      id: 'session-a',
      title: 'Greek',
      startsAt: '2026-12-04T10:00:00+01:00',
      endsAt: '2026-12-04T11:30:00+01:00',
      room: 'Library',
      tutorId: 'tutor-1',
    },
  ],
} as unknown as StoredResidential;

describe('the residential form', () => {
  it('writes times as UTC in the datetime inputs and reads them back', () => {
    expect(toLocalInput('2026-12-04T10:00:00+01:00')).toBe('2026-12-04T09:00');
    expect(fromLocalInput('2026-12-04T09:00')).toBe('2026-12-04T09:00:00Z');
    expect(fromLocalInput('')).toBe('');
  });

  it('round-trips a residential through its values (empty text is no value, no hub the college)', () => {
    const values = formValuesOf(stored);
    expect(values.venue.address).toBe('');
    expect(values.moduleInstanceIds).toEqual(['BIB101-2026-27', 'THE102-2026-27']);
    expect(values.moduleInstanceIds).not.toBe(stored.moduleInstanceIds);
    const checked = checkResidential(values, stored.id);
    expect(checked).toEqual({
      ok: true,
      record: {
        id: 'residential-1',
        title: 'Advent hub residential',
        startDate: '2026-12-04',
        endDate: '2026-12-05',
        hubId: 'hub-1',
        venue: {
          name: 'Hothorpe Hall',
          wifiNetwork: 'Hothorpe-Guest',
          mapUrl: 'https://example.org/map',
        },
        moduleInstanceIds: ['BIB101-2026-27', 'THE102-2026-27'],
        sessions: [
          {
            id: 'session-a',
            title: 'Greek',
            startsAt: '2026-12-04T09:00:00Z',
            endsAt: '2026-12-04T10:30:00Z',
            room: 'Library',
            tutorId: 'tutor-1',
          },
        ],
      },
    });
    const college = checkResidential({ ...values, hubId: '' });
    expect(college.ok && college.record.hubId).toBeNull();
  });

  it('names the field of each problem, a session by its place', () => {
    const values = formValuesOf(stored);
    const late = { ...emptySession('2026-12-09'), title: '' };
    const checked = checkResidential({
      ...values,
      venue: { ...values.venue, name: '' },
      sessions: [...values.sessions, late],
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors['venue.name']).toBe('Name the venue');
    expect(checked.errors['sessions.1.title']).toBe('Name the session');
    expect(checked.errors['sessions.1.startsAt']).toMatch(/within the residential/);
    expect(checked.errors['sessions.0.title']).toBeUndefined();
  });

  it('a new session starts on the first day, with an id of its own', () => {
    const one = emptySession('2026-12-04');
    expect(one.startsAt).toBe('2026-12-04T09:00');
    expect(one.id).not.toBe(emptySession('2026-12-04').id);
    expect(emptySession('').startsAt).toBe('');
  });

  it("shows the server's refusal on the fields it names, module instances on their one box", () => {
    expect(
      fieldErrorsOf([
        { param: 'sessions.0.endsAt', message: 'A session ends after it starts' },
        { param: 'moduleInstanceIds.1', message: 'No such module instance' },
        { message: 'No field' },
        'junk',
      ]),
    ).toEqual({
      'sessions.0.endsAt': 'A session ends after it starts',
      moduleInstanceIds: 'No such module instance',
    });
  });

  it('names a module instance by its title, code and session, found by any of their words', () => {
    const name = moduleInstanceName({
      id: 'BT4101-2026-27',
      moduleId: 'BT4101',
      title: 'Introduction to the Old Testament',
      sessionId: '2026-27',
    });
    expect(name).toBe('Introduction to the Old Testament (BT4101, 2026-27)');
    expect(matchesQuery(name, '')).toBe(true);
    expect(matchesQuery(name, 'bt4101')).toBe(true);
    expect(matchesQuery(name, ' old  TESTAMENT 2026 ')).toBe(true);
    expect(matchesQuery(name, 'new testament')).toBe(false);
    expect(matchesQuery(name, 'BT4101 2027-28')).toBe(false);
  });

  it("offers first the modules of the residential's academic year, then the nearest years", () => {
    const run = (moduleId: string, sessionId: string, title = moduleId) => ({
      id: `${moduleId}-${sessionId}`,
      moduleId,
      title,
      sessionId,
    });
    const instances = [
      run('FC3101', '2015-16'),
      run('BT4101', '2025-26'),
      run('BT4101', '2026-27', 'Old Testament'),
      run('BT4102', '2026-27', 'New Testament'),
      run('BT4101', '2027-28'),
      run('XX0001', 'odd'),
    ];
    const ids = (startDate: string, today?: Date) =>
      moduleChoicesFor(instances, startDate, today).map((choice) => choice.id);
    expect(ids('2027-03-06')).toEqual([
      'BT4102-2026-27',
      'BT4101-2026-27',
      'BT4101-2027-28',
      'BT4101-2025-26',
      'FC3101-2015-16',
      'XX0001-odd',
    ]);
    expect(ids('2027-08-01')[0]).toBe('BT4101-2027-28');
    // No first day yet: today's academic year.
    expect(ids('', new Date('2025-11-27T12:00:00Z'))[0]).toBe('BT4101-2025-26');
  });
});
