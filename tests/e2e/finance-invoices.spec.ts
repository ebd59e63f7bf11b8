import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { formatMoney } from '../../src/domain/format/numbers';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: no service worker to precache in each new browser context.
test.use(ONLINE_ONLY);

/** Full-page screenshots at desktop and phone widths. */
async function screens(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
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

interface ListBody {
  items: { sessionId: string; number: string; paymentTerm: string | null }[];
  total: number;
  totals: { amountPence: number; paidPence: number; balancePence: number };
  ageing: Record<string, number>;
}

test('finance filters invoices to a year’s overdue ones, reads totals and ageing, exports them and opens one', async ({
  page,
}) => {
  await signIn(page, 'finance@college.test');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const finance = nav.getByRole('button', { name: 'Finance', exact: true });
  const entry = nav.getByRole('link', { name: 'Invoices' });
  await expect(async () => {
    if ((await finance.getAttribute('aria-expanded')) !== 'true') await finance.click();
    await expect(entry).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await entry.click();
  await expect(page).toHaveURL(/\/finance\/invoices$/);
  const grid = page.getByRole('grid', { name: 'Invoices' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  // A year with overdue invoices, as the server tells it.
  const overdue = (await (
    await page.request.get('/api/finance/invoices?status=overdue')
  ).json()) as ListBody;
  const year = overdue.items[0]?.sessionId;
  expect(year).toBeTruthy();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('overdue');
  await page.getByRole('combobox', { name: 'Year' }).selectOption(year ?? '');
  const expected = (await (
    await page.request.get(`/api/finance/invoices?status=overdue&year=${year}`)
  ).json()) as ListBody;
  expect(expected.total).toBeGreaterThan(0);

  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(
    totals.getByRole('cell', { name: formatMoney(expected.totals.balancePence) }),
  ).toBeVisible();
  await expect(
    totals.getByRole('cell', { name: String(expected.total), exact: true }),
  ).toBeVisible();
  const ageing = page.getByRole('region', { name: 'Ageing' });
  await expect(ageing.getByRole('columnheader', { name: 'Over 90 days' })).toBeVisible();
  // The buckets and the total owed, in their order: overdue rows owe nothing not yet due.
  await expect(ageing.getByRole('row').nth(1).getByRole('cell')).toHaveText(
    [0, ...['1-30', '31-60', '61-90', '90+'].map((bucket) => expected.ageing[bucket] ?? 0)]
      .concat(expected.totals.balancePence)
      .map((pence) => formatMoney(pence)),
  );
  await expect(grid.getByRole('gridcell', { name: 'Overdue' }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'finance-invoices');

  // The Excel file holds exactly the rows shown, with the columns shown.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const [header = [], ...rows] = await sheet(await readFile((await file.path()) as string));
  expect(header).toEqual([
    'Invoice',
    'Student',
    'Due',
    'Amount',
    'Paid',
    'Credited',
    'Balance',
    'Status',
    'Year',
    'Term',
    'Programme',
    'Hub',
  ]);
  expect(rows).toHaveLength(expected.total);
  for (const row of rows) {
    expect(row[7]).toBe('Overdue');
    expect(row[8]).toBe(year);
  }

  // "Download for Xero": the year's invoices in Xero's import template, ready to import by hand.
  await page.getByRole('button', { name: 'Download for Xero' }).click();
  const xeroDialog = page.getByRole('dialog', { name: 'Download invoices for Xero' });
  await expect(xeroDialog.getByLabel('Academic year')).toHaveValue(year ?? '');
  await xeroDialog.getByLabel('Sales account code').fill('4000');
  const xeroDownload = page.waitForEvent('download');
  await xeroDialog.getByRole('button', { name: 'Download' }).click();
  const xeroFile = await xeroDownload;
  expect(xeroFile.suggestedFilename()).toBe(`xero-invoices-${year}.csv`);
  const [xeroHeader = [], ...xeroRows] = Papa.parse<string[]>(
    (await readFile((await xeroFile.path()) as string, 'utf8')).trim(),
  ).data;
  expect(xeroHeader.slice(0, 2)).toEqual(['*ContactName', 'EmailAddress']);
  expect(xeroRows.length).toBeGreaterThanOrEqual(expected.total);
  const code = xeroHeader.indexOf('*AccountCode');
  expect(new Set(xeroRows.map((row) => row[code]))).toEqual(new Set(['4000']));
  await expect(xeroDialog).toBeHidden();

  // The search finds an invoice by its number; its row opens the record: lines, plan, payments.
  const chosen = expected.items.find((item) => item.paymentTerm) ?? expected.items[0];
  const first = chosen?.number ?? '';
  await page.getByRole('searchbox').fill(first);
  await expect(grid.getByRole('row')).toHaveCount(2);
  await grid.getByRole('gridcell', { name: first }).click();
  await expect(page).toHaveURL(/\/finance\/invoices\/[^/]+$/);
  await expect(page.getByRole('heading', { name: `Invoice ${first}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lines' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Instalment plan' })).toBeVisible();
  await expect(page.getByText('Overdue').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByRole('region', { name: 'Payments' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'finance-invoice-record');
});
