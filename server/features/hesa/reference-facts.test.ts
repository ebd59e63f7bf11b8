import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XmlDocument } from 'xmldoc';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { auditLog, enrolmentSessions } from '../../db/schema';
import { DEMO_UKPRN, MODULE_WITHOUT_COST_CENTRE } from '../../db/seed/hesa-facts';
import { hesaDir } from './build';

const XSD = join(import.meta.dirname, '../../../tests/fixtures/hesa/collegium-subset.xsd');

let test: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 5 });
  for (const account of ['admin', 'registrar'] as const) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(async () => {
  await test.close();
});

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  as = 'admin',
) =>
  test.app.inject({
    method,
    url,
    headers: { cookie: cookies[as] ?? '' },
    ...(payload ? { payload } : {}),
  });

interface Row {
  id: string;
  facts: Record<string, unknown>;
  missing: string[];
}

describe('GET, PUT and DELETE hesa/facts', () => {
  it('is 404 while the switch is off and 403 without hesa:menu', async () => {
    test.context.config.features.hesa = false;
    try {
      for (const [method, url] of [
        ['GET', '/api/hesa/facts'],
        ['PUT', '/api/hesa/facts/provider/college'],
        ['DELETE', '/api/hesa/facts/venue/demo-retreat-house'],
      ] as const) {
        const response = await call(
          method,
          url,
          method === 'PUT' ? { ukprn: DEMO_UKPRN } : undefined,
        );
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      test.context.config.features.hesa = true;
    }
    const refused = await call('GET', '/api/hesa/facts', undefined, 'registrar');
    expect(refused.statusCode).toBe(403);
  });

  it('lists every programme, module and hub with its facts and what is missing', async () => {
    const screen = (await call('GET', '/api/hesa/facts')).json();
    expect(screen.provider.facts.ukprn).toBe(DEMO_UKPRN);
    const lacking = screen.modules.find((m: Row) => m.id === MODULE_WITHOUT_COST_CENTRE);
    expect(lacking.missing).toContain('module:COSTCN');
    const other = screen.modules.find((m: Row) => m.id !== MODULE_WITHOUT_COST_CENTRE);
    expect(other.missing).not.toContain('module:COSTCN');
    expect(screen.hubs.length).toBeGreaterThan(0);
    expect(screen.hubs.every((h: Row) => h.missing.length === 0)).toBe(true);
    expect(screen.venues.map((v: { id: string }) => v.id)).toContain('demo-retreat-house');
  });

  it('refuses bad values with 422 naming each field, and unknown records with 404', async () => {
    const bad = await call('PUT', '/api/hesa/facts/module/BT4101', {
      costCentres: [
        { code: '142', proportion: 60 },
        { code: '14', proportion: 30 },
      ],
    });
    expect(bad.statusCode).toBe(422);
    const body = bad.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { message: 'A HESA cost centre is 3 digits', param: 'costCentres.1.code' },
        { message: 'Proportions add up to 90, not 100', param: 'costCentres' },
      ]),
    );
    const ukprn = await call('PUT', '/api/hesa/facts/provider/college', { ukprn: '2009999' });
    expect(ukprn.statusCode).toBe(422);
    expect(ukprn.json().details[0].param).toBe('ukprn');
    expect((await call('PUT', '/api/hesa/facts/module/NOSUCH', {})).statusCode).toBe(404);
    expect((await call('PUT', '/api/hesa/facts/programme/NOSUCH', {})).statusCode).toBe(404);
    expect((await call('PUT', '/api/hesa/facts/hub/NOSUCH', {})).statusCode).toBe(404);
    expect((await call('PUT', '/api/hesa/facts/provider/other', {})).statusCode).toBe(404);
    expect((await call('PUT', '/api/hesa/facts/course/BA', {})).statusCode).toBe(400);
    const slug = await call('PUT', '/api/hesa/facts/venue/Not%20A%20Slug', {
      name: 'X',
      postcode: 'LE1 1AA',
    });
    expect(slug.statusCode).toBe(422);
  });

  it('saves, audits, and the return writes the facts', async () => {
    const saved = await call('PUT', `/api/hesa/facts/module/${MODULE_WITHOUT_COST_CENTRE}`, {
      costCentres: [{ code: '142', proportion: 100 }],
      subjects: [
        { code: '100794', proportion: 50 },
        { code: '101441', proportion: 50 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().missing).toEqual([]);
    const programme = await call('PUT', '/api/hesa/facts/programme/BA', {
      qualcat: 'h0003',
      awardingBody: '10099998',
      subjects: [{ code: '100794', proportion: 100 }],
      fundingBody: '1001',
    });
    expect(programme.statusCode).toBe(200);
    expect(programme.json().facts.qualcat).toBe('H0003');
    const venue = await call('PUT', '/api/hesa/facts/venue/hill-house', {
      name: 'Hill House',
      postcode: 'ox11aa',
    });
    expect(venue.json().facts.postcode).toBe('OX1 1AA');
    const audited = await test.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'hesa-reference-facts'),
          eq(auditLog.recordId, `module:${MODULE_WITHOUT_COST_CENTRE}`),
        ),
      );
    // The module had no facts row: its first save creates one.
    expect(audited.map((a) => a.action)).toEqual(['create']);

    const [row] = await test.database.db
      .select({ year: enrolmentSessions.sessionId })
      .from(enrolmentSessions)
      .limit(1);
    const year = row?.year ?? '';
    // Valid against the subset XSD with every new element written.
    await mkdir(hesaDir(test.context), { recursive: true });
    await copyFile(XSD, join(hesaDir(test.context), 'collegium-subset.xsd'));
    const built = await call('POST', '/api/hesa/export', { year });
    expect(built.json().xsd).toMatchObject({ checked: true, valid: true, errors: [] });
    const rules = built.json().problems.map((p: { rule: string }) => p.rule);
    expect(rules).not.toContain('module:COSTCN');
    expect(rules).toContain('course:QUALCAT');
    expect(rules).not.toContain('provider:UKPRN');
    const doc = new XmlDocument((await call('GET', `/api/hesa/export/${year}/file`)).body);
    const module = doc
      .childrenNamed('Module')
      .find((m) => m.valueWithPath('MODID') === MODULE_WITHOUT_COST_CENTRE);
    expect(module?.valueWithPath('ModuleCostCentre.COSTCN')).toBe('142');
    expect(module?.childrenNamed('ModuleSubject').map((s) => s.valueWithPath('MODSBJ'))).toEqual([
      '100794',
      '101441',
    ]);
    const course = doc.childrenNamed('Course').find((c) => c.valueWithPath('COURSEID') === 'BA');
    expect(course?.valueWithPath('CourseRole.HESAID')).toBe(DEMO_UKPRN);
    expect(course?.valueWithPath('CourseRole.CRPROPORTION')).toBe('100');
    const qualification = doc
      .childrenNamed('Qualification')
      .find((q) => q.valueWithPath('QUALID') === 'QBA');
    expect(qualification?.valueWithPath('QUALCAT')).toBe('H0003');
    expect(qualification?.valueWithPath('AwardingBodyRole.AWARDINGBODYID')).toBe('10099998');
    expect(qualification?.valueWithPath('QualificationSubject.QUALPROPORTION')).toBe('100');
    const venues = doc.childrenNamed('Venue');
    const hill = venues.find((v) => v.valueWithPath('VENUEID') === 'res-hill-house');
    expect(hill?.valueWithPath('POSTCODE')).toBe('OX1 1AA');
    expect(
      venues.find((v) => v.valueWithPath('VENUEID') === 'hub-1')?.valueWithPath('VENUEUKPRN'),
    ).toBe(DEMO_UKPRN);
    // The funding body is written on each SCS of the programme, after FundingAndMonitoring.
    const sessions = doc
      .childrenNamed('Student')
      .flatMap((s) => s.childrenNamed('Engagement'))
      .flatMap((e) => e.childrenNamed('StudentCourseSession'));
    for (const scs of sessions) {
      const names = scs.children.flatMap((c) => ('name' in c ? [c.name] : []));
      if (scs.valueWithPath('COURSEID') === 'BA') {
        expect(scs.valueWithPath('FundingBody.FUNDINGBODY')).toBe('1001');
        expect(names.indexOf('FundingBody')).toBe(names.indexOf('FundingAndMonitoring') + 1);
      } else {
        expect(names).not.toContain('FundingBody');
      }
    }
  });

  it('lists whole-return rules on the missing screen with a link to the facts tab', async () => {
    const [row] = await test.database.db
      .select({ year: enrolmentSessions.sessionId })
      .from(enrolmentSessions)
      .limit(1);
    const missing = (await call('GET', `/api/hesa/missing?year=${row?.year ?? ''}`)).json();
    const qualcat = missing.rules.find((r: { rule: string }) => r.rule === 'course:QUALCAT');
    expect(qualcat).toMatchObject({
      field: 'QUALCAT',
      students: [],
      fix: { to: '/hesa/mapping?tab=facts' },
    });
    expect(qualcat.count).toBeGreaterThan(1);
  });

  it('deletes a residential venue, then answers 404', async () => {
    expect((await call('DELETE', '/api/hesa/facts/venue/hill-house')).statusCode).toBe(204);
    expect((await call('DELETE', '/api/hesa/facts/venue/hill-house')).statusCode).toBe(404);
    const screen = (await call('GET', '/api/hesa/facts')).json();
    expect(screen.venues.map((v: { id: string }) => v.id)).not.toContain('hill-house');
  });
});
