import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { formatMoney } from '../../src/domain/format/numbers';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: contacts, consents and fundraising are never kept on the device.
test.use(ONLINE_ONLY);

const SUPPORTER = 'Hannah Whitfield';

/** Full-page screenshots at desktop and phone widths. */
async function screens(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The names (first column) of the rows of a downloaded workbook, header row left out. */
async function namesIn(download: Download): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile((await download.path()) as string);
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const names: string[] = [];
  workbook.worksheets[0]?.eachRow((row, index) => {
    if (index > 1) names.push(row.getCell(1).text);
  });
  return names;
}

async function exportMailing(page: Page): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^fundraising-\d{4}-\d{2}-\d{2}\.xlsx$/);
  return namesIn(file);
}

/** Opens an entry of a menu group (the group opens first when closed). */
async function openMenu(page: Page, group: string, entry: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const button = nav.getByRole('button', { name: group, exact: true });
  const link = nav.getByRole('link', { name: entry, exact: true });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(link).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await link.click();
}

test('the manager exports a fundraising mailing, withdraws a supporter’s consent, and the next export leaves them out', async ({
  page,
}) => {
  await signIn(page, 'manager@college.test');

  // Contacts → All: people who are not students, in contact order (last name first).
  await openMenu(page, 'Contacts', 'All');
  await expect(page).toHaveURL(/\/contacts\/all$/);
  const contacts = page.getByRole('grid', { name: 'All' });
  await expect(contacts.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Relationship' }).selectOption('Supporter');
  // The grid renders the rows in view: search to bring the supporter (a W) into it.
  await page.getByRole('searchbox').fill('Whitfield');
  await expect(contacts.getByRole('row', { name: new RegExp(SUPPORTER) })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'contacts-list');

  // Fundraising → Alumni: the supporter is there, with their giving.
  await openMenu(page, 'Fundraising', 'Alumni');
  await expect(page).toHaveURL(/\/fundraising\/alumni$/);
  const grid = page.getByRole('grid', { name: 'Alumni' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Segment' }).selectOption('supporters');
  await page.getByRole('searchbox').fill('Whitfield');
  await expect(grid.getByRole('row', { name: new RegExp(SUPPORTER) })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'fundraising-alumni');

  // Their giving history from the donor system: a bad line refuses the file, naming it.
  const listed = await page.request.get('/api/fundraising/alumni?q=D10001');
  const { items } = (await listed.json()) as { items: { totalPence: number; giftCount: number }[] };
  const given = items[0] ?? { totalPence: 0, giftCount: 0 };
  await page.getByRole('button', { name: 'Import giving history' }).click();
  const importing = page.getByRole('dialog', { name: 'Import giving history' });
  const csv = (rows: string[]) => ({
    name: 'gifts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['donorId,date,amount,fund', ...rows].join('\n')),
  });
  await importing
    .getByLabel('Gifts file')
    .setInputFiles(csv(['D10001,2026-10-01,20.00,General', 'D10001,01/10/2026,20.00,General']));
  await importing.getByRole('button', { name: 'Import gifts' }).click();
  await expect(importing.getByText(/Line 3: date is not a YYYY-MM-DD date/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'fundraising-import-refused');
  await importing.getByLabel('Gifts file').setInputFiles(csv(['D10001,2026-10-01,20.00,General']));
  await importing.getByRole('button', { name: 'Import gifts' }).click();
  await expect(importing).toBeHidden();
  // One more gift of £20.00: the total and the count go up.
  const total = formatMoney(given.totalPence + 2000).replaceAll('.', String.raw`\.`);
  await expect(
    grid.getByRole('row', { name: new RegExp(`${SUPPORTER}.*${total}.*${given.giftCount + 1}`) }),
  ).toBeVisible();

  // The mailing export (every supporter who consents) holds them.
  await page.getByRole('searchbox').fill('');
  const before = await exportMailing(page);
  expect(before).toContain(SUPPORTER);
  expect(before.length).toBeGreaterThan(1);

  // Their contact record shows the consent and links to the donor record.
  await page.getByRole('searchbox').fill('Whitfield');
  await grid.getByRole('row', { name: new RegExp(SUPPORTER) }).click();
  await expect(page).toHaveURL(/\/contacts\/contact-0001$/);
  await expect(page.getByRole('link', { name: 'Donor D10001' })).toBeVisible();
  const consents = page.getByRole('table', { name: /Consents/ });
  await expect(consents.getByRole('row', { name: /Fundraising.*Holds/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'contact-record');

  // Contacts → Consents: their Fundraising consent, withdrawn on its record.
  await openMenu(page, 'Contacts', 'Consents');
  await expect(page).toHaveURL(/\/contacts\/consents$/);
  const list = page.getByRole('grid', { name: 'Consents' });
  await page.getByRole('combobox', { name: 'Purpose' }).selectOption('Fundraising');
  await page.getByRole('searchbox').fill(SUPPORTER);
  const row = list.getByRole('row', { name: new RegExp(SUPPORTER) });
  await expect(row).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'consents-list');
  await row.click();
  await expect(page).toHaveURL(/\/consents\/consent-contact-contact-0001-fundraising$/);
  await page.getByRole('button', { name: 'Withdraw consent' }).click();
  const dialog = page.getByRole('dialog', {
    name: /Withdraw Hannah Whitfield's Fundraising consent/,
  });
  await dialog.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(dialog.getByText('Say why it was withdrawn')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Asked by e-mail to stop');
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'consent-withdraw-dialog');
  await dialog.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(dialog).toBeHidden();
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: 'Withdrawn' })).toBeVisible();
  await expect(facts.filter({ hasText: 'Asked by e-mail to stop' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw consent' })).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'consent-record');

  // Back in Fundraising → Alumni: gone from the list and from the export.
  await openMenu(page, 'Fundraising', 'Alumni');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Segment' }).selectOption('supporters');
  await page.getByRole('searchbox').fill('Whitfield');
  await expect(grid.getByRole('row', { name: new RegExp(SUPPORTER) })).toHaveCount(0);
  await page.getByRole('searchbox').fill('');
  const after = await exportMailing(page);
  expect(after).not.toContain(SUPPORTER);
  expect(after.length).toBe(before.length - 1);
});
