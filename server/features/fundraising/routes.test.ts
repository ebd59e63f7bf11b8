import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundraisingRow } from '#domain/fundraising/segments';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { multipart } from '../../../tests/api/multipart';
import { gifts } from '../../db/schema';

const TODAY = new Date().toISOString().slice(0, 10);

/** Every cell's text of the first sheet of an xlsx. */
async function sheetText(body: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const texts: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    row.eachCell((cell) => {
      texts.push(cell.text);
    });
  });
  return texts;
}

describe('fundraising: /api/fundraising/alumni and the gifts import', () => {
  let test: TestApp;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    test = await createTestApp({ students: 60, applications: 3 });
    for (const account of ['manager', 'registrar', 'student'])
      cookie[account] = await test.login(`${account}@college.test`);
  });
  afterAll(() => test.close());

  const get = (url: string, who = 'manager') =>
    test.app.inject({ url, headers: { cookie: cookie[who] ?? '' } });
  const upload = (name: string, content: Buffer | string, who = 'manager') => {
    const body = multipart({}, [{ field: 'file', name, content }]);
    return test.app.inject({
      method: 'POST',
      url: '/api/fundraising/gifts/import',
      headers: { cookie: cookie[who] ?? '', ...body.headers },
      payload: body.payload,
    });
  };
  const giftCount = async () => (await test.database.db.select().from(gifts)).length;

  it('lists alumni and supporters who consent, with their giving; others are refused', async () => {
    const answer = await get('/api/fundraising/alumni');
    expect(answer.statusCode).toBe(200);
    const items: FundraisingRow[] = answer.json().items;
    const hannah = items.find((row) => row.personId === 'contact-0001');
    expect(hannah).toMatchObject({ kind: 'supporter', giftCount: 3, donorId: 'D10001' });
    expect(hannah?.totalPence).toBeGreaterThan(0);
    expect(items.some((row) => row.kind === 'alumnus')).toBe(true);
    const alumni: FundraisingRow[] = (await get('/api/fundraising/alumni?segment=alumni')).json()
      .items;
    expect(alumni.length).toBeGreaterThan(0);
    expect(alumni.every((row) => row.kind === 'alumnus' && row.personKind === 'student')).toBe(
      true,
    );
    const never: FundraisingRow[] = (await get('/api/fundraising/alumni?giving=never')).json()
      .items;
    expect(never.every((row) => row.giftCount === 0)).toBe(true);
    for (const who of ['registrar', 'student'])
      expect((await get('/api/fundraising/alumni', who)).statusCode).toBe(403);
    expect((await get('/api/fundraising/alumni?lastGiftBefore=soon')).statusCode).toBe(422);
  });

  it('never exports a person whose Fundraising consent is withdrawn (xlsx parsed back)', async () => {
    const before = await get('/api/fundraising/alumni?export=excel');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toContain('spreadsheetml');
    expect(await sheetText(before.rawPayload)).toContain('Hannah Whitfield');

    const consents = await get('/api/consents?purpose=Fundraising&q=Hannah Whitfield');
    const consent = consents.json().items[0];
    const withdrawn = await test.app.inject({
      method: 'POST',
      url: `/api/consents/${consent.id}/withdraw`,
      headers: { cookie: cookie.manager ?? '', 'if-match': String(consent.version) },
      payload: { withdrawnOn: TODAY, reason: 'Asked to stop' },
    });
    expect(withdrawn.statusCode).toBe(200);

    const after = await get('/api/fundraising/alumni?export=excel');
    const texts = await sheetText(after.rawPayload);
    expect(texts).toContain('Name');
    expect(texts).not.toContain('Hannah Whitfield');
    const list: FundraisingRow[] = (await get('/api/fundraising/alumni')).json().items;
    expect(list.map((row) => row.personId)).not.toContain('contact-0001');
  });

  it('imports gifts from CSV, idempotently, matching donor ids to contacts', async () => {
    const csv =
      'donorId,date,amount,fund\nD10001,2026-10-01,12.50,General\nD10001,2026-10-02,40,Library\n';
    const start = await giftCount();
    const first = await upload('gifts.csv', csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ imported: 2, alreadyThere: 0, donors: 1 });
    const again = await upload('gifts.csv', csv);
    expect(again.json()).toEqual({ imported: 0, alreadyThere: 2, donors: 1 });
    expect(await giftCount()).toBe(start + 2);
    expect((await upload('gifts.csv', csv, 'registrar')).statusCode).toBe(403);
  });

  it('imports gifts from Excel', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Gifts');
    sheet.addRow(['donorId', 'date', 'amount', 'fund']);
    sheet.addRow(['D10001', new Date('2026-10-05T00:00:00Z'), 15, 'Bursaries']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await upload('gifts.xlsx', bytes);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ imported: 1, alreadyThere: 0, donors: 1 });
  });

  it('refuses a malformed file with its line numbers and writes nothing (422)', async () => {
    const start = await giftCount();
    const csv = [
      'donorId,date,amount,fund',
      'D10001,2026-11-01,10.00,General',
      'D10001,01/11/2026,10.00,General',
      ',2026-11-01,ten,General',
    ].join('\n');
    const answer = await upload('gifts.csv', csv);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('VALIDATION');
    expect(answer.json().details.map((d: { param: string }) => d.param)).toEqual([
      'line 3',
      'line 4',
    ]);
    const unknown = await upload(
      'gifts.csv',
      'donorId,date,amount,fund\nD99999,2026-11-01,5,General',
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([
      { param: 'line 2', message: 'donorId D99999 matches no contact' },
    ]);
    const header = await upload('gifts.csv', 'donor,date,amount\nD10001,2026-11-01,5');
    expect(header.statusCode).toBe(422);
    expect(header.json().details[0].param).toBe('line 1');
    expect(await giftCount()).toBe(start);
  });
});
