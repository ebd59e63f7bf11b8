import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XmlDocument, type XmlElement } from 'xmldoc';
import { invoicedFeePounds } from '#domain/hesa/invoiced-fee';
import { engagementInYear } from '#domain/hesa/rules';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import {
  auditLog,
  engagements,
  enrolmentSessions,
  hesaMappings,
  hesaStudentDetails,
  invoices,
} from '../../db/schema';
import { hesaDir } from './build';

let test: TestApp;
let folder = '';
const cookies: Record<string, string> = {};
const XSD = join(import.meta.dirname, '../../../tests/fixtures/hesa/collegium-subset.xsd');

beforeAll(async () => {
  test = await createTestApp({ students: 30, applications: 5 });
  folder = hesaDir(test.context);
  await mkdir(folder, { recursive: true });
  for (const account of ['admin', 'registrar'] as const) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(async () => {
  await test.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as = 'admin') =>
  test.app.inject({
    method,
    url,
    headers: { cookie: cookies[as] ?? '' },
    ...(payload ? { payload } : {}),
  });

describe('the hesa switch and permission', () => {
  it('answers 404 on every route while the switch is off', async () => {
    test.context.config.features.hesa = false;
    try {
      for (const [method, url, body] of [
        ['GET', '/api/hesa/mappings', undefined],
        [
          'PUT',
          '/api/hesa/mappings',
          { collection: '24056', field: 'SEXID', localValue: 'Not recorded', code: '98' },
        ],
        ['GET', '/api/hesa/export', undefined],
        ['POST', '/api/hesa/export', { year: '2025-26' }],
        ['GET', '/api/hesa/export/2025-26/file', undefined],
      ] as const) {
        const response = await call(method, url, body);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().message).toMatch(/switched off/);
      }
    } finally {
      test.context.config.features.hesa = true;
    }
  });
  it('is forbidden to an account without hesa:menu', async () => {
    const response = await call('GET', '/api/hesa/mappings', undefined, 'registrar');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBeTruthy();
  });
});

describe('mappings', () => {
  it('lists every field with its valid codes and our values', async () => {
    const response = await call('GET', '/api/hesa/mappings');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.collection).toBe('24056');
    const religion = body.fields.find((f: { field: string }) => f.field === 'RELIGION');
    expect(religion.codes.map((c: { code: string }) => c.code)).toContain('24');
    expect(religion.values).toContainEqual({ localValue: 'Christian - Baptist', code: '24' });
  });
  it('saves a change, audited, and refuses a code outside the list', async () => {
    const change = { collection: '24056', field: 'RELIGION', localValue: 'Spiritual', code: '32' };
    const saved = await call('PUT', '/api/hesa/mappings', change);
    expect(saved.statusCode).toBe(200);
    const [row] = await test.database.db
      .select()
      .from(hesaMappings)
      .where(and(eq(hesaMappings.field, 'RELIGION'), eq(hesaMappings.localValue, 'Spiritual')));
    expect(row?.code).toBe('32');
    expect(row?.updatedBy).toBe('user-admin');
    const audits = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'hesa-mappings'));
    expect(audits.map((a) => a.changes)).toContainEqual({ code: { before: '80', after: '32' } });
    const bad = await call('PUT', '/api/hesa/mappings', { ...change, code: '999' });
    expect(bad.statusCode).toBe(422);
    const unknown = await call('PUT', '/api/hesa/mappings', { ...change, localValue: 'Jedi' });
    expect(unknown.statusCode).toBe(422);
    const malformed = await call('PUT', '/api/hesa/mappings', { ...change, collection: '2024' });
    expect(malformed.statusCode).toBe(422);
  });
});

const texts = (node: XmlElement, name: string) => node.childrenNamed(name).map((c) => c.val);

describe('the export (golden)', () => {
  it('builds a year: counts equal the database, valid against the subset XSD', async () => {
    // Expected from the domain rule over every engagement (the build selects them in SQL).
    const all = await test.database.db.select().from(engagements);
    const choices0 = (await call('GET', '/api/hesa/export')).json();
    const perYear = choices0.years.map(({ year }: { year: string }) => {
      const inYear = all.filter((e) => engagementInYear(e, year));
      return {
        year,
        students: new Set(inYear.map((e) => e.studentId)).size,
        engagements: inYear.length,
        sessions: inYear.length,
      };
    });
    const expected = [...perYear].sort((a, b) => b.engagements - a.engagements)[0];
    const year: string = expected?.year ?? '';
    expect(expected?.engagements).toBeGreaterThan(5);

    // Without an XSD in the folder: our rules only, and it says XSD validation was skipped.
    const unchecked = await call('POST', '/api/hesa/export', { year });
    expect(unchecked.statusCode).toBe(200);
    expect(unchecked.json().xsd).toEqual({ checked: false, errors: [] });
    expect(unchecked.json().problems.map((p: { rule: string }) => p.rule)).toContain('sid');

    await copyFile(XSD, join(folder, 'collegium-subset.xsd'));
    const choices = await call('GET', '/api/hesa/export');
    expect(choices.json().xsd).toBe('collegium-subset.xsd');
    expect(choices.json().years.map((y: { year: string }) => y.year)).toContain(year);
    const built = await call('POST', '/api/hesa/export', { year });
    const summary = built.json();
    expect(summary.xsd).toMatchObject({ checked: true, valid: true, errors: [] });
    const { year: _year, ...expectedCounts } = expected ?? { year: '' };
    expect(summary.counts).toMatchObject(expectedCounts);

    const file = await call('GET', `/api/hesa/export/${year}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`hesa-data-futures-${year}.xml`);
    const doc = new XmlDocument(file.body);
    expect(doc.name).toBe('DataFutures');
    const studentNodes = doc.childrenNamed('Student');
    const engagementNodes = studentNodes.flatMap((s) => s.childrenNamed('Engagement'));
    const sessionNodes = engagementNodes.flatMap((e) => e.childrenNamed('StudentCourseSession'));
    expect(studentNodes).toHaveLength(expected?.students ?? -1);
    expect(engagementNodes).toHaveLength(expected?.engagements ?? -1);
    expect(sessionNodes).toHaveLength(expected?.sessions ?? -1);
    expect(texts(doc, 'SessionYear').length).toBe(1);
    // Entity blocks in order; each SCS of the year names it; codes are padded.
    const order = doc.children
      .filter((c): c is XmlElement => 'name' in c && typeof c.name === 'string')
      .map((c) => c.name);
    expect(order.indexOf('Venue')).toBeGreaterThan(order.lastIndexOf('Student'));
    for (const scs of sessionNodes) expect(scs.valueWithPath('SESSIONYEARID')).toBe(year);
    for (const module of doc.childrenNamed('Module')) {
      expect(module.valueWithPath('CRDTPTS')).toMatch(/^\d{3}$/);
    }
    // Students who never answered the statistical return form are sent as "not available".
    for (const node of studentNodes) expect(node.valueWithPath('RELIGION')).toMatch(/^\d{2}$/);
    expect(studentNodes.some((node) => node.valueWithPath('RELIGION') === '99')).toBe(true);
    expect(studentNodes.some((node) => node.valueWithPath('ETHNIC') === '999')).toBe(true);
    // The students' HESA details: written as held, and left out (with a problem) when not.
    const details = new Map(
      (await test.database.db.select().from(hesaStudentDetails)).map((d) => [d.studentId, d]),
    );
    const fees = await test.database.db.select().from(invoices);
    let withSid = 0;
    let withFee = 0;
    for (const node of studentNodes) {
      const held = details.get(node.valueWithPath('OWNSTU') ?? '');
      expect(node.valueWithPath('SID')).toBe(held?.sid ?? undefined);
      expect(node.valueWithPath('NATION')).toBe(held?.nationality ?? undefined);
      expect(node.valueWithPath('SEXID')).toBe(
        { Female: '10', Male: '11', Other: '12', 'Prefer not to say': '98' }[
          held?.legalSex ?? ''
        ] ?? '99',
      );
      if (held?.sid) withSid += 1;
      for (const engagement of node.childrenNamed('Engagement')) {
        expect(engagement.valueWithPath('FEEELIG')).toBe(
          held?.feeEligibility
            ? { Eligible: '01', 'Not eligible': '02', 'Not assessed': '03' }[held.feeEligibility]
            : undefined,
        );
        const fee = invoicedFeePounds(fees, engagement.valueWithPath('OWNENGID') ?? '', year);
        for (const scs of engagement.childrenNamed('StudentCourseSession')) {
          expect(scs.valueWithPath('INVOICEFEEAMOUNT')).toBe(
            fee === undefined ? undefined : String(fee),
          );
          if (fee !== undefined) withFee += 1;
        }
      }
    }
    expect(withSid).toBeGreaterThan(0);
    expect(withSid).toBeLessThan(studentNodes.length);
    expect(withFee).toBeGreaterThan(0);
    const onDisk = await readFile(join(folder, 'exports', `${year}.xml`), 'utf8');
    expect(onDisk).toBe(file.body);
  });
  it('refuses a file not built and a malformed year', async () => {
    expect((await call('GET', '/api/hesa/export/2001-02/file')).statusCode).toBe(404);
    expect((await call('POST', '/api/hesa/export', { year: '2024' })).statusCode).toBe(422);
  });
  it('reports an XSD failure', async () => {
    const bad = join(folder, 'a-strict.xsd');
    const strict = (await readFile(XSD, 'utf8')).replace(
      '<xs:element name="SID" type="sid" minOccurs="0"/>',
      '<xs:element name="SID" type="sid"/>',
    );
    await writeFile(bad, strict);
    const [row] = await test.database.db
      .select({ year: enrolmentSessions.sessionId })
      .from(enrolmentSessions)
      .limit(1);
    const built = await call('POST', '/api/hesa/export', { year: row?.year ?? '' });
    expect(built.json().xsd).toMatchObject({ checked: true, file: 'a-strict.xsd', valid: false });
    expect(built.json().xsd.errors.length).toBeGreaterThan(0);
    await rm(bad);
  });
});
