import { comingSessionTitle } from '../../src/domain/students/enrolment-year';
import { expect, test } from './fixtures';
import { axeViolations, ONLINE_ONLY, signIn } from './support';

// Online only: no service worker to precache in each new browser context.
test.use(ONLINE_ONLY);

// Students → Enrolment (students:enrolment): the registrar starts the coming academic year for
// the continuing students, filters the sessions and marks one. The rules behind the counts are
// tested in src/domain/students/enrolment-year.test.ts and server/features/enrolment.

const session = comingSessionTitle(new Date());

test('the registrar starts the new year, filters the sessions and marks one', async ({ page }) => {
  await signIn(page, 'registrar@college.test');
  await page.goto('/students/enrolment');
  await expect(page.getByText(`No sessions of ${session} yet.`)).toBeVisible();

  const start = page.getByRole('button', { name: `Start ${session} for continuing students` });
  await start.click();
  const summary = page.getByRole('region', { name: 'Start of year summary' });
  await expect(summary).toContainText(`${session} started`);
  const counts = /(\d+) sessions created, 0 already there, (\d+) skipped\./;
  await expect(summary).toContainText(counts);
  const created = Number(counts.exec((await summary.textContent()) ?? '')?.[1]);
  expect(created).toBeGreaterThan(0);

  // Who was skipped, and why, on demand (the demo data has Current engagements past their years).
  const skipped = Number(counts.exec((await summary.textContent()) ?? '')?.[2]);
  const showSkipped = summary.getByText(`Show the ${skipped} skipped and why`);
  if (skipped > 0) {
    await showSkipped.click();
    await expect(summary.getByRole('columnheader', { name: 'Reason' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/enrolment-skipped-1280.png' });
    await showSkipped.click();
  }
  const grid = page.getByRole('grid', { name: `Enrolment: ${session}` });
  const footer = page.getByText(new RegExp(`of ${created} rows`));
  await expect(footer).toHaveText(`${created} of ${created} rows`);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/enrolment-1280.png', fullPage: true });

  // Twice: nothing new, every session already there.
  await start.click();
  await expect(summary).toContainText(`0 sessions created, ${created} already there`);

  // Filters: every new session is Starting; none is Current yet; none is complete.
  await page.getByLabel('Status', { exact: true }).selectOption('Starting');
  await expect(footer).toHaveText(`${created} of ${created} rows`);
  await page.getByLabel('Status', { exact: true }).selectOption('Current');
  await expect(footer).toHaveText(`No rows match. 0 of ${created} rows`);
  await page.getByLabel('Status', { exact: true }).selectOption('');
  await page.getByLabel('Enrolment', { exact: true }).selectOption('incomplete');
  await expect(footer).toHaveText(`${created} of ${created} rows`);
  await page.getByLabel('Enrolment', { exact: true }).selectOption('');
  await page.getByLabel('Hub', { exact: true }).selectOption({ index: 1 });
  await expect(footer).not.toHaveText(`${created} of ${created} rows`);
  await page.getByLabel('Hub', { exact: true }).selectOption('');

  // Mark the first session Current.
  const first = grid.getByRole('row').nth(1);
  const name = (await first.getByRole('gridcell').first().textContent()) ?? '';
  await first.click();
  const dialog = page.getByRole('dialog', { name: `Mark ${name}'s ${session} session` });
  await expect(dialog).toContainText('Now Starting.');
  await dialog.getByLabel('New status', { exact: true }).selectOption('Current');
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name}'s ${session} session is now Current.`)).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('Current');
  await expect(footer).toHaveText(`1 of ${created} rows`);
  await expect(grid.getByRole('gridcell', { name, exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/enrolment-marked-1280.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Status', { exact: true }).selectOption('');
  await page.screenshot({ path: 'test-results/screens/enrolment-390.png', fullPage: true });
});

test("the student's enrolment page shows the college's status of their session", async ({
  browser,
}) => {
  // The first test started the year (one server for the file): the demo student continues.
  const registrar = await (await browser.newContext()).newPage();
  await signIn(registrar, 'registrar@college.test');
  const answer = await registrar.request.get(`/api/enrolment/sessions?session=${session}`);
  const mine = (await answer.json()).rows.find(
    (row: { studentId: string }) => row.studentId === 'student-00001',
  );
  expect(mine).toBeDefined();

  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'student@college.test');
  await page.goto('/forms/enrolment');
  await expect(
    page.getByText(
      new RegExp(`Your ${session} session \\(.+, year ${mine.yearOfStudy}\\): ${mine.status}\\.`),
    ),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/forms-enrolment-session-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/forms-enrolment-session-390.png' });
});
