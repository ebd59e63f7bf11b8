import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: the HESA reference facts are desk work, read and saved on the server.
test.use(ONLINE_ONLY);

test('the HESA officer gives the module lacking a cost centre one, and the return stops missing it', async ({
  page,
}) => {
  // The administrator holds hesa:menu; the demo seed leaves one module without a cost centre.
  await signIn(page, 'admin@college.test');
  await page.goto('/hesa/missing');
  const rules = page.getByRole('table', { name: 'Problems by rule' });
  const costCentre = rules.getByRole('row', { name: /Module without a HESA cost centre/ });
  await expect(costCentre).toContainText('1 records');
  await costCentre.getByRole('link', { name: 'Courses, modules and venues' }).click();

  // The fix link opens /hesa/mapping on its "Courses, modules and venues" tab.
  await expect(page.getByRole('tab', { name: 'Courses, modules and venues' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'College UKPRN' })).toHaveValue(/^1\d{7}$/);
  await page.screenshot({ path: 'test-results/screens/hesa-facts-top-1280.png' });
  const modules = page.getByRole('region', { name: 'Modules' });
  const lacking = modules.getByRole('row').filter({ hasText: /Missing.*COSTCN/ });
  await expect(lacking).toHaveCount(1);
  const moduleId = ((await lacking.getByRole('cell').first().textContent()) ?? '').split(':')[0];
  expect(moduleId).toMatch(/^[A-Z]{2}\d{4}$/);
  await lacking.getByRole('button', { name: `Edit ${moduleId}` }).click();

  // A wrong code is refused under its field (the server's 422); a right one is saved.
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('spinbutton', { name: 'Cost centre 1 proportion (%)' }).fill('100');
  await dialog.getByRole('textbox', { name: 'Cost centre 1 code' }).fill('14');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A HESA cost centre is 3 digits');
  await page.screenshot({ path: 'test-results/screens/hesa-facts-dialog-1280.png' });
  await dialog.getByRole('textbox', { name: 'Cost centre 1 code' }).fill('142');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const edited = modules.getByRole('row').filter({ hasText: `${moduleId}:` });
  await expect(edited).toContainText('142 (100%)');
  await expect(edited).not.toContainText('COSTCN');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/hesa-facts-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Save UKPRN' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/hesa-facts-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The year's return no longer reports the rule.
  await page.goto('/hesa/export');
  await page.getByRole('button', { name: 'Build the return' }).click();
  const problems = page.getByRole('table', { name: 'Rule problems' });
  await expect(problems).toContainText('Course without a qualification category');
  await expect(problems).not.toContainText('Module without a HESA cost centre');
});
