import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: interests in further study are registered and read with the server.
test.use(ONLINE_ONLY);

test('a student registers interest in further study, and the administrator finds them under Registrations → Further study', async ({
  browser,
  page,
}) => {
  const note = `Hoping to start in September (${Date.now()})`;
  await signIn(page, 'student@college.test');
  await page.goto('/forms/mydetails/further-study');
  await expect(page.getByRole('heading', { level: 1, name: 'Further study' })).toBeVisible();
  await page.getByRole('button', { name: 'Register interest' }).click();
  await expect(page.getByText('Choose the programme you would like to study.')).toBeVisible();
  await page.getByLabel('Intended programme').selectOption('MA');
  await page.getByLabel('Note (optional)').fill(note);
  await page.getByRole('button', { name: 'Register interest' }).click();
  const mine = page.getByRole('table', { name: 'Your registered interests in further study' });
  await expect(mine.getByRole('row').filter({ hasText: note })).toContainText(
    'MA in Theology, Ministry and Mission',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: 'test-results/screens/further-study-form-1280.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: 'test-results/screens/further-study-form-390.png',
    fullPage: true,
  });

  const adminContext = await browser.newContext({ serviceWorkers: 'block' });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@college.test');
  const nav = admin.getByRole('navigation', { name: 'Main menu' });
  const group = nav.getByRole('button', { name: 'Registrations', exact: true });
  const entry = nav.getByRole('link', { name: 'Further study', exact: true });
  await expect(async () => {
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(entry).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await entry.click();
  await expect(admin).toHaveURL(/\/registrations\/furtherstudy$/);
  const row = admin.getByRole('row').filter({ hasText: note });
  await expect(row).toContainText('Samuel Price');
  await expect(row.getByText('MA', { exact: true })).toBeVisible();
  // The seeded alumni are there too; the stage filter keeps only them.
  await admin.getByRole('combobox', { name: 'Stage' }).selectOption('Alumni');
  await expect(row).toHaveCount(0);
  await expect(admin.getByRole('row').filter({ hasText: 'Alumni' }).first()).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  await admin.screenshot({ path: 'test-results/screens/further-study-list-1280.png' });
  await adminContext.close();
});
