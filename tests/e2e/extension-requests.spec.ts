import { expect, test } from './fixtures';
import { axeViolations, signIn, syncStatus, upToDate } from './support';

const GP_LETTER = {
  name: 'gp-letter.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
};

test('extensions: 7 days approved at once; 21 days with evidence made offline, sent online, approved by the registrar', async ({
  page,
  browser,
  context,
}) => {
  await signIn(page, 'student@college.test');
  const status = syncStatus(page);
  await upToDate(page);
  await page.goto('/forms/mitigating-circumstances/extension-request');
  const form = page.getByRole('form', { name: 'Extension request' });
  const assignments = form.getByRole('radiogroup', { name: 'Assignment' }).getByRole('radio');
  await expect(assignments.first()).toBeVisible();
  expect(await assignments.count()).toBeGreaterThanOrEqual(2);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // 7 days, plain extensions mode: no evidence, approved straight away.
  await assignments.nth(0).check();
  await form.getByRole('radio', { name: '7 days (auto)', exact: true }).check();
  await form.getByLabel('Reason').fill('A week of flu');
  await form.getByRole('button', { name: 'Send request' }).click();
  const list = page.getByRole('list', { name: 'Your extension requests' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Approved');
  await upToDate(page);
  await expect(assignments.nth(0)).toBeDisabled();

  // 21 days, offline: refused without evidence, then sent with a GP letter once online.
  await context.setOffline(true);
  await assignments.nth(1).check();
  await form.getByRole('radio', { name: '21 days', exact: true }).check();
  await form.getByLabel('Reason').fill('Bereavement: my mother died in October');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText(/Please provide evidence/)).toBeVisible();
  await form.getByLabel('Evidence files').setInputFiles(GP_LETTER);
  await expect(form.getByRole('list', { name: 'Files to send' })).toContainText('gp-letter.pdf');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: 'test-results/screens/forms-extension-request.png',
    fullPage: true,
  });
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Waiting to send');
  await expect(status).toContainText('1 waiting');

  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Your extension requests' }).getByRole('listitem').first(),
  ).toContainText('Waiting to send');
  await context.setOffline(false);
  await upToDate(page);
  const sent = await (await page.request.get('/api/forms/student/current-extensions')).json();
  const byLength = Object.fromEntries(
    sent.items.map((item: { length: number; status: string }) => [item.length, item]),
  );
  expect(byLength[7]).toMatchObject({ status: 'Approved' });
  expect(byLength[21]).toMatchObject({
    status: 'Pending',
    evidenceFiles: [{ fileName: 'gp-letter.pdf', contentType: 'application/pdf' }],
  });

  // The registrar approves the 21-day request in the student's record.
  const staff = await browser.newContext();
  const registrar = await staff.newPage();
  await signIn(registrar, 'registrar@college.test');
  await registrar.goto('/students/student-00001');
  await registrar.getByRole('tab', { name: /^Requests/ }).click();
  const pending = registrar
    .getByRole('listitem', { name: 'Extension request' })
    .filter({ hasText: 'Bereavement' });
  await expect(pending).toContainText('Pending', { timeout: 30_000 });
  await expect(pending.getByRole('link', { name: /gp-letter\.pdf/ })).toBeVisible();
  await pending.getByRole('button', { name: 'Approve the extension request' }).click();
  const dialog = registrar.getByRole('dialog', { name: 'Approve the extension request' });
  await dialog.getByLabel('Reason').fill('Evidence seen: new deadline agreed with your tutor');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(pending).toContainText('Approved', { timeout: 30_000 });
  await upToDate(registrar);
  await staff.close();

  // The student sees the outcome and the reason.
  await page.reload();
  const decided = page
    .getByRole('list', { name: 'Your extension requests' })
    .getByRole('listitem')
    .filter({ hasText: '21 days' });
  await expect(decided).toContainText('Approved', { timeout: 30_000 });
  await expect(decided).toContainText('new deadline agreed with your tutor');
  await expect(decided.getByRole('link', { name: /gp-letter\.pdf/ })).toBeVisible();
});
