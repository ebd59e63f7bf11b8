import { readFile } from 'node:fs/promises';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signIn, syncStatus, upToDate } from './support';

// Issue 17, "Storage loss": the device's store goes away under a signed-in page (deleted, full,
// signed out in another tab). The user is told, nothing typed is silently dropped, and what was
// queued still reaches the server.

const REGISTRAR = 'registrar@college.test';

async function serverStudent(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/students/${id}`);
  expect(response.status()).toBe(200);
  return response.json();
}

// Each scenario works on its own student (row n of the list), so scenarios never meet; rows 1–4
// belong to offline-data.spec.ts and row 6 to new-user-findings.spec.ts, which run on the same server.
async function openStudent(page: Page, row: number): Promise<string> {
  await page.goto('/students/all');
  await page.getByRole('grid').getByRole('row').nth(row).click();
  await expect(page).toHaveURL(/\/students\/(?!all$)[^/]+$/);
  await expect(page.getByLabel('Phone')).toBeVisible();
  return page.url().split('/').pop() ?? '';
}

/** Makes the device full: every write to IndexedDB now fails. Answers how to undo it. */
async function fillDevice(page: Page, context: BrowserContext): Promise<() => Promise<void>> {
  // A quota far below what the origin already uses: every write to IndexedDB now fails.
  const cdp = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
  // IndexedDB may go on with the space it counted a moment ago: wait until a write is refused.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const open = indexedDB.open('quota-probe');
              open.onerror = () => resolve(open.error?.name ?? 'error');
              open.onupgradeneeded = () => open.result.createObjectStore('probe');
              open.onsuccess = () => {
                const tx = open.result.transaction('probe', 'readwrite');
                tx.objectStore('probe').put('x'.repeat(100_000), Date.now());
                tx.oncomplete = () => resolve('written');
                tx.onabort = () => resolve(tx.error?.name ?? 'aborted');
                tx.onerror = () => undefined;
              };
            }),
        ),
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe('QuotaExceededError');
  return async () => {
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  };
}

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

test('the device database deleted while signed in: the user is told, the queued change and the typed form are kept and sent', async ({
  page,
  context,
}) => {
  await signIn(page, REGISTRAR);
  // A first sync on a fresh server, with the service worker saving the app, on a loaded machine.
  await upToDate(page, 60_000);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const studentId = await openStudent(page, 7);

  await context.setOffline(true);
  await page.getByLabel('Phone').fill('01632 960171');
  await save(page);
  await expect(syncStatus(page)).toContainText('1 waiting');
  await page.getByLabel('Preferred name').fill('Typed before the loss');
  await expect(page.getByText(/Draft saved/)).toBeVisible();

  // As "clear site data" in another tab would: the user's database is deleted under the page.
  const deleted = await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('collegium.currentUser') ?? '{}') as {
      id: string;
    };
    return new Promise<string>((resolve) => {
      const request = indexedDB.deleteDatabase(`collegium-${user.id}`);
      request.onsuccess = () => resolve('deleted');
      request.onerror = () => resolve('failed');
      request.onblocked = () => resolve('blocked');
    });
  });
  expect(deleted).toBe('deleted');

  await expect(page.getByText(/copy of your data on this device was removed/)).toBeVisible();
  await expect(page.getByLabel('Preferred name')).toHaveValue('Typed before the loss');
  await expect(syncStatus(page)).toContainText('1 waiting');

  await context.setOffline(false);
  await upToDate(page, 60_000);
  expect((await serverStudent(page.request, studentId)).phone).toBe('01632 960171');

  // A change made after the loss is saved and sent too.
  await expect(page.getByLabel('Preferred name')).toHaveValue('Typed before the loss');
  await save(page);
  // The status may still read "Up to date" for a moment before the save is counted: wait for
  // the server's copy itself.
  await expect
    .poll(async () => (await serverStudent(page.request, studentId)).preferredName, {
      timeout: 60_000,
    })
    .toBe('Typed before the loss');
  await upToDate(page, 60_000);
});

test('a save that does not fit on a full device: the user is told, the values stay, and they can be exported', async ({
  page,
  context,
}) => {
  await signIn(page, REGISTRAR);
  // A first sync on a fresh server, with the service worker saving the app, on a loaded machine.
  await upToDate(page, 60_000);
  const studentId = await openStudent(page, 8);

  const restore = await fillDevice(page, context);

  await page.getByLabel('Phone').fill('01632 960172');
  await save(page);
  await expect(page.getByText(/This device is full/).first()).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue('01632 960172');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export unsent changes' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(await readFile(file, 'utf8'));
  expect(JSON.stringify(exported)).toContain('01632 960172');
  expect(JSON.stringify(exported)).toContain(studentId);

  // Sending it directly, without the device's queue, reaches the server.
  await page.getByRole('button', { name: 'Send it now' }).click();
  await expect
    .poll(async () => (await serverStudent(page.request, studentId)).phone)
    .toBe('01632 960172');
  await restore();
});

test('signing out in another tab keeps the unsent change and the typed form; both come back after signing in', async ({
  context,
}) => {
  const tabA = await context.newPage();
  await signIn(tabA, REGISTRAR);
  await upToDate(tabA, 60_000);
  await tabA.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const studentId = await openStudent(tabA, 9);
  const tabB = await context.newPage();
  await tabB.goto('/students/all');
  await upToDate(tabB);

  await context.setOffline(true);
  await tabA.getByLabel('Phone').fill('01632 960173');
  await save(tabA);
  await expect(syncStatus(tabA)).toContainText('1 waiting');
  await tabA.getByLabel('Preferred name').fill('Typed in tab A');
  await expect(tabA.getByText(/Draft saved/)).toBeVisible();
  await tabA.waitForTimeout(800); // the draft is written within half a second of the last key

  // Tab B signs out; its warning counts what tab A queued, and keeps it.
  await tabB.getByRole('button', { name: 'Rachel Okafor' }).click();
  await tabB.getByRole('menuitem', { name: 'Sign out' }).click();
  const warning = tabB.getByRole('dialog', { name: 'Changes not yet sent' });
  await expect(warning).toContainText('1 change has not reached the server yet');
  await warning.getByRole('button', { name: 'Keep them and sign out' }).click();
  await expect(tabB).toHaveURL(/\/pages\/login/);
  // The sign-out reaches the server (tab B was offline): the session has ended.
  await tabA.request.post('/api/auth/logout');

  await expect(tabA.getByText(/signed out in another tab/)).toBeVisible();
  await expect(tabA.getByLabel('Preferred name')).toHaveValue('Typed in tab A');
  await expect(syncStatus(tabA)).toContainText('1 waiting');

  await context.setOffline(false);
  await tabA.getByRole('button', { name: 'Sign in again' }).click();
  await expect(tabA).toHaveURL(/\/pages\/login/);
  await tabA.getByLabel('Email').fill(REGISTRAR);
  await tabA.getByLabel('Password').fill(DEMO_PASSWORD);
  await tabA.getByRole('button', { name: 'Sign in' }).click();
  await upToDate(tabA, 60_000);
  expect((await serverStudent(tabA.request, studentId)).phone).toBe('01632 960173');
  await tabA.goto(`/students/${studentId}`);
  await expect(tabA.getByLabel('Preferred name')).toHaveValue('Typed in tab A');
});

test('a student form saved on a full device: the student is told, the answers stay and are sent', async ({
  page,
  context,
}) => {
  await signIn(page, 'student2@college.test');
  await upToDate(page, 60_000);
  await page.goto('/forms/residential/requirements');
  const form = page.getByRole('form', { name: 'Residential requirements' });
  await expect(form).toBeVisible();
  const restore = await fillDevice(page, context);

  await form.getByRole('checkbox', { name: 'None' }).check();
  await form.getByRole('radio', { name: 'No' }).check();
  await form.getByLabel('Other adjustments').fill('A seat near the front, please');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/This device is full/).first()).toBeVisible();
  await expect(form.getByLabel('Other adjustments')).toHaveValue('A seat near the front, please');

  await page.getByRole('button', { name: 'Send it now' }).click();
  await expect
    .poll(async () => {
      const saved = await page.request.get('/api/forms/student/residential-requirements');
      return ((await saved.json()) as { data?: { adjustments?: string } }).data?.adjustments;
    })
    .toBe('A seat near the front, please');
  await restore();
});
