import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { lastMailTo } from './mail-sink';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: the templates live on the server.
test.use(ONLINE_ONLY);

async function screenshotAt(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
}

test('an administrator edits the password reset mail, previews it with a user and the next reset sends it', async ({
  page,
}) => {
  await signIn(page, 'admin@college.test');
  // A user of this spec's own to preview with and to reset.
  const email = `template-${Date.now()}@college.test`;
  const created = await page.request.post('/api/users', {
    data: { email, name: 'Robin Template', roles: ['faculty'] },
  });
  expect(created.ok()).toBe(true);
  const listed = await page.request.get(`/api/users?q=${encodeURIComponent(email)}`);
  const { items } = (await listed.json()) as { items: { id: string; email: string }[] };
  const userId = items.find((user) => user.email === email)?.id ?? '';
  expect(userId).not.toBe('');

  await page.goto('/admin/emailtemplates');
  const list = page.getByRole('navigation', { name: 'E-mail templates' });
  await list.getByRole('button', { name: /^Onboarding: Accounts/ }).waitFor();
  await list.getByRole('button', { name: /^Password reset/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Password reset' })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Hello Ada Lovelace');

  // An unknown placeholder is refused, named.
  const subject = page.getByRole('textbox', { name: 'Subject' });
  const body = page.getByRole('textbox', { name: 'Body' });
  await subject.fill('Choose your new password, {{name}}');
  await body.fill('Dear {{name}},\n\nThe registry asks you to choose a password at {{resetUrl}}');
  await expect(preview).toContainText('Unknown placeholder {{resetUrl}}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Unknown placeholder \{\{resetUrl\}\}/).first()).toBeVisible();

  // Fixed with the placeholder list, then previewed with the real user.
  await body.fill('Dear {{name}},\n\nThe registry asks you to choose a password at ');
  await page.getByRole('button', { name: 'Insert placeholder link' }).click();
  await expect(body).toHaveValue(/password at \{\{link\}\}$/);
  await page.getByRole('textbox', { name: /Preview with a record: User id/ }).fill(userId);
  await expect(preview).toContainText('With the values of the chosen record');
  await expect(preview).toContainText('Subject: Choose your new password, Robin Template');
  await expect(preview).toContainText('Dear Robin Template');
  await expect(preview).toContainText('/pages/reset?token=preview');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template saved: the next mail of this kind uses it.')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Password reset (edited)' })).toBeVisible();
  await screenshotAt(page, 1280, 'email-templates');
  await screenshotAt(page, 390, 'email-templates');
  await page.setViewportSize({ width: 1280, height: 900 });

  // A test to oneself, then the real thing: the user's reset mail reads as edited.
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Test mail sent to admin@college.test.')).toBeVisible();
  expect((await page.request.post('/api/auth/reset', { data: { id: userId } })).status()).toBe(204);
  await expect(async () => {
    const mail = lastMailTo(email) ?? '';
    expect(mail).toContain('Subject: Choose your new password, Robin Template');
    expect(mail).toMatch(
      /The registry asks you to choose a password at\s+https?:\/\/\S+\/pages\/reset\?token=/,
    );
  }).toPass({ timeout: 10_000 });

  // Back to the default, so other specs on this server read the product's own text.
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await expect(page.getByText('Template reset to the default text.')).toBeVisible();
  await expect(subject).toHaveValue('Set your Collegium password');
  await expect(list.getByRole('button', { name: 'Password reset', exact: true })).toBeVisible();
});
