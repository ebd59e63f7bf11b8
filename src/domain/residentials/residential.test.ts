import { describe, expect, it } from 'vitest';
import { keepReadyOffline, residentialSchema, storageRoom } from './residential';

const residential = {
  title: 'Spring residential',
  startDate: '2027-03-12',
  endDate: '2027-03-14',
  venue: { name: 'Hothorpe Hall', postcode: 'LE16 9RG', wifiNetwork: 'Hothorpe-Guest' },
  moduleInstanceIds: ['mi-1'],
  sessions: [
    {
      id: 'r-1',
      title: 'Opening worship',
      startsAt: '2027-03-12T18:00:00Z',
      endsAt: '2027-03-12T19:00:00Z',
      room: 'Chapel',
    },
  ],
};

describe('residentialSchema', () => {
  it('takes a residential with its venue and sessions', () => {
    expect(residentialSchema.parse(residential)).toMatchObject({
      title: 'Spring residential',
      sessions: [{ id: 'r-1', room: 'Chapel' }],
    });
    expect(residentialSchema.parse({ ...residential, sessions: undefined }).sessions).toEqual([]);
  });

  it('refuses an end before the start, a session outside the dates or ending before it starts', () => {
    const issues = (value: unknown) =>
      residentialSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...residential, endDate: '2027-03-11' })).toContainEqual([
      'endDate',
      'A residential ends on or after the day it starts',
    ]);
    const session = residential.sessions[0];
    expect(
      issues({
        ...residential,
        sessions: [
          { ...session, startsAt: '2027-03-15T09:00:00Z', endsAt: '2027-03-15T10:00:00Z' },
        ],
      }),
    ).toEqual([['sessions.0.startsAt', 'A session falls within the residential’s dates']]);
    expect(
      issues({ ...residential, sessions: [{ ...session, endsAt: '2027-03-12T17:00:00Z' }] }),
    ).toEqual([['sessions.0.endsAt', 'A session ends after it starts']]);
    expect(issues({ ...residential, venue: { name: '' } })).toEqual([
      ['venue.name', 'Name the venue'],
    ]);
  });
});

describe('keepReadyOffline', () => {
  it('is true from 14 days before the start to the last day', () => {
    expect(keepReadyOffline(residential, '2027-02-25')).toBe(false);
    expect(keepReadyOffline(residential, '2027-02-26')).toBe(true);
    expect(keepReadyOffline(residential, '2027-03-14')).toBe(true);
    expect(keepReadyOffline(residential, '2027-03-15')).toBe(false);
    expect(keepReadyOffline(residential, '2027-03-05', 3)).toBe(false);
  });
});

describe('storageRoom', () => {
  it('fits a download within the quota, keeping a tenth free', () => {
    expect(storageRoom({ usage: 100, quota: 1_000 }, 800)).toEqual({ fits: true, freeAfter: 0 });
    expect(storageRoom({ usage: 100, quota: 1_000 }, 801)).toEqual({ fits: false, freeAfter: -1 });
    expect(storageRoom({ quota: 1_000 }, 500, 0).freeAfter).toBe(500);
  });

  it('takes an unknown quota to fit', () => {
    expect(storageRoom({}, 10_000_000).fits).toBe(true);
  });
});
