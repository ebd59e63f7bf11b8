import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: no service worker to precache in each new browser context.
test.use(ONLINE_ONLY);

async function screenshot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

test('modules: the administrator filters the list, opens a module and edits its title', async ({
  page,
}) => {
  await signIn(page, 'admin@college.test');
  await page.goto('/modules/all');
  const grid = page.getByRole('grid', { name: 'Modules' });
  await expect(grid.getByRole('gridcell', { name: 'BT4101' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Level 5' });
  await expect(grid.getByRole('gridcell', { name: 'BT4101' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Level 4' });
  await expect(grid.getByRole('gridcell', { name: 'BT4101' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'modules-list');

  await grid.getByRole('gridcell', { name: 'BT4101' }).click();
  await expect(page).toHaveURL(/\/modules\/BT4101$/);
  await expect(page.getByText('Template: R1')).toBeVisible();
  await expect(page.getByText('Level: 4')).toBeVisible();
  await expect(page.getByText('Tutors: Dr Fiona Hale')).toBeVisible();
  await expect(page.getByText(/tutor Dr Fiona Hale/).first()).toBeVisible();
  const run = page.getByRole('grid', { name: /^Students in / }).first();
  await expect(run.getByRole('row').nth(1)).toBeVisible();

  const title = page.getByRole('textbox', { name: /^Title/ });
  await title.fill('Introduction to the Old Testament (2027)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Module saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(
    'Introduction to the Old Testament (2027)',
  );
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'modules-record');
});
