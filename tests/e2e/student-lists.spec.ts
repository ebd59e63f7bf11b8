import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn, upToDate } from './support';

// Online only: no service worker to precache in each new browser context.
test.use(ONLINE_ONLY);

// "12 of 230 rows" under the table: how many rows it shows.
async function shownCount(page: Page): Promise<number> {
  const text = (await page.getByText(/\d[\d,]* of \d[\d,]* rows/).textContent()) ?? '';
  return Number(/^(?:No rows match\. )?([\d,]+) of/.exec(text)?.[1]?.replaceAll(',', '') ?? NaN);
}

async function downloaded(page: Page, button: string): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  const path = await file.path();
  return readFile(path);
}

async function sheet(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => (value === undefined || value === null ? '' : String(value))));
  });
  return rows;
}

test('the registrar filters Enrolled by cohort 5A and exports exactly the rows shown', async ({
  page,
}) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page);
  await page.goto('/students/enrolled');
  const grid = page.getByRole('grid', { name: 'Enrolled' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  await page.getByLabel('Cohort').selectOption('5A');
  await expect(grid.getByRole('gridcell', { name: '5A', exact: true }).first()).toBeVisible();
  const shown = await shownCount(page);
  expect(shown).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/students-enrolled-5a-1280.png' });

  // The Excel file holds the rows shown: the same count, every one in 5A and enrolled.
  const [header = [], ...rows] = await sheet(await downloaded(page, 'Export Excel'));
  expect(header).toEqual([
    'Last name',
    'First name',
    'Email',
    'Hub',
    'Programme',
    'Status',
    'Cohort',
    'Pace',
  ]);
  expect(rows).toHaveLength(shown);
  for (const row of rows) {
    expect(row[6]).toBe('5A');
    expect(['Current', 'IoS', 'Pending']).toContain(row[5]);
  }
  const firstShown = await grid.getByRole('row').nth(1).getByRole('gridcell').first().textContent();
  expect(rows.map((row) => row[0])).toContain(firstShown);

  // Fewer columns: the table and the CSV both lose the Email column.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Email', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('columnheader', { name: /Email/ })).toHaveCount(0);
  const csv = Papa.parse<string[]>(
    (await downloaded(page, 'Export CSV')).toString('utf8').replace(/^\uFEFF/, ''),
    { skipEmptyLines: true },
  );
  expect(csv.data[0]).not.toContain('Email');
  expect(csv.data).toHaveLength(shown + 1);

  // The cohort filter and the columns are kept for the table when the user comes back.
  await grid.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/students\/student-/);
  await page.goBack();
  await expect(page.getByLabel('Cohort')).toHaveValue('5A');
  await expect.poll(() => shownCount(page)).toBe(shown);
  await expect(grid.getByRole('columnheader', { name: /Email/ })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/students-enrolled-5a-390.png' });
});

test('student reporting shows each breakdown as a chart and as a table, and exports it', async ({
  page,
}) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page);
  await page.goto('/students/studentreporting');
  const chart = page.getByRole('figure', { name: 'Students by cohort' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Students by age range' })).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/student-reporting-1280.png',
    fullPage: true,
  });

  await page.getByRole('button', { name: 'Show as table: Students by cohort' }).click();
  const table = page.getByRole('table', { name: 'Students by cohort' });
  await expect(table.getByRole('columnheader', { name: 'Cohort' })).toBeVisible();
  await expect(table.getByRole('cell', { name: '5A', exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const [header = [], ...rows] = await sheet(await downloaded(page, 'Export Excel'));
  expect(header).toEqual(['Breakdown', 'Category', 'Students']);
  expect(rows.some((row) => row[0] === 'Students by cohort' && row[1] === '5A')).toBe(true);

  // Charts measure their box when drawn: a phone's screen is drawn at its own width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(
    page.getByRole('figure', { name: 'Students by status' }).locator('svg').first(),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/student-reporting-390.png' });
});
