import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, signIn, upToDate } from './support';

const CHARTS = [
  'This year against last year at the same date',
  'Applications by status',
  'Applications by intake',
  'Applications by programme',
  'Applications by hub',
  'Applications by first heard',
  'Applications by first contact',
];

/** Full-page screenshots of the current screen at desktop and tablet widths. */
async function screens(page: Page, name: string, height = 900): Promise<void> {
  // The shell scrolls inside its main area, so a tall viewport shows the whole screen.
  for (const [label, width] of [
    ['1280', 1280],
    ['768', 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/screens/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signInAndSync(page: Page): Promise<void> {
  await signIn(page, 'registrar@college.test');
  await upToDate(page, 60_000);
}

test('statistics: a chart and a table per breakdown, counts as the API gives them', async ({
  page,
}) => {
  await signInAndSync(page);
  await page.goto('/applications/statistics');
  for (const name of CHARTS) {
    const figure = page.getByRole('figure', { name });
    await expect(figure).toBeVisible();
    await expect(figure.locator('svg').first()).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'application-statistics', 2600);

  for (const name of CHARTS) {
    await page.getByRole('button', { name: `Show as table: ${name}` }).click();
    await expect(page.getByRole('table', { name })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'application-statistics-tables', 3600);

  const byStatus = page.getByRole('table', { name: 'Applications by status' });
  const rows = await byStatus.getByRole('row').all();
  expect(rows.length).toBeGreaterThan(10);
  for (const row of rows.slice(1)) {
    const [status, count] = await row.getByRole('cell').allInnerTexts();
    if (!status || status === 'Not given') continue;
    const api = await page.request.get(
      `/api/applications?status=${encodeURIComponent(status)}&pageSize=1`,
    );
    expect(api.ok()).toBe(true);
    expect(Number(count), status).toBe(((await api.json()) as { total: number }).total);
  }

  // Counted on the device, so the screen still works offline, and says so.
  await page.context().setOffline(true);
  await expect(page.getByText(/^As of last sync/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Applications by status' })).toBeVisible();
  await page.context().setOffline(false);
});

test('reporting: choose columns and filters, preview, export an Excel file', async ({ page }) => {
  await signInAndSync(page);
  await page.goto('/applications/applicationreporting');
  await expect(page.getByRole('group', { name: 'Columns' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Email' }).check();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Approved' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Place offered' }).click();
  await page.keyboard.press('Escape');

  const api = await page.request.get(
    '/api/applications?status=Approved,Place%20offered&pageSize=1',
  );
  const { total } = (await api.json()) as { total: number };
  await expect(page.getByText(`${total} applications match`)).toBeVisible();
  const grid = page.getByRole('grid', { name: /^Preview/ });
  await expect(grid.getByRole('columnheader', { name: /Email/ })).toBeVisible();
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'application-reporting', 1300);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile((await file.path()) as string);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  // The choice is kept for the next visit.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Email' })).toBeChecked();
  await expect(page.getByText(`${total} applications match`)).toBeVisible();
});
