import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn, upToDate } from './support';

// Online only: no service worker to precache in each new browser context.
test.use(ONLINE_ONLY);

// Issue 17: phones (390×844), where students are. The drawer is an overlay closed until asked
// for, the app bar one line, a record's tabs scroll; every screen is saved for review.

test.use({ viewport: { width: 390, height: 844 } });

/** Nothing is wider than the window, and main keeps the window's width. */
// A first sync of thousands of records on a loaded, shared machine: room beyond the default.
test.describe.configure({ timeout: 240_000 });

async function fitsTheWindow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    main: document.querySelector('main')?.getBoundingClientRect().width ?? 0,
  }));
  expect(widths.page).toBeLessThanOrEqual(390);
  expect(widths.main).toBeGreaterThanOrEqual(380);
}

async function barIsOneLine(page: Page): Promise<void> {
  const bar = await page.getByRole('banner').boundingBox();
  expect(bar?.height ?? 0).toBeLessThanOrEqual(56);
}

test('staff on a phone: the drawer is an overlay, the bar one line, a record fits', async ({
  page,
}) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page, 90_000);
  // On a phone the menu is a modal overlay: a dialog, closed at first.
  const nav = page.getByRole('dialog', { name: 'Main menu' });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(nav).toBeHidden();
  await fitsTheWindow(page);
  await barIsOneLine(page);
  await page.screenshot({ path: 'test-results/screens/phone-dashboard-390.png' });

  await page.getByRole('button', { name: 'Show the menu' }).click();
  await expect(nav).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/phone-drawer-390.png' });
  expect(await axeViolations(page)).toEqual([]);
  await nav.getByRole('button', { name: 'Applications', exact: true }).click();
  await nav.getByRole('link', { name: 'All' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'All' })).toBeVisible();
  await expect(nav).toBeHidden();
  await fitsTheWindow(page);
  await barIsOneLine(page);
  const grid = page.getByRole('grid', { name: 'All' });
  // Thousands of records read from the device: slow on a loaded machine.
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: 'test-results/screens/phone-applications-390.png' });

  await grid.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/applications\/(?!all$)[^/]+$/);
  const tabs = page.getByRole('tablist');
  await expect(tabs).toBeVisible();
  await fitsTheWindow(page);
  await barIsOneLine(page);
  // The tabs scroll inside their own strip: the last is reachable, nothing spills out.
  const strip = await tabs.evaluate((element) => {
    const parent = element.parentElement?.getBoundingClientRect();
    return { right: element.getBoundingClientRect().right, parentRight: parent?.right ?? 0 };
  });
  expect(strip.right).toBeLessThanOrEqual(strip.parentRight + 1);
  await page.getByRole('tab', { name: 'References' }).click();
  await expect(page.getByRole('tab', { name: 'References' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const header = await page.getByRole('article').locator('header').boundingBox();
  const badge = await page.getByRole('article').locator('header .fui-Badge').first().boundingBox();
  if (header && badge) expect(badge.x + badge.width).toBeLessThanOrEqual(header.x + header.width);
  await page.screenshot({ path: 'test-results/screens/phone-applicant-record-390.png' });
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/changes');
  await expect(page.getByRole('heading', { level: 1, name: 'Changes waiting' })).toBeVisible();
  await fitsTheWindow(page);
  await page.screenshot({ path: 'test-results/screens/phone-changes-390.png' });
});

test('a student on a phone: the bar is one line and the forms fit', async ({ page }) => {
  await signIn(page, 'student@college.test');
  await upToDate(page, 90_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Student Forms' })).toBeVisible();
  await fitsTheWindow(page);
  await barIsOneLine(page);
  await page.screenshot({ path: 'test-results/screens/phone-student-forms-390.png' });
  await page.goto('/forms/mydetails/personal-details');
  await expect(page.getByRole('form', { name: 'Personal details' })).toBeVisible();
  await fitsTheWindow(page);
  await page.screenshot({ path: 'test-results/screens/phone-personal-details-390.png' });
});
