import { expect, test } from './fixtures';
import { serviceWorkerInControl } from './review-support';
import { axeViolations, signIn, syncStatus, upToDate } from './support';

// Issue 21: system data's choice lists reach every device. The administrator adds a way of
// first contact (and an intake); a hub director, offline, records a potential student with it.
// Lists are only added to here: other journeys of this worker's database use the defaults.
test('an administrator adds a way of first contact and an intake; a hub director uses the new way offline', async ({
  page,
  browser,
}) => {
  const way = `Diocesan open day ${Date.now().toString(36)}`;
  await signIn(page, 'admin@college.test');
  await page.goto('/admin/systemdata');
  await page.getByRole('tab', { name: 'Intakes, first heard and first contact' }).click();
  const ways = page.getByRole('textbox', { name: 'Ways of first contact' });
  await expect(ways).toHaveValue(/^KTE\n/);
  await ways.fill(`${await ways.inputValue()}\n${way}`);
  await page.getByRole('button', { name: 'Save ways of first contact' }).click();
  await expect(page.getByText('First contact saved')).toBeVisible();
  // The saved list is read back (the history shows it) before the next edit is typed.
  const history = page.getByRole('region', { name: 'History of the lists' });
  await expect(history.getByRole('row', { name: /firstContact/ })).toContainText(way);
  // A way given twice is refused with the reason; what was typed stays on screen.
  await ways.fill(`${await ways.inputValue()}\nkte`);
  await page.getByRole('button', { name: 'Save ways of first contact' }).click();
  const firstContact = page.getByRole('region', { name: 'First contact' });
  await expect(firstContact.getByRole('alert')).toContainText(
    'A way of first contact is listed twice',
  );
  await expect(ways).toHaveValue(/\nkte$/);

  // A January intake for the MA, beside the Septembers.
  const intakes = page.getByRole('region', { name: 'Intakes' });
  await intakes.getByRole('button', { name: 'Add an intake' }).click();
  const added = intakes.getByRole('group', { name: /^Intake \d+$/ }).last();
  await added.getByRole('textbox', { name: 'Starts' }).fill('2099-01-11');
  await added.getByRole('combobox', { name: 'Programmes' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'MA', exact: true }).click();
  await page.keyboard.press('Escape');
  await intakes.getByRole('button', { name: 'Save intakes' }).click();
  await expect(page.getByText('Intakes saved')).toBeVisible();
  await expect(intakes.getByRole('group', { name: 'Intake 1' }).getByRole('textbox')).toHaveValue(
    '2099-01-11',
  );
  await expect(history.getByRole('row', { name: /intakes/ })).toContainText('2099-01-11');
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/screens/choice-lists-${width}.png`,
      fullPage: true,
    });
  }

  // The hub director's device receives the list and offers the new way offline.
  const hdContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const hd = await hdContext.newPage();
  await signIn(hd, 'hd@college.test');
  await upToDate(hd, 60_000);
  await hd.goto('/leads');
  await serviceWorkerInControl(hd);
  await hdContext.setOffline(true);
  const caller = `Mensah${Date.now()}`;
  await hd.getByRole('button', { name: 'New potential student' }).click();
  const dialog = hd.getByRole('dialog', { name: 'New potential student' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Kofi');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(caller);
  await dialog.getByLabel('First contact').selectOption(way);
  await dialog.getByRole('button', { name: 'Add potential student' }).click();
  await expect(hd.getByRole('heading', { name: `Kofi ${caller}`, level: 2 })).toBeVisible();
  await expect(syncStatus(hd)).toContainText('1 waiting');

  await hdContext.setOffline(false);
  await upToDate(hd);
  const saved = (await (await hd.request.get(`/api/potential-students?q=${caller}`)).json()) as {
    items: { firstContact: string }[];
  };
  expect(saved.items).toEqual([expect.objectContaining({ firstContact: way })]);
  await hdContext.close();
});
