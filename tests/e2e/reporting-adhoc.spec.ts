import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: the query runs on the server.
test.use(ONLINE_ONLY);

test('the sysadmin runs an ad hoc SELECT, exports it, and sees a DELETE refused', async ({
  page,
}) => {
  await signIn(page, 'admin@college.test');
  await page.goto('/reporting/adhoc');
  const sql = page.getByRole('textbox', { name: 'SQL query' });
  await expect(page.getByRole('button', { name: 'students', exact: true })).toBeVisible();

  await sql.fill('select id, last_name, hub_id from students order by id limit 5');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^5 rows in \d+ ms\.$/ })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Query result' });
  await expect(grid.getByRole('columnheader', { name: /last_name/ })).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(6);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^ad-hoc-report-.*\.csv$/);

  await page.getByRole('button', { name: 'students', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Columns of students' })).toContainText('last_name');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/reporting-adhoc-1280.png', fullPage: true });

  await sql.fill('delete from students');
  await page.getByRole('button', { name: 'Run' }).click();
  // The server's reason, once.
  await expect(page.getByRole('alert')).toHaveText(/^Only a SELECT may run: this is DELETE\.$/);
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sql).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/reporting-adhoc-390.png', fullPage: true });
});
