import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, syncStatus, upToDate } from './support';

// Design §5, checked end to end: the network is cut with context.setOffline(true) and every
// scenario ends by asking the server what it holds.

async function serverRecord(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.json();
}

// Each scenario works on its own student (row n of the list), so scenarios never meet.
async function firstStudentId(page: Page, row_ = 1): Promise<string> {
  await page.goto('/students/all');
  const row = page.getByRole('grid').getByRole('row').nth(row_);
  await row.click();
  await expect(page).toHaveURL(/\/students\/(?!all$)[^/]+$/);
  return page.url().split('/').pop() ?? '';
}

test('edits made offline survive a reload and reach the server exactly once', async ({
  page,
  context,
}) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page);
  const studentId = await firstStudentId(page);
  const before = await serverRecord(page.request, `/api/students/${studentId}`);

  const application = (
    await serverRecord(page.request, '/api/applications?sort=lastName&pageSize=1')
  ).items[0];

  await context.setOffline(true);
  await page.getByLabel('Phone').fill('01632 960001');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.goto(`/applications/${application.id}`);
  const applicationId = application.id;
  await page.getByLabel('Last name').fill('Offline-Edited');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(syncStatus(page)).toContainText('2 waiting');

  await page.reload();
  await expect(syncStatus(page)).toContainText('2 waiting');
  await expect(page.getByLabel('Last name')).toHaveValue('Offline-Edited');

  // Signing out now would lose them: the app warns, and staying keeps them.
  await page.getByRole('button', { name: 'Rachel Okafor' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const warning = page.getByRole('dialog', { name: 'Changes not yet sent' });
  await expect(warning).toContainText('2 changes have not reached the server yet');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(syncStatus(page)).toContainText('2 waiting');

  await context.setOffline(false);
  await upToDate(page);
  const student = await serverRecord(page.request, `/api/students/${studentId}`);
  expect(student.phone).toBe('01632 960001');
  expect(student.version).toBe(before.version + 1);
  const edited = await serverRecord(page.request, `/api/applications/${applicationId}`);
  expect(edited.lastName).toBe('Offline-Edited');
  expect(edited.version).toBe(application.version + 1);
});

test('a half-typed form comes back after the tab is closed', async ({ context }) => {
  const page = await context.newPage();
  await signIn(page, 'registrar@college.test');
  await upToDate(page);
  const studentId = await firstStudentId(page, 2);
  await context.setOffline(true);
  await page.getByLabel('Preferred name').fill('Half typed');
  await expect(page.getByText(/Draft saved/)).toBeVisible();
  await page.waitForTimeout(800); // the draft is written within half a second of the last key
  await page.close();

  const again = await context.newPage();
  await again.goto(`/students/${studentId}`);
  await expect(again.getByLabel('Preferred name')).toHaveValue('Half typed');
  await expect(again.getByText(/Draft saved/)).toBeVisible();
  await again.getByRole('button', { name: 'Discard draft' }).click();
  await context.setOffline(false);
});

test('when the session ends while changes wait, nothing is lost and they arrive after signing in', async ({
  page,
  context,
}) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page);
  const studentId = await firstStudentId(page, 3);
  await context.setOffline(true);
  await page.getByLabel('Phone').fill('01632 960002');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(syncStatus(page)).toContainText('1 waiting');
  // The session ends on the server (as after an expiry) while the page still holds the change.
  await context.setOffline(false);
  await page.request.post('/api/auth/logout');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page).toHaveURL(/\/pages\/login/, { timeout: 20_000 });
  await page.getByLabel('Email').fill('registrar@college.test');
  await page.getByLabel('Password').fill('collegium-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await upToDate(page);
  const student = await serverRecord(page.request, `/api/students/${studentId}`);
  expect(student.phone).toBe('01632 960002');
});

test('a change the server refuses (422) stays visible, is corrected and arrives', async ({
  page,
  context,
}) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page);
  const students = (await serverRecord(page.request, '/api/students?sort=lastName&pageSize=2'))
    .items;
  const [other, target] = students;
  await page.goto(`/students/${target.id}`);
  // The record is on screen before the connection drops (its screen's code is then loaded).
  await expect(page.getByLabel('Email')).toHaveValue(target.email);
  await context.setOffline(true);
  await page.getByLabel('Email').fill(other.email);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await context.setOffline(false);
  await expect(syncStatus(page)).toContainText('1 waiting', { timeout: 20_000 });
  await page.goto('/changes');
  await expect(page.getByText('Another student already uses this email').first()).toBeVisible({
    timeout: 20_000,
  });
  await page
    .getByRole('form', { name: /Correct:/ })
    .getByLabel('Email')
    .fill('corrected.address@example.org');
  await page.getByRole('button', { name: 'Send again' }).click();
  await upToDate(page);
  expect((await serverRecord(page.request, `/api/students/${target.id}`)).email).toBe(
    'corrected.address@example.org',
  );
});

test('edits of one record by two people: other fields merge, the same field asks', async ({
  page,
  context,
  browser,
}) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page);
  const studentId = await firstStudentId(page, 4);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@college.test');
  const patch = async (changes: Record<string, string>) => {
    const current = await serverRecord(admin.request, `/api/students/${studentId}`);
    const response = await admin.request.patch(`/api/students/${studentId}`, {
      data: { changes },
      headers: { 'if-match': String(current.version) },
    });
    expect(response.status()).toBe(200);
  };

  // Different fields: merged without asking.
  await context.setOffline(true);
  await page.getByLabel('Preferred name').fill('Merged Mine');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(syncStatus(page)).toContainText('1 waiting');
  await patch({ phone: '01632 960099' });
  await context.setOffline(false);
  await upToDate(page);
  let server = await serverRecord(page.request, `/api/students/${studentId}`);
  expect(server).toMatchObject({ preferredName: 'Merged Mine', phone: '01632 960099' });

  // The same field: the conflict screen; keep mine.
  await page.goto(`/students/${studentId}`);
  await expect(page.getByLabel('Phone')).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('Phone').fill('01632 960100');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(syncStatus(page)).toContainText('1 waiting');
  await patch({ phone: '01632 960200' });
  await context.setOffline(false);
  await page.goto('/changes');
  await expect(page.getByRole('table', { name: /Conflict:/ })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Keep mine' }).click();
  await upToDate(page);
  server = await serverRecord(page.request, `/api/students/${studentId}`);
  expect(server.phone).toBe('01632 960100');

  // Again, and take theirs.
  await page.goto(`/students/${studentId}`);
  await expect(page.getByLabel('Phone')).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('Phone').fill('01632 960300');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(syncStatus(page)).toContainText('1 waiting');
  await patch({ phone: '01632 960400' });
  await context.setOffline(false);
  await page.goto('/changes');
  await page.getByRole('button', { name: 'Take theirs' }).click({ timeout: 20_000 });
  await upToDate(page);
  server = await serverRecord(page.request, `/api/students/${studentId}`);
  expect(server.phone).toBe('01632 960400');
  await page.goto(`/students/${studentId}`);
  await expect(page.getByLabel('Phone')).toHaveValue('01632 960400');
  await adminContext.close();
});

test("a second user on the device sees none of the first user's data", async ({ page }) => {
  await signIn(page, 'hd@college.test');
  await upToDate(page);
  const hdStudents = await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    return names;
  });
  expect(hdStudents).toContain('collegium-user-hd');
  await page.getByRole('button', { name: /Harriet/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/pages\/login/);
  await signIn(page, 'student2@college.test');
  await upToDate(page);
  const state = await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    const open = indexedDB.open('collegium-user-student2');
    const db: IDBDatabase = await new Promise((resolve) => {
      open.onsuccess = () => resolve(open.result);
    });
    const count: number = await new Promise((resolve) => {
      const request = db.transaction('students').objectStore('students').count();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return { names, count };
  });
  expect(state.names).not.toContain('collegium-user-hd');
  expect(state.count).toBe(1);
});
