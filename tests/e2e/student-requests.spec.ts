import { expect, test } from './fixtures';
import { axeViolations, signIn, syncStatus, upToDate } from './support';

test('a student asks for a recording, sees it pending, and withdraws it', async ({ page }) => {
  await signIn(page, 'student@college.test');
  await upToDate(page);
  await page.goto('/forms/mitigating-circumstances/recordings');
  const form = page.getByRole('form', { name: 'Request a recording' });
  await form.getByLabel('Date of the session').fill('2026-11-10');
  await form
    .getByRole('textbox', { name: 'Session', exact: true })
    .fill('Christian Doctrine: the Trinity');
  await form.getByLabel('Why do you need it?').selectOption('Other');
  await form.getByRole('button', { name: 'Send request' }).click();
  // The shared schema's rule: "Other" needs details, shown on that field.
  await expect(form.getByText('Tell us why you need the recording')).toBeVisible();
  await form.getByLabel('More details').fill('My train was cancelled');
  await form.getByRole('button', { name: 'Send request' }).click();

  const list = page.getByRole('list', { name: 'Your requests' });
  const item = list.getByRole('listitem').first();
  await expect(item).toContainText('Pending');
  await upToDate(page);
  await expect(item).not.toContainText('Waiting to send');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/forms-recordings.png', fullPage: true });

  await item
    .getByRole('button', {
      name: /^Withdraw this request: Request a recording, Christian Doctrine/,
    })
    .click();
  await expect(item).toContainText('Withdrawn');
  await upToDate(page);
  const mine = await (await page.request.get('/api/student-requests?type=recording')).json();
  expect(mine.items.map((row: { status: string }) => row.status)).toContain('Withdrawn');
});

test('a study break asked for offline waits on the device and is sent when online', async ({
  page,
  context,
}) => {
  await signIn(page, 'student@college.test');
  const status = syncStatus(page);
  await upToDate(page);
  await page.goto('/forms/mitigating-circumstances/study-break-request');
  const form = page.getByRole('form', { name: 'Study break request' });
  await expect(form).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await form.getByLabel('First day of the break').fill('2027-01-04');
  await form.getByLabel('Last day of the break').fill('2027-01-15');
  await form.getByLabel('Reason').fill('Caring for my father after an operation');
  await form.getByLabel(/I understand a study break/).check();
  await form.getByRole('button', { name: 'Send request' }).click();
  const item = page.getByRole('list', { name: 'Your requests' }).getByRole('listitem').first();
  await expect(item).toContainText('Waiting to send');
  await expect(status).toContainText('1 waiting');

  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Your requests' }).getByRole('listitem').first(),
  ).toContainText('Waiting to send');
  await context.setOffline(false);
  await upToDate(page);
  await expect(
    page.getByRole('list', { name: 'Your requests' }).getByRole('listitem').first(),
  ).not.toContainText('Waiting to send');
  const mine = await (await page.request.get('/api/student-requests?type=study-break')).json();
  expect(mine.items[0].data).toMatchObject({ startDate: '2027-01-04', endDate: '2027-01-15' });
});

test('a deferral goes with its evidence file, which the student can then download', async ({
  page,
}) => {
  await signIn(page, 'student@college.test');
  await upToDate(page);
  await page.goto('/forms/mitigating-circumstances/deferrals-waivers-request');
  const form = page.getByRole('form', { name: 'Deferral or waiver request' });
  await form.getByRole('radio', { name: /^Deferral/ }).check();
  const assessment = form.getByLabel('Assessment');
  await expect(assessment.locator('option')).not.toHaveCount(1);
  await assessment.selectOption({ index: 1 });
  await form.getByLabel('Reason').fill('In hospital the week it was due');
  await form.getByLabel('Evidence files').setInputFiles({
    name: 'discharge-letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await form.getByRole('button', { name: 'Send request' }).click();
  await upToDate(page);
  const item = page.getByRole('list', { name: 'Your requests' }).getByRole('listitem').first();
  const link = item.getByRole('link', { name: 'discharge-letter.pdf' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const href = await link.getAttribute('href');
  const file = await page.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toContain('attachment');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
