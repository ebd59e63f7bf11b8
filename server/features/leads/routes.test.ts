import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEWABLE_STATUSES } from '#domain/leads/review';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { multipart } from '../../../tests/api/multipart';
import {
  applications,
  changes,
  contacts,
  hubs,
  leadActivities,
  potentialStudents,
} from '../../db/schema';
import { leadKeys } from './lead-writes';

let test: TestApp;
const cookies: Record<string, string> = {};
let hubOne = '';

async function addLead(values: {
  id: string;
  name: string;
  stage: string;
  hubId?: string | null;
  email?: string;
  lastName?: string;
  postCode?: string;
  firstHeard?: string;
}) {
  const row = { hubId: null, programme: null, ownerId: null, ...values };
  await test.database.db.insert(potentialStudents).values({ ...row, scopeKeys: leadKeys(row) });
}

beforeAll(async () => {
  test = await createTestApp({ students: 3, applications: 30 });
  for (const account of ['admin', 'registrar', 'hd', 'manager', 'pd', 'finance']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
  const [hub] = await test.database.db.select().from(hubs).where(eq(hubs.id, 'hub-1'));
  hubOne = hub?.name ?? '';
  // The report's counts are checked exactly: only this file's leads, not the seeded ones.
  await test.database.db.delete(leadActivities);
  await test.database.db.delete(potentialStudents);
  await addLead({
    id: 'r-1',
    name: 'Ann',
    stage: 'Initial contact made',
    hubId: 'hub-1',
    firstHeard: 'Instagram',
  });
  await addLead({ id: 'r-2', name: 'Bob', stage: 'Office follow up', hubId: 'hub-1' });
  await addLead({ id: 'r-3', name: 'Cat', stage: 'Not responsive', hubId: 'hub-2' });
  await addLead({
    id: 'r-4',
    name: 'Dan',
    stage: 'Engaged with HD/PD',
    hubId: 'hub-2',
    firstHeard: 'Friend',
  });
  await addLead({
    id: 'dup-lead',
    name: 'Eve',
    lastName: 'Stone',
    stage: 'Mailing list',
    email: 'eve@example.org',
    hubId: 'hub-2',
  });
  await test.database.db.insert(contacts).values({
    id: 'dup-contact',
    name: 'Fay',
    lastName: 'Reed',
    postCode: 'YO1 7HH',
    relationship: 'Church leader',
  });
});
afterAll(() => test.close());

const report = async (account: string, query = '') =>
  test.app.inject({
    url: `/api/leads/report${query}`,
    headers: { cookie: cookies[account] ?? '' },
  });
const funnel = (body: {
  breakdowns: { id: string; counts: { label: string; total: number }[] }[];
}) =>
  Object.fromEntries(
    (body.breakdowns.find((b) => b.id === 'stage')?.counts ?? [])
      .filter((c) => c.total > 0)
      .map((c) => [c.label, c.total]),
  );

describe('GET /api/leads/report', () => {
  it('shows the administrator every stage', async () => {
    const answer = await report('admin');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().stages).toHaveLength(13);
    expect(funnel(answer.json())).toEqual({
      'Initial contact made': 1,
      'Office follow up': 1,
      'Not responsive': 1,
      'Engaged with HD/PD': 1,
      'Mailing list': 1,
    });
  });
  it('shows the office the office-group stages but not the archive', async () => {
    for (const account of ['registrar', 'manager']) {
      const body = (await report(account)).json();
      expect(funnel(body)).toEqual({
        'Initial contact made': 1,
        'Office follow up': 1,
        'Engaged with HD/PD': 1,
        'Mailing list': 1,
      });
      expect(body.stages).not.toContain('Not responsive');
    }
  });
  it("shows a hub director only their hub's leads in the 'always' stages", async () => {
    const body = (await report('hd')).json();
    expect(funnel(body)).toEqual({ 'Initial contact made': 1 });
    expect(body.breakdowns[1].counts.map((c: { label: string }) => c.label)).toEqual([hubOne]);
    expect(body.breakdowns[2].counts.map((c: { label: string }) => c.label)).toEqual([
      'Social media',
    ]);
  });
  it('refuses those without leads:menu, and exports Excel', async () => {
    expect((await report('finance')).statusCode).toBe(403);
    const answer = await report('registrar', '?export=excel');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const texts = workbook.worksheets[0]?.getColumn(2).values.map(String) ?? [];
    expect(texts).toContain('Office follow up');
    expect(texts).not.toContain('Not responsive');
    expect((await report('registrar', '?export=pdf')).statusCode).toBe(422);
  });
});

const CSV = [
  'First name,Surname,Email,Postcode,Hub',
  `Gil,Ford,gil@example.org,LS1 1AA,${'HUB'}`,
  'Eve,Stone,EVE@example.org,,',
  'Fay,Reed,,yo17hh,',
  'Hal,,not-an-email,,',
  'Ivy,Moss,ivy@example.org,,Atlantis',
  'Gil,Ford,gil@example.org,,',
].join('\n');

function importBody(csv: string, dryRun: boolean, mapping?: Record<string, string>) {
  return multipart(
    {
      event: 'Leeds open night',
      eventDate: '2026-11-20',
      mapping: JSON.stringify(
        mapping ?? {
          name: 'First name',
          lastName: 'Surname',
          email: 'Email',
          postCode: 'Postcode',
          hub: 'Hub',
        },
      ),
      dryRun: String(dryRun),
    },
    [{ field: 'file', name: 'attendees.csv', content: csv.replace('HUB', hubOne) }],
  );
}

async function post(url: string, body: ReturnType<typeof multipart>, account = 'registrar') {
  return test.app.inject({
    method: 'POST',
    url,
    headers: { cookie: cookies[account] ?? '', ...body.headers },
    payload: body.payload,
  });
}

const countOf = async (table: typeof potentialStudents | typeof leadActivities) =>
  (await test.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

describe('events import', () => {
  it('previews the headers, first rows and a guessed mapping', async () => {
    const answer = await post(
      '/api/leads/events/preview',
      multipart({}, [{ field: 'file', name: 'a.csv', content: CSV }]),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      headers: ['First name', 'Surname', 'Email', 'Postcode', 'Hub'],
      total: 6,
      mapping: {
        name: 'First name',
        lastName: 'Surname',
        email: 'Email',
        postCode: 'Postcode',
        hub: 'Hub',
      },
    });
    expect(answer.json().rows[0]).toMatchObject({ line: 2, cells: { 'First name': 'Gil' } });
  });

  it('reports each row on a dry run and writes nothing', async () => {
    const before = [await countOf(potentialStudents), await countOf(leadActivities)];
    const answer = await post('/api/leads/events/import', importBody(CSV, true));
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.counts).toEqual({ created: 1, merged: 1, refused: 4 });
    expect(body.rows.map((r: { line: number; outcome: string }) => [r.line, r.outcome])).toEqual([
      [2, 'created'],
      [3, 'merged'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'refused'],
      [7, 'refused'],
    ]);
    expect(body.rows[2].reason).toMatch(/contact.*name and post code/);
    expect(body.rows[3]).toMatchObject({
      name: 'Hal',
      reason: expect.stringMatching(/not an e-mail address/),
    });
    expect(body.rows[4].reason).toMatch(/no hub 'Atlantis'/);
    expect(body.rows[5].reason).toMatch(/same person as line 2/);
    expect([await countOf(potentialStudents), await countOf(leadActivities)]).toEqual(before);
  });

  it('commits the created and merged rows with their activity, through the change feed', async () => {
    const answer = await post('/api/leads/events/import', importBody(CSV, false));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().counts).toEqual({ created: 1, merged: 1, refused: 4 });
    const [gil] = await test.database.db
      .select()
      .from(potentialStudents)
      .where(eq(potentialStudents.email, 'gil@example.org'));
    expect(gil).toMatchObject({
      stage: 'Initial contact made',
      sourceEvent: 'Leeds open night',
      hubId: 'hub-1',
      scopeKeys: ['hub:hub-1'],
    });
    const activities = await test.database.db
      .select()
      .from(leadActivities)
      .where(inArray(leadActivities.potentialStudentId, [gil?.id ?? '', 'dup-lead']));
    expect(activities.map((a) => [a.kind, a.on, a.summary])).toEqual([
      ['Event attended', '2026-11-20', 'Attended Leeds open night'],
      ['Event attended', '2026-11-20', 'Attended Leeds open night'],
    ]);
    const fed = await test.database.db
      .select()
      .from(changes)
      .where(inArray(changes.recordId, [gil?.id ?? '', ...activities.map((a) => a.id)]));
    expect(fed.map((c) => c.entity).sort()).toEqual([
      'lead-activities',
      'lead-activities',
      'potential-students',
    ]);
    // Imported again, Gil is now a duplicate: merged, nothing created.
    const again = await post('/api/leads/events/import', importBody(CSV, true));
    expect(again.json().counts).toEqual({ created: 0, merged: 2, refused: 4 });
  });

  it('refuses a malformed file with its line numbers, writing nothing', async () => {
    const before = await countOf(potentialStudents);
    const bad = 'First name,Email\nJo,jo@example.org\nKit,kit@example.org,extra\nLee,"unclosed\n';
    const answer = await post(
      '/api/leads/events/import',
      importBody(bad, false, { name: 'First name', email: 'Email' }),
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('VALIDATION');
    const params = answer.json().details.map((d: { param: string }) => d.param);
    expect(params).toContain('line 3');
    expect(params).toContain('line 4');
    expect(await countOf(potentialStudents)).toBe(before);
  });

  it('refuses a mapping to a missing column, another file type, and those without leads:import', async () => {
    const missing = await post('/api/leads/events/import', importBody(CSV, true, { name: 'Nom' }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details).toEqual([
      { param: 'mapping.name', message: "The file has no column 'Nom'" },
    ]);
    const text = await post(
      '/api/leads/events/preview',
      multipart({}, [{ field: 'file', name: 'a.txt', content: 'x' }]),
    );
    expect(text.statusCode).toBe(422);
    expect((await post('/api/leads/events/preview', importBody(CSV, true), 'hd')).statusCode).toBe(
      403,
    );
  });

  it('reads an Excel workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Attendees');
    sheet.addRow(['Name', 'E-mail']);
    sheet.addRow(['Max', 'max@example.org']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await post(
      '/api/leads/events/preview',
      multipart({}, [{ field: 'file', name: 'a.xlsx', content }]),
    );
    expect(answer.json()).toMatchObject({
      headers: ['Name', 'E-mail'],
      rows: [{ line: 2, cells: { Name: 'Max', 'E-mail': 'max@example.org' } }],
      mapping: { name: 'Name', email: 'E-mail' },
    });
  });
});

describe('Review Applicants', () => {
  it('lists applicants who did not complete, deferred or declined, and makes a lead once', async () => {
    const list = await test.app.inject({
      url: '/api/leads/review',
      headers: { cookie: cookies.registrar ?? '' },
    });
    expect(list.statusCode).toBe(200);
    const items: { id: string; status: string; potentialStudentId: string | null }[] =
      list.json().items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(REVIEWABLE_STATUSES).toContain(item.status);
    const first = items[0];
    if (!first) throw new Error('no candidate');
    const make = () =>
      test.app.inject({
        method: 'POST',
        url: `/api/leads/review/${first.id}`,
        headers: { cookie: cookies.registrar ?? '' },
      });
    const made = await make();
    expect(made.statusCode).toBe(201);
    expect(made.json().created).toBe(true);
    const again = await make();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      created: false,
      potentialStudentId: made.json().potentialStudentId,
    });
    expect(again.json().message).toMatch(/already a potential student/);
    const leads = await test.database.db
      .select()
      .from(potentialStudents)
      .where(eq(potentialStudents.applicationId, first.id));
    expect(leads).toHaveLength(1);
    expect(leads[0]?.stage).toBe('Interested in future enrolment');
    const relisted = await test.app.inject({
      url: '/api/leads/review',
      headers: { cookie: cookies.registrar ?? '' },
    });
    expect(
      relisted.json().items.find((i: { id: string }) => i.id === first.id).potentialStudentId,
    ).toBe(made.json().potentialStudentId);
  });

  it('refuses an application not under review, an unknown one, and those without leads:applicants', async () => {
    const [confirmed] = await test.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(
        sql`${applications.status} not in ('In progress', 'Applicant discontinued', 'Application on hold', 'Ready for archive', 'Did not respond', 'Declined (plans unclear)', 'Deferred (to future year)')`,
      )
      .limit(1);
    const post = (id: string, account = 'registrar') =>
      test.app.inject({
        method: 'POST',
        url: `/api/leads/review/${id}`,
        headers: { cookie: cookies[account] ?? '' },
      });
    expect((await post(confirmed?.id ?? '')).statusCode).toBe(409);
    expect((await post('no-such-application')).statusCode).toBe(404);
    expect((await post(confirmed?.id ?? '', 'hd')).statusCode).toBe(403);
    expect((await post(confirmed?.id ?? '', 'manager')).statusCode).toBe(403);
  });
});
