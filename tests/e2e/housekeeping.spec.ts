import { stat } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: housekeeping asks the server at each visit.
test.use(ONLINE_ONLY);

test('the sysadmin runs "Expired sessions", sees its result and downloads a backup', async ({
  page,
}) => {
  await signIn(page, 'admin@college.test');
  await page.goto('/admin/housekeeping');
  const jobs = page.getByRole('table', { name: 'Background jobs' });
  const row = jobs.getByRole('row', { name: /Expired sessions/ });
  await expect(jobs.getByRole('row')).toHaveCount(8);
  await expect(jobs.getByRole('row', { name: /HESA readiness check/ })).toContainText('Runs daily');
  await expect(page.getByText(/^Embedded database \(PGlite\): \d+(\.\d)? MB$/)).toBeVisible();

  await row.getByRole('button', { name: 'Run now: Expired sessions' }).click();
  await expect(row).toContainText(
    /\d+ sessions removed, \d+ password reset links removed, \d+ registration links removed/,
  );
  await expect(row.getByRole('button', { name: 'Run now: Expired sessions' })).toBeEnabled();
  // The signed-in admin's own session is live: still signed in.
  await page.reload();
  await expect(jobs.getByRole('row', { name: /Expired sessions/ })).toContainText(
    /\d+ sessions removed/,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/housekeeping-1280.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download backup' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^collegium-backup-\d{8}-\d{6}\.tar\.gz$/);
  const path = await file.path();
  expect((await stat(path)).size).toBeGreaterThan(100_000);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('link', { name: 'Download backup' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/housekeeping-390.png', fullPage: true });
});
