import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { engagements } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts';
import { photoSizes } from '../../server/features/students/photo-images';
import { benchDatabase, benchServer } from './server';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

/** Students expected at the benchmark's residential, each with a photo. */
const STUDENTS = 200;
/** Timed rounds of each; the median is reported. */
const ROUNDS = 5;
const INSTANCE = 'mi-bench-residential';

export interface ResidentialFigures {
  students: number;
  /** The pack's JSON (the bytes the device stores). */
  bytes: number;
  /** "Take offline" (Update) from the click to the stored pack: the app's own measure. */
  takeOfflineMs: number;
  /** The same JSON fetched and parsed in the same page, nothing stored (the baseline). */
  fetchParseMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** A photo-like 640-px picture (smooth colour, some grain), as a phone would upload. */
async function picture(index: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 640,
      height: 640,
      channels: 3,
      background: { r: (index * 37) % 255, g: (index * 91) % 255, b: (index * 53) % 255 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(4)
    .png()
    .toBuffer();
  return noise;
}

/**
 * "Take offline" of a residential with 200 students and their photos, in Debian's Chromium on
 * the production build: the app's whole path (persistent storage asked, the streamed download,
 * the pack validated, the room checked, the pack stored in IndexedDB) against fetching and
 * parsing the same JSON in the same page without storing it. The budget is the ratio.
 */
export async function benchResidentials(): Promise<ResidentialFigures> {
  const bench = await benchDatabase({ students: 1000, applications: 100 });
  const server = await benchServer(bench.database, { clientDir: dist });
  const { db } = bench.database;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    // 200 students with a running engagement, on a module instance of their own, with photos.
    const current = await db
      .select({ engagementId: engagements.id, studentId: engagements.studentId })
      .from(engagements)
      .where(eq(engagements.status, 'Current'))
      .orderBy(engagements.studentId, engagements.id);
    const chosen = [...new Map(current.map((row) => [row.studentId, row])).values()].slice(
      0,
      STUDENTS,
    );
    if (chosen.length < STUDENTS) throw new Error(`Only ${chosen.length} current students`);
    await db.execute(sql`
      insert into module_instances (id, module_id, session_id, start_date, end_date,
        assessment_title, assessment_due_date)
      select ${INSTANCE}, module_id, session_id, start_date, end_date, assessment_title,
        assessment_due_date
      from module_instances order by id limit 1`);
    let index = 0;
    for (const row of chosen) {
      index += 1;
      await db.execute(sql`
        insert into module_registrations (id, student_id, engagement_id, module_instance_id)
        values (${`reg-bench-${index}`}, ${row.studentId}, ${row.engagementId}, ${INSTANCE})`);
      const { avatar, portrait } = await photoSizes(await picture(index));
      await db.execute(sql`
        insert into student_photos (student_id, avatar, portrait) values
        (${row.studentId}, ${avatar}, ${portrait})
        on conflict (student_id) do update set avatar = excluded.avatar`);
    }
    const today = new Date().toISOString().slice(0, 10);
    const created = await fetch(`${server.origin}/api/residentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: server.cookie },
      body: JSON.stringify({
        title: 'Benchmark residential',
        startDate: today,
        endDate: today,
        hubId: null,
        venue: { name: 'Benchmark Hall' },
        moduleInstanceIds: [INSTANCE],
        sessions: [
          {
            id: 'bench-session-1',
            title: 'Opening seminar',
            startsAt: `${today}T10:00:00.000Z`,
            endsAt: `${today}T12:00:00.000Z`,
          },
        ],
      }),
    });
    if (created.status !== 201) throw new Error(`POST /api/residentials: ${created.status}`);
    const residentialId = ((await created.json()) as { id: string }).id;

    const page = await browser.newPage();
    // tsx names the functions it compiles with a helper the page lacks: give the page one.
    await page.addInitScript('globalThis.__name = (fn) => fn');
    await page.goto(`${server.origin}/pages/login`);
    await page.getByLabel('Email').fill('registrar@college.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('status', { name: 'Sync status' })
      .filter({ hasText: 'Up to date' })
      .waitFor({ timeout: 300_000 });
    await page.goto(`${server.origin}/residentials`);
    const card = page.getByRole('region', { name: 'Benchmark residential' });

    const took: number[] = [];
    let bytes = 0;
    // One round to warm up (the chunks, the server's caches), then the timed rounds.
    for (let round = 0; round <= ROUNDS; round += 1) {
      const before = await page.evaluate(
        () => performance.getEntriesByName('collegium:take-offline').length,
      );
      await card
        .getByRole('button', { name: /^(Take offline|Update): Benchmark residential/ })
        .click();
      const measure = await page.waitForFunction(
        (count) => {
          const entries = performance.getEntriesByName('collegium:take-offline');
          const last = entries[count] as PerformanceMeasure | undefined;
          return last
            ? { ms: last.duration, bytes: (last.detail as { bytes: number }).bytes }
            : null;
        },
        before,
        { timeout: 120_000 },
      );
      const value = (await measure.jsonValue()) as { ms: number; bytes: number };
      bytes = value.bytes;
      if (round > 0) took.push(value.ms);
      await page
        .locator('button[aria-label^="Update: Benchmark residential"]:enabled')
        .waitFor({ timeout: 120_000 });
    }

    const path = `/api/residentials/${encodeURIComponent(residentialId)}/offline-pack`;
    const baseline = await page.evaluate(
      async ({ url, rounds }) => {
        const times: number[] = [];
        for (let round = 0; round <= rounds; round += 1) {
          const start = performance.now();
          const response = await fetch(url, { credentials: 'same-origin' });
          JSON.parse(await response.text());
          if (round > 0) times.push(performance.now() - start);
        }
        return times;
      },
      { url: path, rounds: ROUNDS },
    );
    const students = await page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      return ((await response.json()) as { students: unknown[] }).students.length;
    }, path);
    return { students, bytes, takeOfflineMs: median(took), fetchParseMs: median(baseline) };
  } finally {
    await browser.close();
    await server.close();
    await bench.close();
  }
}
