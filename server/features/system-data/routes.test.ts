import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

let test: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp({ students: 10, applications: 5 });
  for (const account of ['admin', 'registrar', 'finance', 'student']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(() => test.close());

function call(
  method: 'GET' | 'PUT' | 'PATCH',
  url: string,
  account: string,
  payload?: object,
  version?: number,
) {
  return test.app.inject({
    method,
    url,
    headers: {
      cookie: cookies[account] ?? '',
      ...(version === undefined ? {} : { 'if-match': String(version) }),
    },
    ...(payload ? { payload } : {}),
  });
}

const RESIDENTIAL = {
  name: 'Winter residential',
  start: '2027-01-22',
  end: '2027-01-24',
  venue: 'Ushaw, Durham',
};

describe('reference lists', () => {
  it('gives the deployment default until saved, then the saved list everywhere', async () => {
    const first = await call('GET', '/api/system-data/lists/residentials', 'admin');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: 'residentials', version: 1, isDefault: true });
    const defaults = first.json().values as (typeof RESIDENTIAL)[];
    expect(defaults.map((r) => r.name)).toContain('Autumn residential weekend');

    const saved = await call(
      'PUT',
      '/api/system-data/lists/residentials',
      'admin',
      { values: [...defaults, RESIDENTIAL] },
      1,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, isDefault: false });
    // In date order: the January weekend before the February one.
    const names = saved.json().values.map((r: { name: string }) => r.name);
    expect(names.indexOf('Winter residential')).toBeLessThan(
      names.indexOf('Spring residential weekend'),
    );

    // A student's forms read the stored list, not config/college.json.
    const college = await call('GET', '/api/forms/college-data', 'student');
    expect(college.statusCode).toBe(200);
    expect(college.json().residentials.map((r: { name: string }) => r.name)).toContain(
      'Winter residential',
    );

    const history = await call(
      'GET',
      '/api/system-data/history?entity=reference_lists&recordId=residentials',
      'admin',
    );
    expect(history.statusCode).toBe(200);
    expect(history.json().items[0]).toMatchObject({
      recordId: 'residentials',
      action: 'create',
      userName: expect.any(String),
      fields: ['values'],
    });
  });

  it('answers 409 with the current list to a stale save, 422 naming the bad field', async () => {
    const stale = await call('PUT', '/api/system-data/lists/terms', 'admin', { values: [] }, 7);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', current: { id: 'terms' } });

    const bad = await call(
      'PUT',
      '/api/system-data/lists/terms',
      'admin',
      { values: [{ name: 'Lent', start: '2027-03-01', end: '2027-01-01' }] },
      1,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([
      { param: '0.end', message: 'A period cannot end before it starts' },
    ]);
    const noVersion = await call('PUT', '/api/system-data/lists/terms', 'admin', { values: [] });
    expect(noVersion.statusCode).toBe(400);
    expect((await call('GET', '/api/system-data/lists/cohorts', 'admin')).statusCode).toBe(422);
    expect((await call('GET', '/api/system-data/lists/terms', 'registrar')).statusCode).toBe(403);
  });
});

describe('programmes and fees', () => {
  it('lists programmes with §9 facts and fee, editable only for an administrator', async () => {
    const finance = await call('GET', '/api/system-data/programmes', 'finance');
    expect(finance.statusCode).toBe(200);
    expect(finance.json().editable).toBe(false);
    const ba = finance.json().items.find((p: { id: string }) => p.id === 'BA');
    expect(ba).toMatchObject({
      credits: 360,
      yearsPartTime: 6,
      transferableAtEnd: false,
      exitAwards: ['CertHE', 'DipHE', 'GradCert'],
      fullTimePence: 925_000,
    });
    expect((await call('GET', '/api/system-data/programmes', 'admin')).json().editable).toBe(true);
    expect((await call('GET', '/api/system-data/programmes', 'student')).statusCode).toBe(403);
  });

  it('saves a fee, audited; refuses bad input, unknown programmes and non-administrators', async () => {
    const fee = { feeType: 'normal', fullTimePence: 950_000 };
    expect((await call('PUT', '/api/system-data/fees/BA', 'finance', fee)).statusCode).toBe(403);
    const saved = await call('PUT', '/api/system-data/fees/BA', 'admin', fee);
    expect(saved.statusCode).toBe(200);
    const ba = (await call('GET', '/api/system-data/programmes', 'admin'))
      .json()
      .items.find((p: { id: string }) => p.id === 'BA');
    expect(ba.fullTimePence).toBe(950_000);
    const history = await call(
      'GET',
      '/api/system-data/history?entity=tuition_fees&recordId=BA',
      'finance',
    );
    expect(history.json().items[0].changes).toEqual({
      fullTimePence: { before: 925_000, after: 950_000 },
    });

    const bad = await call('PUT', '/api/system-data/fees/BA', 'admin', {
      feeType: 'cheap',
      fullTimePence: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['feeType', 'fullTimePence']);
    expect((await call('PUT', '/api/system-data/fees/NOPE', 'admin', fee)).statusCode).toBe(404);
  });

  it('shows a hub rename in the hub history with who made it', async () => {
    const hub = (await call('GET', '/api/hubs/hub-1', 'admin')).json();
    const renamed = await call(
      'PATCH',
      '/api/hubs/hub-1',
      'admin',
      { changes: { name: `${hub.name} Centre` } },
      hub.version,
    );
    expect(renamed.statusCode).toBe(200);
    const history = await call('GET', '/api/system-data/history?entity=hubs', 'admin');
    expect(history.json().items[0]).toMatchObject({
      recordId: 'hub-1',
      changes: { name: { before: hub.name, after: `${hub.name} Centre` } },
    });
    expect((await call('GET', '/api/system-data/history?entity=hubs', 'finance')).statusCode).toBe(
      403,
    );
    const unknown = await call('GET', '/api/system-data/history?entity=users', 'admin');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details[0].param).toBe('entity');
  });
});

describe('grade scales', () => {
  it('lists the seeded scale of each level and saves new bands, audited', async () => {
    const list = await call('GET', '/api/grade-scales', 'admin');
    expect(list.statusCode).toBe(200);
    const scales = list.json().items as { id: string; level: string; version: number }[];
    expect(scales.map((s) => s.level)).toEqual(['3', '4', '5', '6', '7']);
    const level7 = scales.find((s) => s.level === '7');
    const bands = [
      { grade: 'D', label: 'Distinction', minMark: 70 },
      { grade: 'M', label: 'Merit', minMark: 65 },
      { grade: 'P', label: 'Pass', minMark: 50 },
      { grade: 'F', label: 'Fail', minMark: 0 },
    ];
    const saved = await call(
      'PUT',
      `/api/grade-scales/${level7?.id}`,
      'admin',
      { name: 'Postgraduate', bands },
      level7?.version,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().bands[1]).toEqual({ grade: 'M', label: 'Merit', minMark: 65 });
    const history = await call('GET', '/api/system-data/history?entity=grade_scales', 'admin');
    expect(history.json().items[0]).toMatchObject({ recordId: 'level-7', fields: ['bands'] });

    const stale = await call(
      'PUT',
      '/api/grade-scales/level-7',
      'admin',
      { name: 'Postgraduate', bands },
      1,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.bands[1].minMark).toBe(65);
  });

  it('refuses overlapping bands with the band named, and unknown scales', async () => {
    const overlapping = await call(
      'PUT',
      '/api/grade-scales/level-4',
      'admin',
      {
        name: 'Level 4',
        bands: [
          { grade: 'P', label: '', minMark: 40 },
          { grade: 'Q', label: '', minMark: 40 },
          { grade: 'F', label: '', minMark: 0 },
        ],
      },
      1,
    );
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json().details).toEqual([
      { param: 'bands.1.minMark', message: 'Two bands start at 40: bands cannot overlap' },
    ]);
    const missing = await call(
      'PUT',
      '/api/grade-scales/level-9',
      'admin',
      { name: 'X', bands: [{ grade: 'F', label: '', minMark: 0 }] },
      1,
    );
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', '/api/grade-scales', 'registrar')).statusCode).toBe(403);
  });

  it('shows each mark with the grade of its level on the transcript', async () => {
    const transcript = await call('GET', '/api/students/student-00001/transcript', 'admin');
    expect(transcript.statusCode).toBe(200);
    const modules = transcript
      .json()
      .engagements.flatMap(
        (e: { modules: { mark: number | null; level: number; grade: string | null }[] }) =>
          e.modules,
      );
    const marked = modules.filter((m: { mark: number | null }) => m.mark !== null);
    expect(marked.length).toBeGreaterThan(0);
    for (const module of modules) {
      if (module.mark === null) expect(module.grade).toBeNull();
      else expect(module.grade).toMatch(/^(1|2:1|2:2|3|F|P|D|M)$/);
    }
    const seventy = marked.find(
      (m: { mark: number; level: number }) => m.level >= 4 && m.level < 7 && m.mark >= 70,
    );
    if (seventy) expect(seventy.grade).toBe('1');
  });
});
