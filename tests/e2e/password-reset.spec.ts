import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ONLINE_ONLY, resetLink, signIn } from './support';

// Online only: no service worker to precache in each new browser context.
test.use(ONLINE_ONLY);

const NEW_PASSWORD = 'a brand new password';

async function screenshotAt(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 800 });
  await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
}

async function setNewPassword(page: Page) {
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
}

test('a mailed reset link sets a new password once, and sign-in takes it', async ({ browser }) => {
  // An account of its own, so the demo accounts other specs sign in with keep their password.
  const admin = await browser.newPage();
  await signIn(admin, 'admin@college.test');
  const email = `reset-${Date.now()}@college.test`;
  const created = await admin.request.post('/api/users', {
    data: { email, name: 'Robin Reset', roles: ['faculty'] },
  });
  expect(created.ok()).toBe(true);
  const listed = await admin.request.get(`/api/users?q=${encodeURIComponent(email)}`);
  const { items } = (await listed.json()) as { items: { id: string; email: string }[] };
  const id = items.find((user) => user.email === email)?.id ?? '';
  expect(id).not.toBe('');
  expect((await admin.request.post('/api/auth/reset', { data: { id } })).status()).toBe(204);
  const link = await resetLink(email);

  // The owner opens the link, signed out, in their own browser.
  const owner = await browser.newPage();
  await owner.goto(link);
  await expect(owner.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await screenshotAt(owner, 390, 'reset');
  await screenshotAt(owner, 1280, 'reset');
  await setNewPassword(owner);
  await expect(owner).toHaveURL(/\/pages\/login\?reset=done$/);
  await expect(owner.getByText('Your new password is set. Sign in with it.')).toBeVisible();
  await screenshotAt(owner, 390, 'reset-done-login');
  await signIn(owner, email, NEW_PASSWORD);
  await expect(owner).toHaveURL(/\/(dashboard)?$/);

  // The same link a second time: used, it says so and what to do.
  const again = await browser.newPage();
  await again.goto(link);
  await setNewPassword(again);
  const alert = again.getByRole('alert');
  await expect(alert).toContainText('This reset link is invalid or has expired');
  await expect(alert).toContainText('ask the college to send you a new link');
  await expect(alert).not.toContainText('400');
  await screenshotAt(again, 390, 'reset-used');
});

test('a reset address without its token says what to do', async ({ page }) => {
  await page.goto('/pages/reset');
  await expect(page.getByText(/open the link in your email again/)).toBeVisible();
  await expect(page.getByLabel(/^New password/)).toHaveCount(0);
});
