import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

test.use(ONLINE_ONLY);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const notFound = (page: Page) => page.getByText('There is no page at this address');
const helpdeskSwitch = (page: Page) => page.getByRole('switch', { name: 'Helpdesk' });

// Issue 21: a sysadmin turns `helpdesk` off on the system data page; the Helpdesk menu goes at
// once for them, and for everyone else on their next account check (here a reload); then back on.
test('a sysadmin switches the helpdesk off and on for everyone', async ({ page, browser }) => {
  await signIn(page, 'admin@college.test');
  // Another of the admin's sessions (another device), and the registrar, signed in before.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, 'admin@college.test');
  await expect(nav(other).getByText('Helpdesk', { exact: true })).toBeVisible();
  const registrarContext = await browser.newContext();
  const registrar = await registrarContext.newPage();
  await signIn(registrar, 'registrar@college.test');

  try {
    await page.goto('/admin/systemdata');
    await page.getByRole('tab', { name: 'Feature switches' }).click();
    const panel = page.getByRole('region', { name: 'Feature switches' });
    await expect(helpdeskSwitch(page)).toBeChecked();
    await expect(panel.getByRole('switch')).toHaveCount(19);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({
      path: 'test-results/screens/feature-switches-1280.png',
      fullPage: true,
    });

    await helpdeskSwitch(page).click();
    await expect(helpdeskSwitch(page)).not.toBeChecked();
    await expect(page.getByText('Helpdesk is switched off for everyone')).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: 'Support tickets' })).toContainText(
      /Default on · turned off by Alex Morgan/,
    );
    // The admin's own menu follows at once.
    await expect(nav(page).getByText('Helpdesk', { exact: true })).toHaveCount(0);

    // The other session: gone after a reload; the tickets pages are not there any more.
    await other.reload();
    await expect(nav(other)).toBeVisible();
    await expect(nav(other).getByText('Helpdesk', { exact: true })).toHaveCount(0);
    await other.goto('/tickets/my-tickets');
    await expect(notFound(other)).toBeVisible();
    // The registrar, who never had the Helpdesk: its pages do not exist now either.
    await registrar.goto('/tickets');
    await expect(notFound(registrar)).toBeVisible();
    expect((await registrar.request.get('/api/auth/account')).ok()).toBe(true);
    expect(
      (await (await registrar.request.get('/api/auth/account')).json()).features,
    ).toMatchObject({ helpdesk: false });

    // Back on: as found.
    await helpdeskSwitch(page).click();
    await expect(helpdeskSwitch(page)).toBeChecked();
    await expect(nav(page).getByText('Helpdesk', { exact: true })).toBeVisible();
    await other.goto('/dashboard');
    await other.reload();
    await expect(nav(other).getByText('Helpdesk', { exact: true })).toBeVisible();
    await registrar.reload();
    await expect(notFound(registrar)).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(helpdeskSwitch(page)).toBeVisible();
    await page.screenshot({
      path: 'test-results/screens/feature-switches-390.png',
      fullPage: true,
    });
  } finally {
    // Leave the data as found even when a step above failed.
    await page.request.put('/api/admin/features/helpdesk', { data: { enabled: true } });
    await otherContext.close();
    await registrarContext.close();
  }
});
