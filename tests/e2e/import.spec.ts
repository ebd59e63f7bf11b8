import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: the import is asked of the server.
test.use(ONLINE_ONLY);

test('the administrator imports contacts from a CSV (a refused file saves nothing; dry run, then import) and finds them in Contacts', async ({
  page,
}) => {
  const tag = `imp${Date.now().toString(36)}`;
  const rows = [
    `Ada,${tag}-Lovelace,ada-${tag}@example.org,Referee`,
    `Ben,${tag}-Okri,ben-${tag}@example.org,`,
  ];
  const file = (name: string, lines: readonly string[]) => ({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(['First name,Surname,E-mail,Relationship', ...lines].join('\n')),
  });
  await signIn(page, 'admin@college.test');
  await page.goto('/admin/import');
  await page.getByRole('combobox', { name: /What to import/ }).selectOption('Contacts');

  // A file with a bad row: the dry run names it, and the import saves nothing.
  await page
    .getByLabel('File')
    .setInputFiles(file('bad.csv', [...rows, `Cy,${tag}-Bad,not-an-address,`]));
  await expect(
    page.getByRole('table', { name: /First rows of bad\.csv \(3 in all\)/ }),
  ).toBeVisible();
  // The mapping was guessed from the headers.
  await expect(page.getByRole('combobox', { name: 'Last name' })).toHaveValue('Surname');
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dry run' })).toHaveText(
    'Dry run: nothing was saved: 2 would be created, 1 refused',
  );
  await expect(
    page
      .getByRole('table', { name: /Dry run/ })
      .getByRole('row', { name: /^4 Cy .* refused E-mail: / }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Nothing was imported: 1 of 3 rows are refused')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not imported' })).toHaveText(
    'Not imported: nothing was saved: 2 valid, 1 refused',
  );

  // The corrected file: dry run, then import.
  await page.getByLabel('File').setInputFiles(file('contacts.csv', rows));
  await expect(
    page.getByRole('table', { name: /First rows of contacts\.csv \(2 in all\)/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dry run' })).toHaveText(
    'Dry run: nothing was saved: 2 would be created, 0 refused',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: 'test-results/screens/admin-import-dry-run-1280.png',
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported: 2 created, 0 refused',
  );
  await expect(
    page
      .getByRole('table', { name: /Imported/ })
      .getByRole('row', { name: new RegExp(`^2 Ada ${tag}-Lovelace created New contact`) }),
  ).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/admin-import-done-1280.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/admin-import-done-390.png', fullPage: true });
  await page.getByRole('table', { name: /Imported/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/admin-import-results-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Contacts → All: both are there.
  await page.goto('/contacts/all');
  const contacts = page.getByRole('grid', { name: 'All' });
  await page.getByRole('searchbox').fill(tag);
  // The list names a contact by their full name (first and last name columns joined), with
  // their relationship and e-mail.
  await expect(
    contacts.getByRole('row', {
      name: new RegExp(`^Ada ${tag}-Lovelace Referee .*ada-${tag}@example\\.org`),
    }),
  ).toBeVisible();
  await expect(
    contacts.getByRole('row', {
      name: new RegExp(`^Ben ${tag}-Okri Supporter .*ben-${tag}@example\\.org`),
    }),
  ).toBeVisible();
});
