import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XmlDocument } from 'xmldoc';
import { startYearOf } from '#domain/hesa/rules';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { enrolmentSessions, residentials } from '../../db/schema';
import { hesaDir } from './build';

// Issue 23: the return's Venues include the venues of the year's residential records (once per
// name and postcode, beside the officer's list); one without a postcode is a rule of the
// `missing` screen, linked to its residential.

const XSD = join(import.meta.dirname, '../../../tests/fixtures/hesa/collegium-subset.xsd');

let test: TestApp;
let cookie = '';
let year = '';

const residential = (
  id: string,
  startDate: string,
  venue: { name: string; postcode?: string },
) => ({
  id,
  title: `Venue test ${id}`,
  startDate,
  endDate: startDate,
  hubId: 'hub-1',
  venue,
  scopeKeys: ['hub:hub-1'],
});

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 5 });
  cookie = await test.login('admin@college.test');
  const [row] = await test.database.db
    .select({ year: enrolmentSessions.sessionId })
    .from(enrolmentSessions)
    .limit(1);
  year = row?.year ?? '';
  if (!year) throw new Error('The seed holds no enrolment session');
  const inYear = `${startYearOf(year)}-09-20`;
  await test.database.db.insert(residentials).values([
    residential('venue-a', inYear, { name: 'Lantern House', postcode: 'cb2 1tn' }),
    residential('venue-b', inYear, { name: 'lantern house', postcode: 'CB21TN' }),
    residential('venue-c', inYear, { name: 'Quiet Barn' }),
    // Another year's residential: not this return's.
    residential('venue-d', `${startYearOf(year) - 3}-09-20`, { name: 'Old Grange' }),
  ]);
});
afterAll(() => test.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('residential venues in the HESA return', () => {
  it('writes each venue of the year’s residentials once, valid against the XSD', async () => {
    await mkdir(hesaDir(test.context), { recursive: true });
    await copyFile(XSD, join(hesaDir(test.context), 'collegium-subset.xsd'));
    const built = await call('POST', '/api/hesa/export', { year });
    expect(built.statusCode).toBe(200);
    expect(built.json().xsd).toMatchObject({ checked: true, valid: true, errors: [] });
    const doc = new XmlDocument((await call('GET', `/api/hesa/export/${year}/file`)).body);
    const venues = doc.childrenNamed('Venue');
    const lantern = venues.filter((v) => v.valueWithPath('VENUENAME') === 'Lantern House');
    expect(lantern.map((v) => [v.valueWithPath('VENUEID'), v.valueWithPath('POSTCODE')])).toEqual([
      ['res-lantern-house', 'CB2 1TN'],
    ]);
    expect(built.json().counts.venues).toBe(venues.length);
    const names = venues.map((v) => v.valueWithPath('VENUENAME'));
    expect(names).not.toContain('Quiet Barn');
    expect(names).not.toContain('Old Grange');
  });

  it('lists a residential venue without a postcode on the missing screen', async () => {
    const missing = (await call('GET', `/api/hesa/missing?year=${year}`)).json();
    const rules = missing.rules.filter((r: { rule: string }) =>
      r.rule.startsWith('residential-venue:'),
    );
    expect(rules).toEqual([
      expect.objectContaining({
        rule: 'residential-venue:POSTCODE:venue-c',
        field: 'POSTCODE',
        message: 'Residential venue without a postcode: Quiet Barn (Venue test venue-c)',
        students: [],
        fix: { to: '/residentials?residential=venue-c', label: 'Residential' },
      }),
    ]);
  });
});
