import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_CONTACT } from '#domain/leads/sources';
import { PROGRAMME_CODES } from '#domain/programmes/programmes';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { COMPLETE_PARTS } from '../../../tests/fixtures/application-parts';

// Issue 21: system data's choice lists (intakes, first heard, first contact) are edited by an
// administrator, sent to every device in the change feed, and checked on every write.

let test: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp({ students: 5, applications: 3 });
  for (const account of ['admin', 'hd', 'student']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(() => test.close());

function call(
  method: 'GET' | 'PUT' | 'POST' | 'PATCH',
  url: string,
  cookie: string,
  body?: object,
  version?: number,
) {
  return test.app.inject({
    method,
    url,
    headers: { cookie, ...(version === undefined ? {} : { 'if-match': String(version) }) },
    ...(body ? { payload: body } : {}),
  });
}

async function saveList(id: string, values: unknown) {
  const current = await call('GET', `/api/system-data/lists/${id}`, cookies.admin ?? '');
  return call(
    'PUT',
    `/api/system-data/lists/${id}`,
    cookies.admin ?? '',
    { values },
    current.json().version,
  );
}

/** Every change of the feed a user's device receives, from the start. */
async function feedOf(cookie: string) {
  const entries: { entity: string; id: string; record?: { values?: unknown } }[] = [];
  let cursor = 0;
  for (;;) {
    const page = (await call('GET', `/api/sync?cursor=${cursor}&limit=2000`, cookie)).json();
    entries.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return entries;
  }
}

describe('ways of first contact', () => {
  it('are the §9 list until saved; a saved list reaches every device and governs new values', async () => {
    const first = await call('GET', '/api/system-data/lists/firstContact', cookies.admin ?? '');
    expect(first.json()).toMatchObject({ isDefault: true, values: [...FIRST_CONTACT] });

    const created = await call('POST', '/api/potential-students', cookies.admin ?? '', {
      name: 'Kept Way',
      stage: 'Initial contact made',
      firstContact: 'KTE',
    });
    expect(created.statusCode, created.body).toBe(201);

    const ways = [...FIRST_CONTACT.filter((way) => way !== 'KTE'), 'Diocesan open day'];
    const saved = await saveList('firstContact', ways);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ isDefault: false, values: ways });

    // In the change feed of a hub director and of a student alike.
    for (const account of ['hd', 'student'] as const) {
      const entry = (await feedOf(cookies[account] ?? '')).find(
        (change) => change.entity === 'reference-lists' && change.id === 'firstContact',
      );
      expect(entry?.record?.values).toEqual(ways);
    }

    const listed = await call('POST', '/api/potential-students', cookies.hd ?? '', {
      name: 'Open Day',
      stage: 'Initial contact made',
      hubId: 'hub-1',
      firstContact: 'Diocesan open day',
    });
    expect(listed.statusCode, listed.body).toBe(201);
    const unknown = await call('POST', '/api/potential-students', cookies.admin ?? '', {
      name: 'Carrier Pigeon',
      stage: 'Initial contact made',
      firstContact: 'Carrier pigeon',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([
      { param: 'firstContact', message: 'Choose one of the ways of first contact' },
    ]);
    // A record made under the older list keeps its way when something else changes.
    const lead = created.json();
    const renamed = await call(
      'PUT',
      `/api/potential-students/${lead.id}`,
      cookies.admin ?? '',
      { name: 'Kept Way Renamed', stage: lead.stage, firstContact: 'KTE' },
      lead.version,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('refuses an empty or repeated list, naming the problem', async () => {
    const empty = await saveList('firstContact', []);
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json().details)).toContain(
      'Keep at least one way of first contact',
    );
    const twice = await saveList('firstContact', ['KTE', 'kte']);
    expect(twice.statusCode).toBe(422);
    expect(JSON.stringify(twice.json().details)).toContain('listed twice');
  });
});

describe('intakes', () => {
  it('are what an applicant may choose, for the programmes that start then', async () => {
    const saved = await saveList('intakes', [
      { date: '2099-01-11', programmes: ['MA'] },
      { date: '2099-09-01', programmes: [...PROGRAMME_CODES] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().values.map((intake: { date: string }) => intake.date)).toEqual([
      '2099-09-01',
      '2099-01-11',
    ]);
    const { cookie, account } = await test.registerApplicant('Ivy Intake', 'ivy@example.org');
    const draft = {
      applicantUserId: account.id,
      firstName: 'Ivy',
      lastName: 'Intake',
      email: 'ivy@example.org',
      hubId: 'hub-1',
      status: 'In progress',
    };
    const unlisted = await call('POST', '/api/applications', cookie, {
      ...draft,
      intake: '2099-02-01',
    });
    expect(unlisted.statusCode).toBe(422);
    expect(unlisted.json().details).toEqual([
      { param: 'intake', message: 'Choose one of the college’s intakes' },
    ]);
    const wrongProgramme = await call('POST', '/api/applications', cookie, {
      ...draft,
      intake: '2099-01-11',
      course: { course: 'BA', studyPace: 'PT', hub: 'hub-1', flexi: false },
    });
    expect(wrongProgramme.statusCode).toBe(422);
    expect(wrongProgramme.json().details[0].message).toBe(
      'The BA programme does not start on 2099-01-11',
    );
    const january = await call('POST', '/api/applications', cookie, {
      ...draft,
      intake: '2099-01-11',
    });
    expect(january.statusCode, january.body).toBe(201);
    // Choosing a programme that does not start then is refused too.
    const application = january.json();
    const course = await call(
      'PATCH',
      `/api/applications/${application.id}`,
      cookie,
      {
        changes: { course: { course: 'BA', studyPace: 'PT', hub: 'hub-1', flexi: false } },
      },
      application.version,
    );
    expect(course.statusCode).toBe(422);
    // The college itself may record any date (a deferral).
    const byCollege = await call('POST', '/api/applications', cookies.admin ?? '', {
      ...draft,
      applicantUserId: null,
      email: 'deferred@example.org',
      intake: '2100-01-01',
    });
    expect(byCollege.statusCode, byCollege.body).toBe(201);
  });
});

describe('first heard', () => {
  it('takes new sources, which the applicants’ form then accepts and the report groups', async () => {
    const current = (
      await call('GET', '/api/system-data/lists/firstHeard', cookies.admin ?? '')
    ).json();
    const groups = current.values.map((entry: { group: string; sources: string[] }) =>
      entry.group === 'Other media' ? { ...entry, sources: [...entry.sources, 'A poster'] } : entry,
    );
    expect((await saveList('firstHeard', groups)).statusCode).toBe(200);
    const clash = await saveList('firstHeard', [
      { group: 'Church', sources: ['Friend'] },
      { group: 'Person', sources: ['Friend'] },
    ]);
    expect(clash.statusCode).toBe(422);

    const { cookie, account } = await test.registerApplicant('Pat Poster', 'pat@example.org');
    const draft = {
      applicantUserId: account.id,
      firstName: 'Pat',
      lastName: 'Poster',
      email: 'pat@example.org',
      hubId: 'hub-1',
      status: 'In progress',
      intake: '2099-09-01',
    };
    const made = await call('POST', '/api/applications', cookie, draft);
    expect(made.statusCode, made.body).toBe(201);
    const patch = (firstHeard: string, version: number) =>
      call(
        'PATCH',
        `/api/applications/${made.json().id}`,
        cookie,
        {
          changes: { otherInformation: { ...COMPLETE_PARTS.otherInformation, firstHeard } },
        },
        version,
      );
    const unknown = await patch('Carrier pigeon', made.json().version);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details[0].param).toBe('otherInformation.firstHeard');
    const poster = await patch('A poster', made.json().version);
    expect(poster.statusCode, poster.body).toBe(200);

    const otherMedia = async () => {
      const report = (await call('GET', '/api/leads/report', cookies.admin ?? '')).json() as {
        breakdowns: { id: string; counts: { label: string; total: number }[] }[];
      };
      const counts = report.breakdowns.find((breakdown) => breakdown.id === 'firstHeard')?.counts;
      return counts?.find((count) => count.label === 'Other media')?.total ?? 0;
    };
    const before = await otherMedia();
    const lead = await call('POST', '/api/potential-students', cookies.admin ?? '', {
      name: 'Poster Reader',
      stage: 'Initial contact made',
      firstHeard: 'A poster',
    });
    expect(lead.statusCode).toBe(201);
    // The report counts the new source in its group.
    expect(await otherMedia()).toBe(before + 1);
  });
});
