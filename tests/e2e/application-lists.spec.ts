import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn, upToDate } from './support';

// Online only: no service worker to precache in each new browser context.
test.use(ONLINE_ONLY);

test('the applications list filters by status, programme and first heard, and exports to Excel', async ({
  page,
}) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page);
  await page.goto('/applications/all');
  const grid = page.getByRole('grid', { name: 'All' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  const count = async () => {
    const footer = await page
      .getByText(/\d+ (rows?|of \d+)/)
      .first()
      .textContent();
    return footer ?? '';
  };
  const before = await count();
  await page.getByLabel('Programme').selectOption('MA');
  await expect.poll(count).not.toBe(before);
  const programmeCells = grid.getByRole('gridcell', { name: 'MA', exact: true });
  await expect(programmeCells.first()).toBeVisible();
  await page.getByLabel('First heard').selectOption('Person');
  const firstHeard = await grid.getByRole('row').nth(1).textContent();
  expect(firstHeard).toMatch(/Friend|Current student|Former student|Family member|Person/);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Programme').selectOption('');
  await page.getByLabel('First heard').selectOption('');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Excel/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});
