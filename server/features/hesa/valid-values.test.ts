import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { auditLog, hesaMappings, hesaValidValues } from '../../db/schema';
import { hesaDir } from './build';
import { validValuesOfXsd } from './valid-values';

// A schema in the shape HESA's are written: named code types (some restricting another), an
// inline type, labels in each enumeration's documentation.
const XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:simpleType name="RELIGIONCodeType">
    <xs:restriction base="xs:string">
      <xs:enumeration value="20"><xs:annotation><xs:documentation>No religion</xs:documentation></xs:annotation></xs:enumeration>
      <xs:enumeration value="24"><xs:annotation><xs:documentation>
        Christian -   Baptist
      </xs:documentation></xs:annotation></xs:enumeration>
      <xs:enumeration value="99"/>
      <xs:enumeration value="99"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="RELIGIONType"><xs:restriction base="RELIGIONCodeType"/></xs:simpleType>
  <xs:element name="Student">
    <xs:complexType><xs:sequence>
      <xs:element name="RELIGION" type="RELIGIONType" minOccurs="0"/>
      <xs:element name="SURNAME" type="xs:string"/>
      <xs:element name="SEXID">
        <xs:simpleType><xs:restriction base="xs:string">
          <xs:enumeration value="10"><xs:annotation><xs:documentation>Female</xs:documentation></xs:annotation></xs:enumeration>
          <xs:enumeration value="11"><xs:annotation><xs:documentation>Male</xs:documentation></xs:annotation></xs:enumeration>
        </xs:restriction></xs:simpleType>
      </xs:element>
    </xs:sequence></xs:complexType>
  </xs:element>
</xs:schema>`;

describe('validValuesOfXsd', () => {
  it("lists each field's codes from its type, following a restriction's base, labels tidied", () => {
    const lists = validValuesOfXsd(XSD);
    expect([...lists.keys()].sort()).toEqual(['RELIGION', 'SEXID']);
    expect(lists.get('RELIGION')).toEqual([
      { code: '20', label: 'No religion' },
      { code: '24', label: 'Christian - Baptist' },
      { code: '99', label: '99' },
    ]);
    expect(lists.get('SEXID')?.map((v) => v.code)).toEqual(['10', '11']);
  });

  it('refuses a file that is not a schema', () => {
    expect(() => validValuesOfXsd('<DataFutures/>')).toThrow(/Not an XML schema/);
    expect(() => validValuesOfXsd('not xml')).toThrow();
  });
});

let test: TestApp;
let folder = '';
let admin = '';
let registrar = '';

beforeAll(async () => {
  test = await createTestApp({ students: 5, applications: 0 });
  folder = hesaDir(test.context);
  admin = await test.login('admin@college.test');
  registrar = await test.login('registrar@college.test');
});
afterAll(async () => {
  await test.close();
});

const load = (collection: string, cookie = admin) =>
  test.app.inject({
    method: 'POST',
    url: '/api/hesa/valid-values/import',
    headers: { cookie },
    payload: { collection },
  });

describe('POST /api/hesa/valid-values/import', () => {
  it('asks for the XSD first, and refuses a bad collection or an account without hesa:menu', async () => {
    await rm(folder, { recursive: true, force: true });
    const none = await load('25056');
    expect(none.statusCode).toBe(422);
    expect(none.json().details[0].message).toMatch(/XSD in the data folder/);
    expect((await load('2025')).statusCode).toBe(422);
    expect((await load('25056', registrar)).statusCode).toBe(403);
  });

  it("loads a new year's lists and carries last year's mappings whose code is still valid", async () => {
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'HESA_25056.xsd'), XSD);
    const response = await load('25056');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.file).toBe('HESA_25056.xsd');
    expect(body.fields).toEqual([
      { field: 'RELIGION', codes: 3 },
      { field: 'SEXID', codes: 2 },
    ]);
    const religion = await test.database.db
      .select()
      .from(hesaValidValues)
      .where(and(eq(hesaValidValues.collection, '25056'), eq(hesaValidValues.field, 'RELIGION')));
    expect(religion.map((r) => r.code).sort()).toEqual(['20', '24', '99']);

    // 24056 maps Christian - Baptist to 24 (kept) and Buddhist to 21 (not in the new list).
    const carried = await test.database.db
      .select()
      .from(hesaMappings)
      .where(eq(hesaMappings.collection, '25056'));
    expect(body.carriedMappings).toBe(carried.length);
    expect(carried).toContainEqual(
      expect.objectContaining({ field: 'RELIGION', localValue: 'Christian - Baptist', code: '24' }),
    );
    expect(carried.some((m) => m.localValue === 'Buddhist')).toBe(false);
    const [audit] = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'hesa-valid-values'), eq(auditLog.recordId, '25056')));
    expect(audit).toBeTruthy();

    // Loaded again: the lists are replaced, not doubled; the mappings now held are left alone.
    const again = await load('25056');
    expect(again.json().carriedMappings).toBe(0);
    const after = await test.database.db
      .select()
      .from(hesaValidValues)
      .where(eq(hesaValidValues.collection, '25056'));
    expect(after).toHaveLength(5);
  });

  it('says so when the file is not a schema', async () => {
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'broken.xsd'), '<DataFutures/>');
    const response = await load('26056');
    expect(response.statusCode).toBe(422);
    expect(response.json().details[0].message).toMatch(/could not be read/);
  });
});
