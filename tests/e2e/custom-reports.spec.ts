import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: reports run on the server.
test.use(ONLINE_ONLY);

// The layout scrolls inside: each shot scrolls what it shows into view first.
async function screenshotAt(page: Page, width: number, name: string, show: Locator) {
  await page.setViewportSize({ width, height: 900 });
  await show.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
}

test('the registrar builds a custom report, saves it, runs it again, exports its groups, and reports on invoices in an amount range', async ({
  page,
}) => {
  await signIn(page, 'registrar@college.test');
  const name = `BA engagements by status ${Date.now()}`;
  const listed = await page.request.get('/api/engagements?programmeCode=BA&pageSize=1');
  const { total } = (await listed.json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  const records = `${total.toLocaleString('en-GB')} records in`;

  await page.goto('/reporting/custom');
  await page.getByRole('combobox', { name: 'Entity' }).selectOption({ label: 'Engagement' });
  const fields = page.getByRole('group', { name: 'Fields' });
  await fields.getByRole('checkbox', { name: 'Status', exact: true }).check();
  await fields.getByRole('checkbox', { name: 'Credits', exact: true }).check();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('combobox', { name: 'Filter 1 field' }).selectOption({ label: 'Programme' });
  // A choice offers its values as checkboxes (several may be ticked).
  const programmes = page.getByRole('group', { name: 'Filter 1 values' });
  await programmes.getByRole('checkbox', { name: 'BA', exact: true }).check();
  await page.getByRole('combobox', { name: 'Group by' }).selectOption({ label: 'Status' });
  await page.getByRole('checkbox', { name: 'Sum of Credits', exact: true }).check();
  await page.getByRole('button', { name: 'Run report' }).click();
  const result = page.getByRole('region', { name: /^Result: [\d,]+ records in \d+ groups$/ });
  await expect(result).toBeVisible();
  await expect(result).toHaveAccessibleName(new RegExp(`^Result: ${records}`));
  await expect(result.getByRole('columnheader', { name: 'Sum of Credits' })).toBeVisible();

  // Saved under a name, shared.
  await page.getByRole('textbox', { name: 'Report name' }).fill(name);
  await page.getByRole('checkbox', { name: 'Share with colleagues' }).check();
  await page.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByText(`Saved "${name}", shared with colleagues.`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const top = page.getByRole('heading', { name: 'Saved reports' });
  await screenshotAt(page, 1280, 'custom-report', top);
  await screenshotAt(page, 390, 'custom-report', top);
  await screenshotAt(page, 1280, 'custom-report-result', result);
  await screenshotAt(page, 390, 'custom-report-result', result);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Another visit: run it again from the saved list.
  await page.reload();
  await page.getByRole('button', { name: `Run ${name}` }).click();
  const again = page.getByRole('region', { name: new RegExp(`^${name}: ${records}`) });
  await expect(again).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Entity' })).toHaveValue('engagements');
  await expect(programmes.getByRole('checkbox', { name: 'BA', exact: true })).toBeChecked();

  // Exported as XML: grouped, the file holds the groups with their counts; the file name is
  // the server's, after the report's name.
  await page.getByRole('combobox', { name: 'Export type' }).selectOption({ label: 'XML' });
  const answered = page.waitForResponse((response) =>
    response.url().includes('/api/custom-reports/export?export=xml'),
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export report' }).click();
  const header = (await answered).headers()['content-disposition'] ?? '';
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${name}-${new Date().toISOString().slice(0, 10)}.xml`);
  expect(header).toContain(`filename="${file.suggestedFilename()}"`);
  const xml = await readFile((await file.path()) as string, 'utf8');
  const counts = [...xml.matchAll(/<records>(\d+)<\/records>/g)].map((match) => Number(match[1]));
  expect(counts.length).toBeGreaterThan(0);
  expect(counts.reduce((sum, value) => sum + value, 0)).toBe(total);
  expect(xml).toContain('<sum0>');

  // Deleted by its owner: gone from the list.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText(`Deleted "${name}".`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Run ${name}` })).toHaveCount(0);

  // Finance records: invoices, read as the finance list reads them (the registrar's `students`
  // claim holds students:invoice). What that list holds: the invoices between £500 and £5,000.
  const invoiceList = await page.request.get('/api/finance/invoices');
  const { items } = (await invoiceList.json()) as {
    items: { sessionId: string; amountPence: number }[];
  };
  const inRange = items.filter((item) => item.amountPence >= 50_000 && item.amountPence <= 500_000);
  expect(inRange.length).toBeGreaterThan(0);
  expect(inRange.length).toBeLessThan(items.length);
  const years = new Set(inRange.map((item) => item.sessionId));

  await page.goto('/reporting/custom');
  await page.getByRole('combobox', { name: 'Entity' }).selectOption({ label: 'Invoices' });
  await fields.getByRole('checkbox', { name: 'Year', exact: true }).check();
  await fields.getByRole('checkbox', { name: 'Amount', exact: true }).check();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('combobox', { name: 'Filter 1 field' }).selectOption({ label: 'Amount' });
  await page
    .getByRole('combobox', { name: 'Filter 1 compares' })
    .selectOption({ label: 'From / to' });
  await page.getByRole('spinbutton', { name: 'Filter 1 from (£)' }).fill('500');
  await page.getByRole('spinbutton', { name: 'Filter 1 to (£)' }).fill('5000');
  await page.getByRole('combobox', { name: 'Group by' }).selectOption({ label: 'Year' });
  await page.getByRole('checkbox', { name: 'Sum of Amount', exact: true }).check();
  await page.getByRole('button', { name: 'Run report' }).click();
  const invoiceResult = page.getByRole('region', {
    name: `Result: ${inRange.length.toLocaleString('en-GB')} records in ${years.size} groups`,
  });
  await expect(invoiceResult).toBeVisible();
  await expect(invoiceResult.getByRole('columnheader', { name: 'Sum of Amount' })).toBeVisible();
  const firstYear = [...years].sort()[0] ?? '';
  const pence = inRange
    .filter((item) => item.sessionId === firstYear)
    .reduce((sum, item) => sum + item.amountPence, 0);
  const pounds = `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
  await expect(
    invoiceResult.getByRole('row', {
      name: new RegExp(`^${firstYear} .*${pounds.replace(/[.$]/g, '\\$&')}`),
    }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The builder and the group table, wide and at a phone's width (the table must not scroll).
  const builder = page.getByRole('heading', { name: 'Build a report' });
  await screenshotAt(page, 1280, 'custom-report-invoices', builder);
  await screenshotAt(page, 390, 'custom-report-invoices', builder);
  await screenshotAt(page, 390, 'custom-report-invoices-result', invoiceResult);
  const overflow = await invoiceResult.evaluate(
    (element) => element.scrollWidth - element.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Exported as Excel: the groups with their counts and sums in pounds; named by the server.
  await page.getByRole('combobox', { name: 'Export type' }).selectOption({ label: 'Excel' });
  const excelAnswer = page.waitForResponse((response) =>
    response.url().includes('/api/custom-reports/export?export=excel'),
  );
  const excelDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export report' }).click();
  const excelHeader = (await excelAnswer).headers()['content-disposition'] ?? '';
  const xlsx = await excelDownload;
  const xlsxPath = (await xlsx.path()) as string;
  expect(xlsx.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(excelHeader).toContain(`filename="${xlsx.suggestedFilename()}"`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await readFile(xlsxPath)).buffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).values).toEqual([undefined, 'Year', 'Records', 'Sum of Amount']);
  const rows: [string, number, number][] = [];
  sheet?.eachRow((row, index) => {
    if (index > 1)
      rows.push([
        String(row.getCell(1).value),
        Number(row.getCell(2).value),
        Math.round(Number(row.getCell(3).value) * 100),
      ]);
  });
  expect(rows.map(([year]) => year).sort()).toEqual([...years].sort());
  expect(rows.reduce((sum, [, records]) => sum + records, 0)).toBe(inRange.length);
  expect(rows.find(([year]) => year === firstYear)?.[2]).toBe(pence);
});
