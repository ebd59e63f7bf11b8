import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: the admin screens read the server.
test.use(ONLINE_ONLY);

// Both widths of every screen: a desktop and a phone (architecture §6).
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('system data: an administrator renames a hub and changes a grade band, each in its history; finance reads programmes only', async ({
  page,
}) => {
  await signIn(page, 'admin@college.test');
  await page.goto('/admin/systemdata');
  const hubs = page.getByRole('region', { name: 'Hubs' });
  const edit = hubs.getByRole('button', { name: /^Edit / }).first();
  const hubName = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
  expect(hubName).not.toBe('');
  await edit.click();
  const dialog = page.getByRole('dialog', { name: `Edit hub ${hubName}` });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`${hubName} Centre`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Hub saved')).toBeVisible();
  const hubHistory = page.getByRole('region', { name: 'History of the hubs' });
  await expect(hubHistory.getByText(`name: ${hubName} → ${hubName} Centre`)).toBeVisible();
  await expect(hubHistory.getByRole('row').nth(1)).toContainText('Alex Morgan');
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'system-data-hubs');

  await page.getByRole('tab', { name: 'Programmes, levels and fees' }).click();
  await expect(page.getByRole('button', { name: 'Edit BA' })).toBeVisible();
  await page.getByRole('tab', { name: 'Terms and residentials' }).click();
  await expect(
    page.getByRole('group', { name: 'Residentials 1' }).getByRole('textbox', { name: 'Venue' }),
  ).toHaveValue('Hothorpe Hall, Leicestershire');
  await screenshots(page, 'system-data-dates');

  await page.goto('/admin/grades');
  const merit = page.getByRole('textbox', { name: 'Lowest mark of level 7 band 2' });
  await expect(merit).toHaveValue('60');
  await merit.fill('65');
  await page.getByRole('button', { name: 'Save level 7' }).click();
  await expect(page.getByText('Level 7 scale saved')).toBeVisible();
  const gradeHistory = page.getByRole('region', { name: 'History of the grade scales' });
  await expect(gradeHistory.getByText(/M from 60.*→.*M from 65/)).toBeVisible();
  // Overlapping bands are refused before they are sent, with the reason.
  await page.getByRole('textbox', { name: 'Lowest mark of level 4 band 2' }).fill('70');
  await page.getByRole('button', { name: 'Save level 4' }).click();
  await expect(page.getByText('Two bands start at 70: bands cannot overlap')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'grades');

  await page.context().clearCookies();
  await signIn(page, 'finance@college.test');
  await page.goto('/admin/programmes');
  const programmes = page.getByRole('region', { name: 'Programmes' });
  await expect(programmes.getByRole('row', { name: /^BA / })).toContainText('CertHE, DipHE');
  await expect(page.getByText(/changing it needs an administrator/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'programmes-read-only');
});
