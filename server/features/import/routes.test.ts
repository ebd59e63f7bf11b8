import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { multipart } from '../../../tests/api/multipart';
import {
  applications,
  auditLog,
  changes,
  contacts,
  hubs,
  organisations,
  students,
} from '../../db/schema';

let test: TestApp;
let admin = '';
let hubName = '';

beforeAll(async () => {
  test = await createTestApp({ students: 3, applications: 3 });
  admin = await test.login('admin@college.test');
  const [hub] = await test.database.db.select().from(hubs).where(eq(hubs.id, 'hub-1'));
  hubName = hub?.name ?? '';
});
afterAll(async () => {
  await test.close();
});

const csv = (lines: readonly string[]) => `${lines.join('\n')}\n`;

function send(
  path: string,
  file: { name: string; content: string | Buffer },
  fields: Record<string, string> = {},
  cookie = admin,
) {
  const body = multipart(fields, [{ field: 'file', ...file }]);
  return test.app.inject({
    method: 'POST',
    url: `/api/admin/import/${path}`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

const run = (
  kind: string,
  lines: readonly string[],
  mapping: Record<string, string>,
  dryRun: boolean,
) =>
  send(
    kind,
    { name: `${kind}.csv`, content: csv(lines) },
    { mapping: JSON.stringify(mapping), dryRun: String(dryRun) },
  );

const countOf = async (table: typeof contacts | typeof students, email: string) =>
  (
    await test.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(sql`lower(${table.email}) = ${email}`)
  )[0]?.n;

const CONTACT_MAPPING = { name: 'Name', lastName: 'Surname', email: 'Email' };

describe('preview', () => {
  it("answers the file's first rows, the kind's fields and the mapping guessed from the headers", async () => {
    const response = await send('contacts/preview', {
      name: 'people.csv',
      content: csv(['First name,Surname,E-mail,Shoe size', 'Ann,Lee,ann@x.org,5']),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(1);
    expect(body.rows[0]).toEqual({
      line: 2,
      cells: { 'First name': 'Ann', Surname: 'Lee', 'E-mail': 'ann@x.org', 'Shoe size': '5' },
    });
    expect(body.mapping).toEqual({ name: 'First name', lastName: 'Surname', email: 'E-mail' });
    expect(body.fields).toContainEqual({ field: 'name', label: 'Name', required: true });
  });

  it('refuses a malformed file naming its line, an unknown kind, and a non-administrator', async () => {
    const malformed = await send('students/preview', {
      name: 'bad.csv',
      content: csv(['First name,Surname', 'Ann,Lee', 'Bob,Ray,extra']),
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().details).toEqual([
      { param: 'line 3', message: 'Line 3: it has 3 values where the header has 2' },
    ]);
    const unknown = await send('donors/preview', { name: 'a.csv', content: 'Name\nAnn\n' });
    expect(unknown.statusCode).toBe(404);
    const registrar = await test.login('registrar@college.test');
    const refused = await send(
      'contacts/preview',
      { name: 'a.csv', content: 'Name\nAnn\n' },
      {},
      registrar,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('import', () => {
  it('a dry run reports every row and writes nothing', async () => {
    const lines = ['Name,Surname,Email', 'Dry,One,dry-one@x.org', 'Dry,Two,dry-two@x.org'];
    const audits = await test.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const response = await run('contacts', lines, CONTACT_MAPPING, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'contacts',
      dryRun: true,
      committed: false,
      counts: { created: 2, refused: 0 },
      rows: [
        { line: 2, name: 'Dry One', outcome: 'created', reason: 'New contact' },
        { line: 3, name: 'Dry Two', outcome: 'created' },
      ],
    });
    expect(response.json().rows[0].id).toBeUndefined();
    expect(await countOf(contacts, 'dry-one@x.org')).toBe(0);
    const after = await test.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after).toEqual(audits);
  });

  it('a commit with one bad row creates nothing and names every refused row (422)', async () => {
    const lines = [
      'Name,Surname,Email',
      'Good,One,good-one@x.org',
      'Bad,Two,not-an-address',
      'Good,Three,good-one@x.org',
    ];
    const response = await run('contacts', lines, CONTACT_MAPPING, false);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe('Nothing was imported: 2 of 3 rows are refused');
    expect(body.details.map((d: { param: string }) => d.param)).toEqual(['line 3', 'line 4']);
    expect(body.details[1].message).toBe('Line 4: The same as line 2 (by e-mail)');
    expect(body.report.rows[0]).toMatchObject({ line: 2, outcome: 'created' });
    expect(await countOf(contacts, 'good-one@x.org')).toBe(0);
  });

  it('a commit creates every row through the write path: audited, and in the change feed', async () => {
    const email = 'stu-new@x.org';
    const lines = [
      'First name,Last name,Email,Hub,Programme,Date of birth',
      `Stu,New,${email},${hubName},BA,02/03/1999`,
    ];
    const mapping = {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      hub: 'Hub',
      programme: 'Programme',
      dateOfBirth: 'Date of birth',
    };
    const response = await run('students', lines, mapping, false);
    expect(response.statusCode).toBe(200);
    const [row] = response.json().rows;
    expect(row).toMatchObject({ line: 2, outcome: 'created', name: 'Stu New' });
    const [student] = await test.database.db.select().from(students).where(eq(students.id, row.id));
    expect(student).toMatchObject({ hubId: 'hub-1', dateOfBirth: '1999-03-02', version: 1 });
    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'students'), eq(auditLog.recordId, row.id)));
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
    const feed = await test.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.entity, 'students'), eq(changes.recordId, row.id)));
    expect(feed).toHaveLength(1);

    // The same file again: the student exists, so the row is refused.
    const again = await run('students', lines, mapping, true);
    expect(again.json().rows[0]).toMatchObject({
      outcome: 'refused',
      reason: 'Already a student by e-mail',
    });
  });

  it('creates applicants, contacts and organisations', async () => {
    const applicant = await run(
      'applicants',
      ['First,Last,Email,Hub,Intake', 'App,Licant,app-licant@x.org,hub-1,2027-09-01'],
      { firstName: 'First', lastName: 'Last', email: 'Email', hub: 'Hub', intake: 'Intake' },
      false,
    );
    expect(applicant.statusCode).toBe(200);
    const [application] = await test.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicant.json().rows[0].id));
    expect(application).toMatchObject({ status: 'In progress', intake: '2027-09-01' });

    const contact = await run(
      'contacts',
      ['Name,Email', 'Cora,cora@x.org'],
      { name: 'Name', email: 'Email' },
      false,
    );
    expect(contact.statusCode).toBe(200);
    expect(await countOf(contacts, 'cora@x.org')).toBe(1);

    const orgLines = [
      'Name,Type,Status,Address,Town,Postcode',
      'Hope Chapel,Church,Feeder Church,1 Hope St,Leeds,LS1 1AA',
      'Hope Chapel,Church,Target,2 Hope St,York,YO1 1AA',
    ];
    const orgMapping = {
      name: 'Name',
      partnerType: 'Type',
      status: 'Status',
      address1: 'Address',
      city: 'Town',
      postCode: 'Postcode',
    };
    const organisation = await run('organisations', orgLines, orgMapping, false);
    expect(organisation.statusCode).toBe(200);
    expect(organisation.json().counts).toEqual({ created: 2, refused: 0 });
    const ids = organisation.json().rows.map((row: { id: string }) => row.id);
    const stored = await test.database.db
      .select()
      .from(organisations)
      .where(inArray(organisations.id, ids));
    expect(stored.map((o) => o.postCode).sort()).toEqual(['LS1 1AA', 'YO1 1AA']);
    // The same name at the same post code is the same organisation.
    const again = await run(
      'organisations',
      [orgLines[0] ?? '', 'hope  chapel,Church,Target,9 Road,Leeds,ls11aa'],
      orgMapping,
      true,
    );
    expect(again.json().rows[0]).toMatchObject({
      outcome: 'refused',
      reason: 'Already an organisation by name and post code',
    });
  });

  it('refuses a mapping without a required field or naming a missing column', async () => {
    const incomplete = await run('students', ['Name', 'Ann'], { firstName: 'Name' }, true);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().details.map((d: { param: string }) => d.param)).toContain(
      'mapping.lastName',
    );
    const missing = await run('contacts', ['Name', 'Ann'], { name: 'Full name' }, true);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details).toEqual([
      { param: 'mapping.name', message: "The file has no column 'Full name'" },
    ]);
  });

  it('refuses a file over 2 MB, and a body that is not multipart', async () => {
    const big = `Name\n${'x'.repeat(2 * 1024 * 1024)}\n`;
    const response = await send('contacts/preview', { name: 'big.csv', content: big });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { param: 'file', message: 'The file is larger than 2 MB' },
    ]);
    const json = await test.app.inject({
      method: 'POST',
      url: '/api/admin/import/contacts',
      headers: { cookie: admin },
      payload: { mapping: { name: 'Name' }, dryRun: true },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('reads an Excel workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['Name', 'Email']);
    sheet.addRow(['Xena', 'xena@x.org']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await send(
      'contacts',
      { name: 'people.xlsx', content },
      { mapping: JSON.stringify({ name: 'Name', email: 'Email' }), dryRun: 'false' },
    );
    expect(response.statusCode).toBe(200);
    expect(await countOf(contacts, 'xena@x.org')).toBe(1);
  });
});
