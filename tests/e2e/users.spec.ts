import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: user accounts are read from the server at each visit.
test.use(ONLINE_ONLY);

/** Full-page screenshots at desktop and phone widths. */
async function screens(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The drawer's top level (every group closed, as on the dashboard). */
async function topMenu(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  const names = await nav.locator('a, button').filter({ visible: true }).allInnerTexts();
  return names.map((name) => name.trim()).filter(Boolean);
}

test('the administrator creates a hub director, logs in as them, and comes back', async ({
  page,
}) => {
  const name = `Hannah Hub ${Date.now().toString(36)}`;
  const email = `${name.toLowerCase().replaceAll(' ', '.')}@example.org`;
  await signIn(page, 'admin@college.test');
  await page.goto('/users/all');
  const grid = page.getByRole('grid', { name: 'Users' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await screens(page, 'users-list');

  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill('HD@college.test');
  await dialog.getByLabel('Role template').selectOption({ label: 'Hub director' });
  // The template needs a hub: asked for before anything is sent.
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Choose a hub' })).toBeVisible();
  await dialog.getByLabel('Hub').selectOption({ label: 'Leeds Hub' });
  // An address another account has, in another case: the server refuses it on the field.
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Another user has this email address' }),
  ).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog).toBeHidden();

  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
  const facts = page.getByRole('definition');
  // The template and the role it gives.
  await expect(facts.filter({ hasText: /^Hub director$/ })).toHaveCount(2);
  await expect(facts.filter({ hasText: /^Leeds/ })).toBeVisible();
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row', { name: /Created the account/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'user-record');
  const recordPath = new URL(page.url()).pathname;

  // Log in as the new hub director: their menu, and a way back.
  await page.getByRole('button', { name: 'Log in as' }).click();
  await expect(page.getByText(`Acting as ${name}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect
    .poll(() => topMenu(page))
    .toEqual([
      'Dashboard',
      'Applications',
      'Students',
      'Potential Students',
      'Helpdesk',
      'Residentials',
    ]);
  await page.getByRole('button', { name: `Stop acting as ${name}` }).click();
  await expect(page.getByText(`Acting as ${name}`, { exact: true })).toBeHidden();
  await expect.poll(() => topMenu(page)).toContain('Users');

  // The user's history shows who acted as them.
  await page.goto(recordPath);
  await expect(history.getByRole('row', { name: /Logged in as this user/ })).toBeVisible();
  await expect(history.getByRole('row', { name: /Stopped acting as this user/ })).toBeVisible();
});
