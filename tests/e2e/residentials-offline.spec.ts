import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, signIn, syncStatus, upToDate } from './support';

// Issue 23: a hub director's tablet at a venue without a network. The residential is taken
// offline, the page is reloaded with the network cut, 30 students are checked in, the browser
// is closed and opened again (still offline, same profile: the marks are there), a tutor's
// tablet marks some of the same students differently, offline too; both reconnect and the
// server holds the merged marks (the latest by device time), none lost.

const RESIDENTIAL = 'residential-hub-1-advent';
const SESSION = `${RESIDENTIAL}-session-1`;
const CHECK_IN = `/residentials/${RESIDENTIAL}/sessions/${SESSION}`;
const TABLET = { width: 1024, height: 768 };

const roster = (page: Page) => page.getByRole('list', { name: 'Roster' });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /marked/ });
const markOf = (page: Page, name: string, mark: string) =>
  roster(page).getByRole('radiogroup', { name, exact: true }).getByRole('radio', { name: mark });

/** Marks a student as a person does: a tap, then the mark shows once the device has kept it. */
async function tap(page: Page, name: string, mark: string) {
  const radio = markOf(page, name, mark);
  await radio.click();
  await expect(radio).toBeChecked();
}

/**
 * Cuts the network. Chromium's offline emulation does not hold back the service worker's own
 * replay (its `sync` event), so the app's API is refused too while "offline".
 */
async function cut(context: BrowserContext) {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

async function reconnect(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

async function takeOffline(page: Page) {
  await page.goto('/residentials');
  const card = page.getByRole('region', { name: 'Advent hub residential' });
  await card.getByRole('button', { name: /^Take offline: Advent hub residential/ }).click();
  await expect(card.getByText('Ready offline')).toBeVisible();
}

interface FeedMark {
  id: string;
  sessionId: string;
  studentId: string;
  mark: string;
  markedAt: string;
}

/** The session's marks the server holds, read from the change feed, oldest first by device time. */
async function serverMarks(request: APIRequestContext): Promise<FeedMark[]> {
  const marks = new Map<string, FeedMark>();
  let cursor = 0;
  for (;;) {
    const response = await request.get(`/api/sync?cursor=${cursor}&limit=2000`);
    expect(response.status()).toBe(200);
    const page = (await response.json()) as {
      changes: { entity: string; op: string; record?: FeedMark }[];
      cursor: number;
      hasMore: boolean;
    };
    for (const change of page.changes) {
      const record = change.record;
      if (change.entity === 'attendance-marks' && record?.sessionId === SESSION) {
        marks.set(record.id, record);
      }
    }
    if (!page.hasMore) break;
    cursor = page.cursor;
  }
  return [...marks.values()].sort((a, b) => a.markedAt.localeCompare(b.markedAt));
}

/**
 * Until the service worker controls the page, so a reload offline is served from its precache.
 * Installing precaches every chunk; a failed fetch makes the browser install again on the next
 * navigation: reload until the worker controls the page (as service-worker-replay.spec.ts).
 */
async function controlled(page: Page) {
  await expect(async () => {
    const done = await page.evaluate(async () => {
      await Promise.race([
        navigator.serviceWorker.ready,
        new Promise((resolve) => setTimeout(resolve, 10_000)),
      ]);
      return navigator.serviceWorker.controller !== null;
    });
    if (!done) await page.reload();
    expect(done).toBe(true);
  }).toPass({ timeout: 90_000 });
}

test('a residential checked in offline on two tablets reaches the server merged', async ({
  playwright,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const profile = await mkdtemp(join(tmpdir(), 'collegium-tablet-'));
  const launch = async (offline: boolean): Promise<BrowserContext> =>
    playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      ...(baseURL ? { baseURL } : {}),
      viewport: TABLET,
      reducedMotion: 'reduce',
      offline,
    });

  // The hub director's tablet, online: takes the hub's residential offline.
  let tablet = await launch(false);
  let page = tablet.pages()[0] ?? (await tablet.newPage());
  await signIn(page, 'hd@college.test');
  await upToDate(page);
  await controlled(page);
  await takeOffline(page);
  await page.screenshot({
    path: 'test-results/screens/residentials-list-1024.png',
    fullPage: true,
  });
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Check in: Opening seminar' }).click();
  await expect(page).toHaveURL(CHECK_IN);

  // The network goes; the check-in opens again from the device alone.
  await cut(tablet);
  await page.reload();
  await expect(count(page)).toContainText(/^0 of \d+ marked/);
  const names = await roster(page)
    .getByRole('radiogroup')
    .evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-label') ?? ''));
  // The seed expects at least 30 of hub-1's students (server/db/seed/residentials.ts).
  expect(names.length).toBeGreaterThanOrEqual(30);
  const total = names.length;
  const n = total; // every student of the roster (30 with the e2e seed) is checked in
  const nameAt = (index: number) => names[index] ?? '';
  const [late = '', absent = '', excused = '', undone = ''] = [n - 4, n - 3, n - 2, n - 1].map(
    nameAt,
  );

  // Search finds a student, and their details open from the pack.
  const first = nameAt(0);
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(first.split(' ')[0] ?? '');
  await expect(roster(page).getByRole('radiogroup', { name: first, exact: true })).toBeVisible();
  expect(await roster(page).getByRole('radiogroup').count()).toBeLessThan(total);
  await page.getByRole('button', { name: `Details of ${first}`, exact: true }).click();
  const details = page.getByRole('dialog', { name: first });
  await expect(details.getByRole('heading', { name: 'Emergency contacts' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('');

  // Ten present one by one, then one late, one absent, one excused with a reason.
  for (const name of names.slice(0, 10)) await tap(page, name, 'Present');
  await tap(page, late, 'Late');
  await tap(page, absent, 'Absent');
  await markOf(page, excused, 'Excused').click();
  const excuse = page.getByRole('dialog', { name: `Excuse ${excused}` });
  await excuse.getByRole('button', { name: 'Mark excused' }).click();
  await expect(excuse.getByText('Give the reason the student is excused')).toBeVisible();
  await excuse.getByLabel('Reason').fill('Hospital appointment');
  await excuse.getByRole('button', { name: 'Mark excused' }).click();
  await expect(excuse).toBeHidden();
  // "All present" marks the rest; undone as a whole (its queued marks are withdrawn), then again.
  const allPresent = page.getByRole('button', { name: /^All present/ });
  await allPresent.click();
  await expect(count(page)).toContainText(`${n} of ${total} marked`);
  await page.getByRole('button', { name: `Undo: ${n - 13} marked present` }).click();
  await expect(count(page)).toContainText(`13 of ${total} marked`);
  await expect(markOf(page, undone, 'Present')).not.toBeChecked();
  await allPresent.click();
  await expect(count(page)).toContainText(`${n} of ${total} marked`);
  // The 30th: marked present by "All present", then absent by mistake, undone back to present.
  await expect(markOf(page, undone, 'Present')).toBeChecked();
  await tap(page, undone, 'Absent');
  await page.getByRole('button', { name: `Undo: ${undone} marked absent` }).click();
  await expect(markOf(page, undone, 'Present')).toBeChecked();
  const summary = `${n} of ${total} marked · ${n - 3} present · 1 late · 1 absent · 1 excused`;
  await expect(count(page)).toHaveText(summary);
  await expect(syncStatus(page)).toContainText(`${n + 2} waiting`);
  await expect(roster(page).getByText('Excused: Hospital appointment')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/residentials-check-in-1024.png' });
  expect(await axeViolations(page)).toEqual([]);

  // The browser is closed, and opened again still offline: the marks are on the device.
  await tablet.close();
  tablet = await launch(true);
  await cut(tablet);
  page = tablet.pages()[0] ?? (await tablet.newPage());
  await page.goto(CHECK_IN);
  await expect(count(page)).toHaveText(summary);
  await expect(markOf(page, late, 'Late')).toBeChecked();

  // The tutor's tablet (the first session is theirs), offline later than the hub director's
  // marks: their marks of three students are the latest.
  const tutorContext = await browser.newContext({ viewport: TABLET, baseURL });
  const tutor = await tutorContext.newPage();
  await signIn(tutor, 'faculty@college.test');
  await upToDate(tutor);
  await controlled(tutor);
  await takeOffline(tutor);
  await cut(tutorContext);
  await tutor.goto(CHECK_IN);
  await expect(count(tutor)).toContainText(`of ${total} marked`);
  await tap(tutor, first, 'Late');
  await tap(tutor, late, 'Present');
  await markOf(tutor, absent, 'Excused').click();
  await tutor.getByRole('dialog').getByLabel('Reason').fill('Train cancelled');
  await tutor.getByRole('dialog').getByRole('button', { name: 'Mark excused' }).click();
  await expect(markOf(tutor, absent, 'Excused')).toBeChecked();

  // Both reconnect: each sends its marks and receives the other's.
  await reconnect(tablet);
  await reconnect(tutorContext);
  await upToDate(page, 60_000);
  await upToDate(tutor, 60_000);
  const merged = `${n} of ${total} marked · ${n - 3} present · 1 late · 0 absent · 2 excused`;
  for (const device of [page, tutor]) {
    await expect(async () => {
      await device.reload();
      await expect(count(device)).toHaveText(merged, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  }
  await expect(markOf(page, first, 'Late')).toBeChecked();
  await expect(markOf(page, absent, 'Excused')).toBeChecked();
  await expect(roster(page).getByText('Excused: Train cancelled')).toBeVisible();
  await expect(markOf(tutor, excused, 'Excused')).toBeChecked();

  // The server holds every mark made (n + 2 from the hub director, 3 from the tutor), once each.
  const held = await serverMarks(page.request);
  expect(held.length).toBe(n + 5);
  expect(new Set(held.map((mark) => mark.id)).size).toBe(n + 5);
  // Merged there as on the devices: per student the latest mark by device time counts.
  const latest = new Map(held.map((mark) => [mark.studentId, mark.mark]));
  const tally = (mark: string) => [...latest.values()].filter((value) => value === mark).length;
  expect(latest.size).toBe(n);
  expect([tally('present'), tally('late'), tally('absent'), tally('excused')]).toEqual([
    n - 3,
    1,
    0,
    2,
  ]);

  // The attendance report (the registrar's views) reads the same merged marks.
  const report = await page.request.get(`/api/residentials/${RESIDENTIAL}/attendance`);
  expect(report.status()).toBe(200);
  const { students } = (await report.json()) as {
    students: {
      name: string;
      marks: Record<string, { mark: string; reason?: string; changes: number }>;
    }[];
  };
  const sessionMark = (name: string) =>
    students.find((student) => student.name === name)?.marks[SESSION];
  expect(sessionMark(first)).toMatchObject({ mark: 'late', changes: 1 });
  expect(sessionMark(absent)).toMatchObject({ mark: 'excused', reason: 'Train cancelled' });
  expect(sessionMark(undone)).toMatchObject({ mark: 'present', changes: 2 });

  await tutorContext.close();
  await tablet.close();
  await rm(profile, { recursive: true, force: true });
});
