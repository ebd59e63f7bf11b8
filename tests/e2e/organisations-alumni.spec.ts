import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: organisations and alumni are read from the server at each visit.
test.use(ONLINE_ONLY);

/** Full-page screenshots at desktop and phone widths. */
async function screens(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const CHURCH_STATUSES = ['Hub Church', 'Feeder Church', 'In contact', 'Target', 'No contact'];
const PARTNER_STATUSES = ['Partner', 'Sending', 'In contact', 'Target', 'No contact'];

test('the registrar creates a church; the manager records an alumnus serving there, and the church lists them', async ({
  page,
  browser,
}) => {
  const name = `Grace Church E2E ${Date.now().toString(36)}`;
  await signIn(page, 'registrar@college.test');
  await page.goto('/organisations/all');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'New organisation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New organisation' });
  await dialog.getByLabel('Name').fill(name);
  // A church is offered only the church statuses; another partner type the others (spec §4).
  const status = dialog.getByLabel('Status');
  await expect(dialog.getByLabel('Partner type')).toHaveValue('Church');
  await expect(status.locator('option')).toHaveText(CHURCH_STATUSES);
  await dialog.getByLabel('Partner type').selectOption('Charity');
  await expect(status.locator('option')).toHaveText(PARTNER_STATUSES);
  await dialog.getByLabel('Partner type').selectOption('Church');
  await expect(status.locator('option')).toHaveText(CHURCH_STATUSES);
  await status.selectOption('Feeder Church');
  await dialog.getByLabel('Hub').selectOption({ label: 'Leeds Hub' });
  // Half an address is refused on the field that is missing.
  await dialog.getByLabel('Address line 1').fill('12 Briggate');
  await dialog.getByRole('button', { name: 'Create organisation' }).click();
  await expect(dialog.getByText('Needed for an address').first()).toBeVisible();
  await dialog.getByLabel('Town or city').fill('Leeds');
  await dialog.getByLabel('Post code').fill('LS1 6HD');
  await dialog.getByLabel('Website').fill('https://grace-e2e.example.org');
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'organisation-new');
  await dialog.getByRole('button', { name: 'Create organisation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/organisations\/org-/);
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: 'Feeder Church' })).toBeVisible();
  await expect(facts.filter({ hasText: '12 Briggate, Leeds, LS1 6HD' })).toBeVisible();
  const organisationUrl = new URL(page.url()).pathname;
  expect(await axeViolations(page)).toEqual([]);
  await screens(page, 'organisation-record');

  // The manager sets where an alumnus serves, from the alumni list.
  const managerContext = await browser.newContext(ONLINE_ONLY);
  const manager = await managerContext.newPage();
  await signIn(manager, 'manager@college.test');
  const alumni = (await (await manager.request.get('/api/alumni')).json()) as {
    items: { studentId: string; name: string; consents: string[] }[];
  };
  // One who has not agreed to be phoned: the manager records that consent below.
  const alumnus = alumni.items.find((item) => !item.consents.includes('Phone'));
  if (!alumnus) throw new Error('no alumni without a Phone consent in the demo data');
  await manager.goto('/alumni/all');
  const grid = manager.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'May be contacted for' })).toBeVisible();
  await screens(manager, 'alumni-list');
  await manager.getByLabel('Search').fill(alumnus.name);
  await grid.getByRole('row', { name: new RegExp(alumnus.name) }).click();
  const serving = manager.getByRole('dialog', { name: `Where ${alumnus.name} serves` });
  await serving.getByLabel('Organisation').selectOption({ label: name });
  await serving.getByLabel('Serving as').fill('Curate');
  expect(await axeViolations(manager)).toEqual([]);
  await screens(manager, 'alumni-serving');
  await serving.getByRole('button', { name: 'Save' }).click();
  await expect(serving).toBeHidden();
  await manager.getByLabel('Search').fill(name);
  await expect(grid.getByRole('row', { name: new RegExp(alumnus.name) })).toContainText('Curate');

  // The manager records the alumnus's consent to be phoned, from the same row.
  await grid.getByRole('row', { name: new RegExp(alumnus.name) }).click();
  await serving.getByRole('button', { name: `Record a consent of ${alumnus.name}` }).click();
  const consent = manager.getByRole('dialog', { name: `Record a consent of ${alumnus.name}` });
  await consent.getByLabel('Purpose').selectOption('Phone');
  expect(await axeViolations(manager)).toEqual([]);
  await screens(manager, 'alumni-consent');
  await consent.getByRole('button', { name: 'Record consent' }).click();
  await expect(consent).toBeHidden();
  await expect(grid.getByRole('row', { name: new RegExp(alumnus.name) })).toContainText('Phone');
  const after = (await (await manager.request.get('/api/alumni')).json()) as typeof alumni;
  expect(after.items.find((item) => item.studentId === alumnus.studentId)?.consents).toContain(
    'Phone',
  );

  // The mailing export downloads (who is on it: server/features/alumni/routes.test.ts).
  const download = manager.waitForEvent('download');
  await manager.getByRole('button', { name: 'Export for mailing' }).click();
  expect((await download).suggestedFilename()).toMatch(/^alumni-mailing.*\.csv$/);

  // The church's record lists them.
  await manager.goto(organisationUrl);
  const serves = manager.getByRole('table', { name: /Alumni serving here \(1\)/ });
  await expect(serves.getByRole('row', { name: new RegExp(alumnus.name) })).toContainText('Curate');
  expect(await axeViolations(manager)).toEqual([]);
  await screens(manager, 'organisation-with-alumnus');
  await managerContext.close();
});
