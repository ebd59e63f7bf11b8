import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: no service worker to precache in each new browser context.
test.use(ONLINE_ONLY);

test('the users table searches, sorts, exports real files and has no axe violations', async ({
  page,
}) => {
  await signIn(page, 'admin@college.test');
  await page.goto('/users/all');
  const grid = page.getByRole('grid', { name: 'Users' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('searchbox').fill('registrar@college.test');
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('gridcell', { name: 'registrar@college.test' })).toBeVisible();
  await page.getByRole('searchbox').fill('');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Excel/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
