import { expect, test } from './fixtures';
import { ONLINE_ONLY, signIn, upToDate } from './support';

// Online only: no service worker to precache in each new browser context.
test.use(ONLINE_ONLY);

// Issue 18: a tutor sees the support needs their tutees agreed to share, and no one else's.
test('a tutor sees the support needs a tutee shared, not those kept private', async ({ page }) => {
  await signIn(page, 'faculty@college.test');
  await upToDate(page, 120_000);
  await page.goto('/mystudents/studentsupport');
  const table = page.getByRole('grid').or(page.getByRole('table'));
  await expect(table.getByText('Dyslexia')).toBeVisible();
  await expect(table.getByText(/Reads slowly/)).toBeVisible();
  await expect(page.getByText(/Prefers to discuss adjustments/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/student-support.png', fullPage: true });
});
