import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: the /hesa screens ask the server at each visit.
test.use(ONLINE_ONLY);

test('the HESA officer changes a mapping, builds the return and downloads the XML', async ({
  page,
}) => {
  // The administrator holds hesa:menu (`*`); the hesa switch is on in config/features.json.
  await signIn(page, 'admin@college.test');
  await page.goto('/hesa/mapping');
  await page.getByRole('button', { name: /Religion or belief \(RELIGION\)/ }).click();
  const spiritual = page.getByRole('combobox', { name: 'RELIGION code for Spiritual' });
  await expect(spiritual).toHaveValue('80');
  await spiritual.selectOption('32');
  await expect(page.getByText('RELIGION: "Spiritual" now maps to 32')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: /Religion or belief \(RELIGION\)/ }).click();
  await expect(page.getByRole('combobox', { name: 'RELIGION code for Spiritual' })).toHaveValue(
    '32',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/hesa-mapping-1280.png', fullPage: true });

  await page.goto('/hesa/export');
  const year = page.getByRole('combobox', { name: 'Academic year' });
  const chosen = await year.inputValue();
  expect(chosen).toMatch(/^\d{4}-\d{2}$/);
  await page.getByRole('button', { name: 'Build the return' }).click();
  const counts = page.getByRole('table', { name: 'What the return holds' });
  await expect(counts.getByRole('row', { name: /Students \d+/ })).toBeVisible();
  await expect(page.getByText(/XSD validation was skipped/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rule problems' })).toContainText('SID');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/hesa-export-1280.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download XML' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`hesa-data-futures-${chosen}.xml`);
  const xml = await readFile(await file.path(), 'utf8');
  expect(xml).toContain('<DataFutures>');
  expect(xml).toContain(`<SESSIONYEARID>${chosen}</SESSIONYEARID>`);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Download XML' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/hesa-export-390.png', fullPage: true });
  await page.goto('/hesa/mapping');
  await page.getByRole('button', { name: /Sex \(SEXID\)/ }).click();
  await expect(page.getByRole('combobox', { name: 'SEXID code for Not recorded' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/hesa-mapping-390.png', fullPage: true });
});

test('the HESA officer sees what is missing by rule and one student’s return', async ({ page }) => {
  await signIn(page, 'admin@college.test');
  await page.goto('/hesa/missing');
  const rules = page.getByRole('table', { name: 'Problems by rule' });
  const sid = rules.getByRole('row', { name: /SID \(HESA student identifier\) not held/ });
  await expect(sid).toBeVisible();
  const students = Number(await sid.getByRole('cell').nth(2).textContent());
  expect(students).toBeGreaterThan(0);
  // Most demo students have their HESA details: the SID rule has some of them, not all.
  const readiness = page.getByRole('heading', { name: /of \d+ students ready/ });
  const total = Number(/of (\d+) students ready/.exec((await readiness.textContent()) ?? '')?.[1]);
  expect(students).toBeLessThan(total);
  await expect(page.getByRole('heading', { name: 'Percentage ready over time' })).toBeVisible();
  await page
    .getByRole('button', { name: /SID \(HESA student identifier\).*: \d+ students/ })
    .click();
  const list = page.getByRole('list', { name: /Students: SID/ });
  // The student screen below looks at a second student of the rule (the first is fixed here).
  const label = (await list.getByRole('link').nth(1).textContent()) ?? '';
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/hesa-missing-1280.png', fullPage: true });

  // Fix one student's missing SID: their link opens the record's HESA details tab, where the
  // SID is entered through the form; back on Missing, the rule has one student fewer.
  const first = list.getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/students\/.+\?tab=hesa-details$/);
  await first.click();
  await expect(page.getByRole('tab', { name: 'HESA details' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const form = page.getByRole('form', { name: 'HESA details' });
  const sidBox = form.getByRole('textbox', { name: 'SID (HESA student identifier)' });
  await sidBox.fill('12345');
  await form.getByRole('button', { name: 'Save HESA details' }).click();
  await expect(form.getByText(/17 digits/).first()).toBeVisible();
  await sidBox.fill('24100079999999999');
  await form.getByRole('combobox', { name: 'Nationality' }).fill('Irel');
  await page.getByRole('option', { name: 'Ireland' }).click();
  await form.getByRole('button', { name: 'Save HESA details' }).click();
  await expect(form.getByText(/^Last saved /)).toBeVisible();
  await expect(sidBox).toHaveValue('24100079999999999');
  await expect(form.getByRole('combobox', { name: 'Nationality' })).toHaveValue('Ireland');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/hesa-student-details-1280.png' });
  await page.goto('/hesa/missing');
  if (students > 1) {
    await expect(sid.getByRole('cell').nth(2)).toHaveText(String(students - 1));
  } else {
    await expect(sid).toHaveCount(0);
  }

  // The student's return: found by name, entity by entity with sources, problems with a fix.
  const [, name = '', id = ''] = /^(.*) \((.*)\)$/.exec(label) ?? [];
  await page.goto('/hesa/student');
  await page
    .getByRole('textbox', { name: 'Find a student by name' })
    .fill(name.split(' ')[1] ?? name);
  await page.getByRole('button', { name: `${name} (${id})` }).click();
  // Every student has a last name (a date of birth only where the record holds one).
  await expect(page.getByRole('table', { name: 'Student[1] fields' })).toContainText(
    'Student record: last name',
  );
  const problems = page.getByRole('table', { name: 'Problems of this student' });
  await expect(problems.getByRole('link', { name: 'HESA details' }).first()).toHaveAttribute(
    'href',
    `/students/${id}?tab=hesa-details`,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/hesa-student-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/hesa-student-390.png' });
  await page.goto('/hesa/missing');
  await page.screenshot({ path: 'test-results/screens/hesa-missing-390.png', fullPage: true });
  // An unmapped value's fix link opens its field on the mapping screen.
  await page.goto('/hesa/mapping?field=SEXID');
  await expect(page.getByRole('combobox', { name: 'SEXID code for Not recorded' })).toBeVisible();
});
