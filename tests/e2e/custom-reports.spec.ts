import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
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

test('the registrar builds a custom report, saves it, runs it again from the saved list and exports it', async ({
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
  await page.getByRole('textbox', { name: 'Filter 1 values' }).fill('BA');
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
  await expect(page.getByRole('textbox', { name: 'Filter 1 values' })).toHaveValue('BA');

  // Its records exported as XML: the file name is the server's.
  await page.getByRole('combobox', { name: 'Export type' }).selectOption({ label: 'XML' });
  const answered = page.waitForResponse((response) =>
    response.url().includes('/api/engagements/export/custom?export=xml'),
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export records' }).click();
  const header = (await answered).headers()['content-disposition'] ?? '';
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^engagements-\d{4}-\d{2}-\d{2}\.xml$/);
  expect(header).toContain(`filename="${file.suggestedFilename()}"`);
  const xml = await readFile((await file.path()) as string, 'utf8');
  expect(xml).toContain('<engagements>');
  expect(xml.match(/<engagement>/g)).toHaveLength(total);
  expect(xml.match(/<programmeCode>BA<\/programmeCode>/g)).toHaveLength(total);

  // Deleted by its owner: gone from the list.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText(`Deleted "${name}".`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Run ${name}` })).toHaveCount(0);
});
