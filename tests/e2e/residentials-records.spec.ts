import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, signIn, upToDate } from './support';

// Issue 23: the registrar's residential record (create, timetable, sign-in sheet, attendance
// report and its spreadsheet, a student's attendance on their record) and the student's
// residential pages, readable offline after one visit.

/** The seeded college-wide residential in the past, with its marks. */
const PAST_RESIDENTIAL = 'residential-autumn-weekend';

/** Full-page screenshots at desktop and tablet widths. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, label] of [
    [1280, '1280'],
    [768, '768'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the registrar creates a residential, prints its sign-in sheet and reads the attendance of the past one', async ({
  page,
}) => {
  await signIn(page, 'registrar@college.test');
  await upToDate(page);

  // A new residential with one session.
  await page.goto('/residentials/new');
  const form = page.getByRole('form', { name: 'New residential' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Spring study day');
  await form.getByRole('textbox', { name: 'First day', exact: true }).fill('2027-03-06');
  await form.getByRole('textbox', { name: 'Last day', exact: true }).fill('2027-03-06');
  await form.getByRole('textbox', { name: 'Venue', exact: true }).fill('Hothorpe Hall');
  await form.getByLabel('Wi-Fi network').fill('Hothorpe-Guest');
  // A module taught, found by typing its code and chosen from the list.
  const modules = form.getByRole('combobox', { name: 'Modules taught' });
  await modules.pressSequentially('bt4101');
  const oldTestament = page.getByRole('option', { name: /\(BT4101, \d{4}-\d{2}\)$/ }).first();
  const oldTestamentName = (await oldTestament.textContent()) ?? '';
  await oldTestament.click();
  const chosen = form.getByRole('listbox', { name: 'Chosen modules' });
  await expect(chosen.getByRole('option', { name: oldTestamentName })).toBeVisible();
  await expect(modules).toHaveValue('');
  // A session ending before it starts is refused on its field, before anything is sent.
  await form.getByRole('button', { name: 'Add a session' }).click();
  const session = form.getByRole('group', { name: 'Session 1' });
  await session.getByRole('textbox', { name: 'Session title' }).fill('Morning lecture');
  await session.getByLabel('Ends (UTC)').fill('2027-03-06T08:00');
  await form.getByRole('button', { name: 'Create residential' }).click();
  await expect(session.getByText('A session ends after it starts')).toBeVisible();
  await session.getByLabel('Ends (UTC)').fill('2027-03-06T10:30');
  await session.getByLabel('Room').fill('Library');
  await shoot(page, 'residential-new');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Create residential' }).click();

  // Its record: dates, venue and the timetable with the session's check-in and sign-in sheet.
  await expect(page).toHaveURL(/\/residentials\/residential-/);
  const timetable = page.getByRole('region', { name: 'Timetable', exact: true });
  await expect(timetable.getByRole('link', { name: 'Check in: Morning lecture' })).toBeVisible();
  await expect(page.getByText('2027-03-06 09:00–10:30')).toBeVisible();
  await expect(page.getByText('Hothorpe-Guest')).toBeVisible();
  const taught = page.getByRole('region', { name: 'Modules taught' });
  await expect(taught.getByRole('listitem')).toHaveText([oldTestamentName]);
  const sheet = timetable.getByRole('link', { name: 'Sign-in sheet (PDF), Morning lecture' });
  const href = await sheet.getAttribute('href');
  expect(href).toMatch(/\/sign-in-sheet$/);
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await shoot(page, 'residential-record');
  expect(await axeViolations(page)).toEqual([]);

  // Edited: the session moves to another room and a tutor takes it.
  await page.getByRole('button', { name: 'Edit residential' }).click();
  const edit = page.getByRole('form', { name: 'Edit Spring study day' });
  const first = edit.getByRole('group', { name: 'Session 1' });
  await first.getByRole('textbox', { name: 'Room' }).fill('Chapel');
  await first.getByRole('combobox', { name: 'Tutor' }).selectOption({ label: 'Dr Fiona Hale' });
  // Another module by keyboard (typed words, arrows, Enter); the first removed by Delete.
  const editModules = edit.getByRole('combobox', { name: 'Modules taught' });
  await editModules.pressSequentially('new testament bt4102');
  const offered = page.getByRole('option', {
    name: /\(BT4102, /,
  });
  await expect(offered.first()).toBeVisible();
  const newTestamentName = (await offered.first().textContent()) ?? '';
  await editModules.press('ArrowDown');
  await editModules.press('ArrowUp');
  await editModules.press('Enter');
  const editChosen = edit.getByRole('listbox', { name: 'Chosen modules' });
  await expect(editChosen.getByRole('option', { name: newTestamentName })).toBeVisible();
  await editChosen.getByRole('option', { name: oldTestamentName }).press('Delete');
  await expect(editChosen.getByRole('option')).toHaveCount(1);
  await shoot(page, 'residential-edit-modules');
  await edit.getByRole('button', { name: 'Save residential' }).click();
  await expect(timetable.getByRole('cell', { name: 'Chapel' })).toBeVisible();
  await expect(timetable.getByRole('cell', { name: 'Dr Fiona Hale' })).toBeVisible();
  await expect(taught.getByRole('listitem')).toHaveText([newTestamentName]);

  // The past residential's attendance: the grid, the absences without a reason, the spreadsheet.
  await page.goto(`/residentials/${PAST_RESIDENTIAL}`);
  const grid = page.getByRole('region', { name: 'Attendance by student' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid.getByText(/^\d+\.\d% \(\d+ of \d+\)$/).first()).toBeVisible();
  const absences = page.getByRole('region', { name: 'Absences without a reason' });
  await expect(absences.getByRole('listitem').first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export to Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await shoot(page, 'residential-attendance');
  expect(await axeViolations(page)).toEqual([]);

  // A student of that residential shows their attendance on their record's engagements tab.
  const report = await page.request.get(`/api/residentials/${PAST_RESIDENTIAL}/attendance`);
  const { students } = (await report.json()) as { students: { id: string }[] };
  const studentId = students[0]?.id ?? '';
  await page.goto(`/students/${studentId}`);
  await page.getByRole('tab', { name: 'Engagements' }).click();
  const attendance = page.getByRole('region', { name: 'Attendance by residential' });
  await expect(attendance.getByRole('cell', { name: 'Autumn residential weekend' })).toBeVisible();
  await expect(page.getByText(/^Overall: /)).toBeVisible();
});

test('a student reads their residential on the venue page, then offline after a reload', async ({
  page,
  context,
}) => {
  await signIn(page, 'student@college.test');
  await upToDate(page);
  // The app's code is precached once the service worker controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);

  await page.goto('/forms/residential/venue');
  const mine = page.getByRole('region', { name: 'Advent hub residential', exact: true });
  await expect(mine.getByText('Hothorpe Hall', { exact: true })).toBeVisible();
  await expect(mine.getByRole('link', { name: /Open the map/ })).toBeVisible();
  await expect(mine.getByText('Hothorpe-Guest')).toBeVisible();
  await expect(
    mine.getByRole('region', { name: 'Timetable of Advent hub residential' }).getByRole('row'),
  ).toHaveCount(5);
  await expect(
    mine.getByRole('link', { name: 'Tell us your residential requirements' }),
  ).toHaveAttribute('href', '/forms/residential/requirements');
  await shoot(page, 'residential-student-venue');
  expect(await axeViolations(page)).toEqual([]);

  // The forms dashboard reads the residential and, as it is within 14 days, its pages ahead
  // into the device's cache (written within a second or so).
  await page.goto('/forms');
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const open = indexedDB.open('keyval-store');
              open.onsuccess = () => {
                const read = open.result
                  .transaction('keyval')
                  .objectStore('keyval')
                  .get('collegium.queries');
                read.onsuccess = () => resolve(String(read.result ?? ''));
                read.onerror = () => resolve('');
              };
              open.onerror = () => resolve('');
            }),
        ),
      { timeout: 15_000 },
    )
    .toMatch(
      /my-residentials[\s\S]*"portal-page","residential","wifi"|"portal-page","residential","wifi"[\s\S]*my-residentials/,
    );

  // Offline, after a reload: the venue page, then the Wi-Fi and timetable pages never opened.
  await context.setOffline(true);
  await page.reload();
  await page.goto('/forms/residential/venue');
  await expect(mine.getByText('Hothorpe Hall', { exact: true })).toBeVisible();
  await expect(mine.getByText('advent-retreat')).toBeVisible();
  await expect(mine.getByRole('cell', { name: 'Opening seminar' })).toBeVisible();
  await expect(page.getByText(/As of \d{4}-\d{2}-\d{2}/).first()).toBeVisible();
  await page.goto('/forms/residential/wifi');
  await expect(mine.getByText('advent-retreat')).toBeVisible();
  await expect(mine.getByRole('cell', { name: 'Opening seminar' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Wi-Fi at residentials' })).toBeVisible();
  await shoot(page, 'residential-student-wifi-offline');
  await page.goto('/forms/residential/timetables');
  await expect(mine.getByRole('cell', { name: 'Opening seminar' })).toBeVisible();
  await context.setOffline(false);
});
