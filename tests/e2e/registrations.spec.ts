import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: registrations are asked of the course platform at each visit, never kept offline.
test.use(ONLINE_ONLY);

// The e2e server runs without MOODLE_URL: the registration screens say plainly that the course
// platform is not configured (the API answers 409). The configured paths (accounts matched on
// idnumber, the provisioning job with a refused row, resuming it, completion, a wrong token) are
// covered by server/features/course-platform/registrations-routes.test.ts against a Moodle double.

test('admin opens Registrations → All and a registration record, and reads that the course platform is not configured', async ({
  page,
}) => {
  await signIn(page, 'admin@college.test');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const group = nav.getByRole('button', { name: 'Registrations', exact: true });
  const entry = nav.getByRole('link', { name: 'All', exact: true });
  await expect(async () => {
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(entry).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await entry.click();
  await expect(page).toHaveURL(/\/registrations\/all$/);
  await expect(page.getByText('The course platform is not configured')).toBeVisible();
  await expect(page.getByText(/MOODLE_URL and MOODLE_TOKEN/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/registrations-not-configured-1280.png' });

  await page.goto('/registrations/student-00001');
  await expect(page.getByText('The course platform is not configured')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: 'test-results/screens/registrations-record-not-configured-390.png',
    fullPage: true,
  });
});
