import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: no service worker to precache in each new browser context.
test.use(ONLINE_ONLY);

async function screenshot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

test('faculty: the administrator finds a tutor, sees their modules and tutees and edits their phone', async ({
  page,
}) => {
  await signIn(page, 'admin@college.test');
  await page.goto('/faculty/all');
  const grid = page.getByRole('grid', { name: 'Faculty' });
  await expect(grid.getByRole('gridcell', { name: 'Dr Fiona Hale' })).toBeVisible();
  await page.getByRole('searchbox').fill('Fiona Hale');
  await expect(grid.getByRole('row')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'faculty-list');

  await grid.getByRole('gridcell', { name: 'Dr Fiona Hale' }).click();
  await expect(page).toHaveURL(/\/faculty\/user-faculty$/);
  await expect(page.getByRole('heading', { name: 'Dr Fiona Hale' })).toBeVisible();
  await expect(page.getByText('faculty@college.test')).toBeVisible();

  await page.getByRole('tab', { name: /^Modules/ }).click();
  await expect(
    page.getByRole('grid', { name: 'Modules taught' }).getByRole('gridcell', { name: 'BT4101' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: /^Tutees/ }).click();
  await expect(page.getByRole('grid', { name: 'Tutees' }).getByRole('row').nth(1)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Contact details' }).click();
  const phone = page.getByRole('textbox', { name: /^Phone/ });
  await phone.fill('not a number');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Enter a phone number like/)).toBeVisible();
  await phone.fill('01632 960555');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact details saved')).toBeVisible();
  await screenshot(page, 'faculty-record');
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Phone/ })).toHaveValue('01632 960555');

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'faculty-record-phone');
  await page.goto('/faculty/all');
  await expect(page.getByRole('grid', { name: 'Faculty' })).toBeVisible();
  await screenshot(page, 'faculty-list-phone');
});
