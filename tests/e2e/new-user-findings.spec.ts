import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, signIn, syncStatus, upToDate } from './support';

// Issue 17, "Found by trying the product as a new user would": one test per finding (the phone
// findings are in phone.spec.ts).

// A first sync of thousands of records on a loaded, shared machine: room beyond the default.
test.describe.configure({ timeout: 240_000 });

async function serverRecord(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.json();
}

async function box(selector: Locator) {
  const found = await selector.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

test('1. nothing moves when the search box takes focus, and the first click on a row opens it', async ({
  page,
}) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page, 90_000);
  const application = (
    await serverRecord(page.request, '/api/applications?sort=lastName&pageSize=1')
  ).items[0];
  const search = page.getByRole('searchbox', { name: 'Search' });
  // Widths at which the toolbar sat on the edge of wrapping before the fix (found by sweeping
  // 700-1500 px: the table then jumped 26-70 px as the box took focus).
  for (const [path, name] of [
    ['/applications/all', 'All'],
    ['/applications/ongoing', 'Ongoing'],
  ] as const) {
    await page.goto(path);
    const grid = page.getByRole('grid', { name });
    // Thousands of records read from the device: slow on a loaded machine.
    await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
    for (const width of [1310, 1280, 1120, 1100, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      // Empty, and holding a search (focused, the box then shows its clear button).
      for (const typed of ['', application.lastName]) {
        await search.fill(typed);
        await search.blur();
        const before = await box(grid);
        await search.focus();
        const after = await box(grid);
        expect(after.y, `the table moved at ${width} px on ${path} ("${typed}")`).toBe(before.y);
      }
    }
  }
  await page.goto('/applications/all');
  await search.fill(application.lastName);
  const grid = page.getByRole('grid', { name: 'All' });
  await grid.getByRole('row').filter({ hasText: application.lastName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/applications/${application.id}$`));
});

test('2. the navigation drawer keeps one width from page to page', async ({ page }) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page, 90_000);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const widths: number[] = [];
  for (const [path, heading] of [
    ['/', 'Dashboard'],
    ['/applications/all', 'All'],
    ['/students/all', 'All'],
    ['/changes', 'Changes waiting'],
  ] as const) {
    await page.goto(path);
    // Any level: that the changes page's title is its h1 is finding 5's (test 4 and 5).
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(/\w/).first()).toBeVisible();
    widths.push(Math.round((await box(nav)).width));
    // Nothing in it is cut off.
    const clipped = await nav.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(clipped).toBe(false);
  }
  expect(new Set(widths).size, `widths ${widths.join(', ')}`).toBe(1);
});

test('3 and 7. a failed Save moves focus to the first invalid field; dates are typed YYYY-MM-DD', async ({
  page,
}) => {
  await signIn(page, 'student@college.test');
  await upToDate(page, 90_000);
  await page.goto('/forms/mydetails/personal-details');
  const form = page.getByRole('form', { name: 'Personal details' });
  await expect(form.getByLabel('Legal first name')).toHaveValue('Samuel', { timeout: 15_000 });
  // The date of birth shows the college's format, whatever the browser's locale.
  const birth = form.getByLabel('Date of birth');
  await expect(birth).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await form.getByLabel('Personal email address').fill('samuel.price@example.org');
  await expect(birth).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await birth.clear();
  await birth.pressSequentially('1990-05-17');
  await expect(birth).toHaveValue('1990-05-17');
  await birth.clear();
  await birth.pressSequentially('17/05/1990');
  await form.getByLabel('Legal first name').clear();
  const save = form.getByRole('button', { name: 'Save', exact: true });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(form.getByLabel('Legal first name')).toBeFocused();
  await expect(form.getByText('Enter your first name as it appears')).toBeInViewport();
  await expect(form.getByText('Enter a real date, like 2025-09-15')).toBeVisible();
  await form.getByLabel('Legal first name').fill('Samuel');
  await save.click();
  await expect(birth).toBeFocused();
  await birth.clear();
  await birth.pressSequentially('1990-05-17');
  await save.click();
  await expect(page.getByText('Saved. It is sent when the connection allows.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/forms/mydetails/personal-details');
  await expect(birth).toHaveValue('1990-05-17');
  await page.screenshot({ path: 'test-results/screens/personal-details-date-390.png' });
});

test('4 and 5. a record in conflict says so on its page; the changes page is titled and its badge fits', async ({
  page,
  context,
  browser,
}) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page, 90_000);
  await page.goto('/students/all');
  await page.getByRole('grid').getByRole('row').nth(6).click();
  await expect(page).toHaveURL(/\/students\/(?!all$)[^/]+$/);
  const studentId = page.url().split('/').pop() ?? '';
  await expect(page.getByLabel('Phone')).toBeVisible();
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@college.test');

  await context.setOffline(true);
  await page.getByLabel('Phone').fill('01632 960500');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(syncStatus(page)).toContainText('1 waiting');
  const current = await serverRecord(admin.request, `/api/students/${studentId}`);
  const response = await admin.request.patch(`/api/students/${studentId}`, {
    data: { changes: { phone: '01632 960600' } },
    headers: { 'if-match': String(current.version) },
  });
  expect(response.status()).toBe(200);
  await context.setOffline(false);
  await page.getByRole('button', { name: /waiting/ }).click();
  await expect(page.getByRole('table', { name: /Conflict:/ })).toBeVisible({ timeout: 60_000 });

  // 4: the record itself says it is in conflict, and leads to where it is resolved.
  await page.goto(`/students/${studentId}`);
  const notice = page.getByRole('region', { name: 'Not saved: changed by someone else' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('01632 960600');
  await page.screenshot({ path: 'test-results/screens/record-in-conflict-1280.png' });
  expect(await axeViolations(page)).toEqual([]);
  await notice.getByRole('link', { name: 'Resolve on Changes waiting' }).click();
  await expect(page).toHaveURL(/\/changes$/);
  await expect(page.getByRole('table', { name: /Conflict:/ })).toBeVisible();

  // 5: the page has its own title, and the state badge sits on one line inside its pill.
  await expect(page.getByRole('heading', { level: 1, name: 'Changes waiting' })).toBeVisible();
  await expect(page).toHaveTitle(/Changes waiting/);
  const badge = page.getByText('Changed by someone else');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect((await badge.boundingBox())?.height ?? 0).toBeLessThan(24);
    await page.screenshot({ path: `test-results/screens/changes-conflict-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Take theirs' }).click();
  await upToDate(page, 90_000);
  await page.goto(`/students/${studentId}`);
  await expect(page.getByLabel('Phone')).toHaveValue('01632 960600');
  await expect(notice).toBeHidden();
  await adminContext.close();
});

test('6. an account without a student record sees the forms area without tasks, nested in the drawer', async ({
  page,
}) => {
  await signIn(page, 'admin@college.test');
  await upToDate(page, 90_000);
  await page.goto('/forms');
  await expect(page.getByRole('heading', { name: 'Your forms' })).toBeVisible();
  await expect(page.getByText('No student record is linked to this account')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Needs your attention' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('button', { name: 'Finance', exact: true })).toHaveCount(1);
  // Opened once (a click while the drawer still lays itself out may be lost on a loaded machine).
  const studentForms = nav.getByRole('button', { name: 'Student Forms' });
  await expect(async () => {
    if ((await studentForms.getAttribute('aria-expanded')) !== 'true') await studentForms.click();
    await expect(nav.getByRole('link', { name: 'Finance', exact: true })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  await page.screenshot({ path: 'test-results/screens/admin-forms-1280.png' });
});

test('8. sign-in and register messages are sentences', async ({ page, context }) => {
  await page.goto('/pages/login');
  await page.getByLabel('Email').fill('faculty@college.test');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Email or password is incorrect');
  await expect(alert).not.toContainText('401');
  await expect(alert).not.toContainText('Needs authentication');
  // The next attempt starts clean.
  await page.getByLabel('Password').fill('another try');
  await expect(alert).toBeHidden();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(alert).toContainText('Signing in needs a connection');
  await expect(alert).toContainText('saved on this device is kept');
  await expect(alert).not.toContainText('Failed to fetch');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/login-offline-390.png' });
  await context.setOffline(false);

  await page.goto('/pages/register');
  await page.getByLabel('Full name').fill('A'.repeat(201));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at most 200 characters')).toBeVisible();
  await expect(page.getByText(/Too big|expected/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/register-390.png' });
});
