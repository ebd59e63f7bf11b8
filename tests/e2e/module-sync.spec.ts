import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: no service worker to precache in each new browser context.
test.use(ONLINE_ONLY);

// The e2e server runs without MOODLE_URL: the report says plainly that the course platform is
// not configured. The configured paths (matches, differences, a wrong token, an unreachable
// host) are covered by server/features/course-platform/routes.test.ts against a Moodle double.

test('admin opens Modules → Sync report and reads that the course platform is not configured', async ({
  page,
}) => {
  await signIn(page, 'admin@college.test');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const modules = nav.getByRole('button', { name: 'Modules', exact: true });
  const entry = nav.getByRole('link', { name: 'Sync report' });
  // Opened once (a click while the drawer still lays itself out may be lost on a loaded machine).
  await expect(async () => {
    if ((await modules.getAttribute('aria-expanded')) !== 'true') await modules.click();
    await expect(entry).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await entry.click();
  await expect(page).toHaveURL(/\/modules\/sync-report$/);
  await expect(page.getByRole('combobox', { name: 'Session' })).toBeVisible();
  await page.getByRole('button', { name: 'Compare now' }).click();
  await expect(page.getByText('The course platform is not configured')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/module-sync-not-configured-1280.png' });
});
