import { expect, test } from './fixtures';

test('the app shell loads with the network cut after one visit', async ({ page, context }) => {
  await page.goto('/pages/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Wait until the service worker controls the page (it precaches the shell on install).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    // Installing precaches every chunk: on a busy machine that takes more than the default 5 s.
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
  await context.setOffline(true);
  await page.goto('/status');
  await expect(page.getByText('0.90.7').first()).toBeVisible();
  await page.goto('/pages/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await context.setOffline(false);
});
